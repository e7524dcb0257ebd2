import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { toMicros } from '../../lib/money.js';
import { connectorFor, type DayFigures } from './refresh.connectors.js';
import { refreshRepo } from './refresh.repo.js';
import { statisticsRepo } from './statistics.repo.js';
import type { StatisticRow } from './statistics.table.js';

const sameFigures = (row: StatisticRow, f: DayFigures) =>
  row.requests === f.requests &&
  row.impressions === f.impressions &&
  row.viewableImpressions === f.viewable_impressions &&
  row.clicks === f.clicks &&
  toMicros(row.revenue) === toMicros(f.revenue);

/** Does one refresh request; the payload is its token, the request row holds the rest. */
export const refreshStatistics = jobKind('statistics.refresh', z.object({ token: z.string().min(1) }));

/**
 * A refresh: for each data item the request covers, an automatic demand source is asked for the
 * day's figures (written as the day's row, or onto it); then every row of the day gets the
 * shares in force now and its stages recomputed (its rollups follow by trigger). Idempotent: the
 * connector's answer for a day is the same each time and rows in step are left alone, so a rerun
 * after a crash changes nothing. A failure is retried; after the last attempt the request says
 * `failed` with the reason.
 */
export function statisticsJobs(deps: { db: Db }): AnyJobDefinition[] {
  const requests = refreshRepo(deps.db);
  const rows = statisticsRepo(deps.db);
  const refresh = defineJob(refreshStatistics, {
    retryLimit: 3,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    async handler({ token }, run) {
      const request = await requests.find(token);
      if (!request || request.state === 'done') return;
      await requests.setState(token, 'running');
      try {
        const items = await requests.items(request.scope, request.target);
        for (const item of items) {
          const figures = await connectorFor({ type: item.supplierType })?.fetchDay(item, request.date);
          if (!figures) continue;
          const day = await rows.findDay(item.dataId, request.date);
          if (day && sameFigures(day, figures)) continue;
          if (day) await rows.update(day.id, figures);
          else await rows.insert({ ...figures, dataId: item.dataId, date: request.date, status: 'active', complete: false });
        }
        await rows.recompute(
          items.map((i) => i.dataId),
          request.date,
        );
        await requests.setState(token, 'done');
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await requests.setState(token, run.lastAttempt ? 'failed' : 'queued', reason);
        throw err;
      }
    },
  });
  return [refresh];
}
