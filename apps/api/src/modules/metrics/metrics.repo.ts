import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { serveMetricTypes, type Metric } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { serveMetrics, type ServeMetricRow } from './metrics.table.js';

export const toMetric = (r: ServeMetricRow): Metric => ({
  id: r.id,
  name: r.name,
  shortname: r.shortname,
  code: r.code,
  type: r.type,
  field: r.field,
  priority: r.priority,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

/** Types in the product's order (Ad Sense ... Total, then AniView, Netlink, Custom), not alphabetical. */
const blockOrder = sql`case ${serveMetrics.type} ${sql.join(
  serveMetricTypes.map((type, i) => sql`when ${type} then ${sql.raw(String(i))}`),
  sql` `,
)} end`;

export interface MetricFilter {
  type?: ServeMetricRow['type'];
  status?: ServeMetricRow['status'];
  search?: string;
}

export type MetricValues = Partial<
  Pick<typeof serveMetrics.$inferInsert, 'name' | 'shortname' | 'code' | 'type' | 'field' | 'priority' | 'status'>
>;

/** Every query on serve metrics; the only file that writes SQL for them. */
export function metricsRepo(db: Db) {
  const crud = crudRepo(db, serveMetrics);
  const whereOf = (f: MetricFilter) => {
    const parts: SQL[] = [];
    if (f.type) parts.push(eq(serveMetrics.type, f.type));
    if (f.status) parts.push(eq(serveMetrics.status, f.status));
    if (f.search) parts.push(searchAny(f.search, [serveMetrics.name, serveMetrics.shortname, serveMetrics.code]));
    return parts.length ? and(...parts) : undefined;
  };
  return {
    list: (filter: MetricFilter, window: PageWindow) =>
      crud.page({ where: whereOf(filter), orderBy: [blockOrder, asc(serveMetrics.priority), asc(serveMetrics.id)], window }, toMetric),
    find: (id: number) => crud.byId(id),
    /** Of these ids, the ones that name a serve metric. */
    async existing(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: serveMetrics.id }).from(serveMetrics).where(inArray(serveMetrics.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    insert: (values: MetricValues & Pick<typeof serveMetrics.$inferInsert, 'name' | 'shortname' | 'code' | 'type'>) => crud.create(values),
    update: (id: number, values: MetricValues) => crud.update(id, values),
  };
}
