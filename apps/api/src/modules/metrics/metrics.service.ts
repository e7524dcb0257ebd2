import { metricFieldOf, systemMetrics, type BodyOf, type metricEndpoints, type QueryOf, type SystemMetrics } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { uniqueFields } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { metricsRepo, toMetric } from './metrics.repo.js';

type Query = QueryOf<typeof metricEndpoints.list>;
type Input = BodyOf<typeof metricEndpoints.create>;
type Patch = BodyOf<typeof metricEndpoints.update>;

/** The fixed system metrics: names in order, their labels and their signs. */
const system: SystemMetrics = {
  schema: systemMetrics.map((m) => m.name),
  display: Object.fromEntries(systemMetrics.map((m) => [m.name, m.display])),
  signs: Object.fromEntries(systemMetrics.map((m) => [m.name, m.sign])),
};

const shortnameTaken = uniqueFields({ serve_metrics_shortname_unique: ['shortname', 'A metric with this shortname already exists.'] });

const toValues = (b: Patch) => ({
  name: b.name,
  shortname: b.shortname,
  code: b.code,
  type: b.type,
  field: b.field,
  priority: b.priority,
  status: b.status,
});
/** A create's columns: the required ones are always in its body. */
const toNew = (b: Input) => ({
  ...toValues(b),
  name: b.name,
  shortname: b.shortname,
  code: b.code,
  type: b.type,
  field: b.field ?? metricFieldOf(b.code),
});

/** The rules of serve metrics: unique shortnames; there is no delete. */
export function metricsService(db: Db) {
  const repo = metricsRepo(db);
  const found = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  return {
    system: () => system,
    list: (q: Query, window: PageWindow) => repo.list({ type: q.type, status: q.status, search: q.search }, window),
    get: async (id: number) => toMetric(await found(id)),
    create: async (body: Input) => toMetric(await repo.insert(toNew(body)).catch(shortnameTaken)),
    async update(id: number, body: Patch) {
      const current = await found(id);
      const values = toValues(body);
      if (!hasValues(values)) return toMetric(current);
      return toMetric(await repo.update(id, values).catch(shortnameTaken));
    },
  };
}
