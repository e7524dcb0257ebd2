import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  idParamSchema,
  listSchema,
  metricInputSchema,
  metricListQuerySchema,
  metricPatchSchema,
  metricSchema,
  serveMetricTypeLabels,
  serveMetricTypes,
  systemMetrics,
  systemMetricsSchema,
  type Metric,
} from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { choicesOf, optionsResponse } from '../../lib/choices.js';
import { fieldError, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { hasValues } from '../../lib/updates.js';
import { access, allow } from '../access/index.js';
import { serveMetrics, type ServeMetricRow } from './metrics.table.js';

const tags = ['metrics'];
/** Types in the product's order (Ad Sense ... Total, then AniView, Netlink, Custom), not alphabetical. */
const blockOrder = sql`case ${serveMetrics.type} ${sql.join(
  serveMetricTypes.map((type, i) => sql`when ${type} then ${sql.raw(String(i))}`),
  sql` `,
)} end`;
const base = '/api/placements_groups_data/metrics/';

export const toMetric = (r: ServeMetricRow): Metric => ({
  id: r.id,
  name: r.name,
  shortname: r.shortname,
  code: r.code,
  type: r.type,
  priority: r.priority,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

const shortnameTaken = (error: unknown) =>
  isUniqueViolation(error, 'serve_metrics_shortname_unique') ? fieldError('shortname', 'A metric with this shortname already exists.') : error;

/** The fixed system metrics, and the serve metrics (the Metrics settings screen). */
export async function metricsRoutes(app: App): Promise<void> {
  const { db } = app.deps;
  const view = allow(access.can('settings.view_metric'));

  const system = {
    schema: systemMetrics.map((m) => m.name),
    display: Object.fromEntries(systemMetrics.map((m) => [m.name, m.display])),
    signs: Object.fromEntries(systemMetrics.map((m) => [m.name, m.sign])),
  };
  app.get(
    '/api/system/metrics/',
    { config: allow(access.authenticated), schema: { tags, operationId: 'getSystemMetrics', response: { 200: systemMetricsSchema } } },
    async () => system,
  );

  const mustGet = async (id: number) => {
    const [row] = await db.select().from(serveMetrics).where(eq(serveMetrics.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(base, { config: view, schema: { tags, operationId: 'listMetrics', querystring: metricListQuerySchema, response: { 200: listSchema(metricSchema) } } }, async (request) => {
    const q = request.query;
    const window = pageWindow(q, 50);
    const parts: SQL[] = [];
    if (q.type) parts.push(eq(serveMetrics.type, q.type));
    if (q.status) parts.push(eq(serveMetrics.status, q.status));
    if (q.search) parts.push(searchAny(q.search, [serveMetrics.name, serveMetrics.shortname, serveMetrics.code]));
    const where = parts.length ? and(...parts) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(serveMetrics).where(where).orderBy(blockOrder, asc(serveMetrics.priority), asc(serveMetrics.id)).limit(window.limit).offset(window.offset),
      db.select({ n: count() }).from(serveMetrics).where(where),
    ]);
    return listResponse(request, window, total?.n ?? 0, rows.map(toMetric));
  });

  app.options(base, { config: view, schema: { tags, operationId: 'metricChoices' } }, async () =>
    optionsResponse('Serve Metric List', { type: choicesOf(serveMetricTypes, (v) => serveMetricTypeLabels[v as keyof typeof serveMetricTypeLabels]) }),
  );

  app.get(`${base}:id/`, { config: view, schema: { tags, operationId: 'getMetric', params: idParamSchema, response: { 200: metricSchema } } }, async (request) =>
    toMetric(await mustGet(request.params.id)),
  );

  app.post(
    base,
    { config: allow(access.can('settings.add_metric')), schema: { tags, operationId: 'createMetric', body: metricInputSchema, response: { 201: metricSchema } } },
    async (request, reply) => {
      const b = request.body;
      const [row] = await db
        .insert(serveMetrics)
        .values({ name: b.name, shortname: b.shortname, code: b.code, type: b.type, priority: b.priority, status: b.status })
        .returning()
        .catch((e: unknown) => {
          throw shortnameTaken(e);
        });
      return reply.status(201).send(toMetric(row!));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      `${base}:id/`,
      {
        config: allow(access.can('settings.change_metric')),
        schema: {
          tags,
          operationId: method === 'put' ? 'replaceMetric' : 'updateMetric',
          params: idParamSchema,
          body: method === 'put' ? metricInputSchema : metricPatchSchema,
          response: { 200: metricSchema },
        },
      },
      async (request) => {
        const current = await mustGet(request.params.id);
        const b = request.body;
        const values = { name: b.name, shortname: b.shortname, code: b.code, type: b.type, priority: b.priority, status: b.status };
        if (!hasValues(values)) return toMetric(current);
        const [row] = await db
          .update(serveMetrics)
          .set(values)
          .where(eq(serveMetrics.id, current.id))
          .returning()
          .catch((e: unknown) => {
            throw shortnameTaken(e);
          });
        return toMetric(row!);
      },
    );
  }
}
