import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { serveMetricTypes, type Metric } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
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
  const whereOf = (f: MetricFilter) => {
    const parts: SQL[] = [];
    if (f.type) parts.push(eq(serveMetrics.type, f.type));
    if (f.status) parts.push(eq(serveMetrics.status, f.status));
    if (f.search) parts.push(searchAny(f.search, [serveMetrics.name, serveMetrics.shortname, serveMetrics.code]));
    return parts.length ? and(...parts) : undefined;
  };
  return {
    async list(filter: MetricFilter, window: PageWindow) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(serveMetrics)
          .where(where)
          .orderBy(blockOrder, asc(serveMetrics.priority), asc(serveMetrics.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(serveMetrics).where(where),
      ]);
      return { count: total?.n ?? 0, results: rows.map(toMetric) };
    },
    async find(id: number) {
      const [row] = await db.select().from(serveMetrics).where(eq(serveMetrics.id, id));
      return row ?? null;
    },
    /** Of these ids, the ones that name a serve metric. */
    async existing(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: serveMetrics.id }).from(serveMetrics).where(inArray(serveMetrics.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    async insert(values: MetricValues & Pick<typeof serveMetrics.$inferInsert, 'name' | 'shortname' | 'code' | 'type'>) {
      const [row] = await db.insert(serveMetrics).values(values).returning();
      return row!;
    },
    async update(id: number, values: MetricValues) {
      const [row] = await db.update(serveMetrics).set(values).where(eq(serveMetrics.id, id)).returning();
      return row!;
    },
  };
}
