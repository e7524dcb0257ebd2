import type { BodyOf, RefreshJob, refreshEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import { assertWritableDay } from '../../lib/writable-days.js';
import type { JobQueue } from '../../lib/jobs/index.js';
import { randomKey } from '../../lib/secrets.js';
import { websiteScope } from '../assignments/index.js';
import { placementGroupDataRepo } from '../placement-group-data/index.js';
import { placementGroupsRepo } from '../placement-groups/index.js';
import { websitesRepo } from '../websites/index.js';
import { refreshRepo, type RefreshScope } from './refresh.repo.js';
import { refreshStatistics } from './statistics.jobs.js';
import type { StatisticRefreshRow } from './statistics.table.js';

type DataBody = BodyOf<typeof refreshEndpoints.data>;
type PlacementBody = BodyOf<typeof refreshEndpoints.placement>;
type WebsiteBody = BodyOf<typeof refreshEndpoints.website>;

const toRefreshJob = (r: StatisticRefreshRow): RefreshJob => ({
  token: r.token,
  scope: r.scope,
  target: r.target,
  date: r.date,
  end_date: r.endDate,
  days_total: r.daysTotal,
  days_done: r.daysDone,
  state: r.state,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/**
 * Refresh requests: the target must be one the caller sees (otherwise it reads as an id that
 * does not exist), the request is written, then its job queued; the token reads it back.
 */
export function refreshService(db: Db, jobs: Pick<JobQueue, 'send'>, today: () => string) {
  const repo = refreshRepo(db);

  async function request(auth: AuthContext, scope: RefreshScope, target: number, websiteId: number, date: string) {
    // A refresh writes the day's statistics: a day statistics may be written for.
    assertWritableDay('date', date, today());
    const token = randomKey();
    await repo.insert({ token, scope, target, websiteId, date, requestedBy: auth.user.id });
    await jobs.send(refreshStatistics, { token });
    return { token };
  }

  return {
    async data(auth: AuthContext, body: DataBody) {
      const item = await placementGroupDataRepo(db).get(body.data, websiteScope(auth));
      if (!item) throw missingId('data', body.data);
      return request(auth, 'data', item.id, item.website_id, body.date);
    },
    async placement(auth: AuthContext, body: PlacementBody) {
      const group = await placementGroupsRepo(db).get(body.placement_group, websiteScope(auth));
      if (!group) throw missingId('placement_group', body.placement_group);
      return request(auth, 'placement', group.id, group.website_id, body.date);
    },
    async website(auth: AuthContext, body: WebsiteBody) {
      const site = await websitesRepo(db).find(body.website, websiteScope(auth));
      if (!site) throw missingId('website', body.website);
      return request(auth, 'website', site.id, site.id, body.date);
    },
    async get(auth: AuthContext, token: string) {
      const row = await repo.find(token, websiteScope(auth));
      if (!row) throw notFound();
      return toRefreshJob(row);
    },
  };
}
