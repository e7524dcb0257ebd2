import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { adListQuerySchema, adSchema, adsInputSchema, adsTxtQuerySchema, idParamSchema, listSchema, normalizeAdsTxtLine, type Ad } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { badRequest, isUniqueViolation, notFound } from '../../lib/http-errors.js';
import { listResponse, pageWindow } from '../../lib/pagination.js';
import { access, allow } from '../access/index.js';
import { ads, suppliers } from './suppliers.table.js';

const tags = ['ads.txt'];
const toAd = (r: typeof ads.$inferSelect): Ad => ({ id: r.id, text: r.text, supplier_id: r.supplierId, created_at: r.createdAt.toISOString() });

/** A demand source's ads.txt lines (`/ads/ads/`) and the file itself (`/ads/txt/`). */
export async function adsRoutes(app: App): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/api/ads/ads/',
    { config: allow(access.can('demand.view_ad')), schema: { tags, operationId: 'listAds', querystring: adListQuerySchema, response: { 200: listSchema(adSchema) } } },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q, 50);
      const where: SQL | undefined = q.supplier ? eq(ads.supplierId, q.supplier) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(ads).where(where).orderBy(asc(ads.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(ads).where(where),
      ]);
      return listResponse(request, window, total?.n ?? 0, rows.map(toAd));
    },
  );

  /**
   * An array of lines, saved together or not at all. Errors are keyed `<index>.<field>` like the
   * wizard's, so the console can point at the line; a line already on the source, or repeated in
   * the request, is refused too (ads.txt lists each seller once). Lines are stored in their
   * canonical form, so one seller written two ways is found to be the same line.
   */
  app.post(
    '/api/ads/ads/',
    { config: allow(access.can('demand.add_ad')), schema: { tags, operationId: 'createAds', body: adsInputSchema, response: { 201: adSchema.array() } } },
    async (request, reply) => {
      const lines = request.body.map((l) => ({ text: normalizeAdsTxtLine(l.text), supplierId: l.supplier_id }));
      const errors: Record<string, string[]> = {};
      const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
      const known = new Set((await db.select({ id: suppliers.id }).from(suppliers).where(inArray(suppliers.id, supplierIds))).map((r) => r.id));
      const existing = new Set(
        (await db.select({ text: ads.text, supplierId: ads.supplierId }).from(ads).where(inArray(ads.supplierId, supplierIds))).map((r) => `${r.supplierId}\n${r.text}`),
      );
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const key = `${line.supplierId}\n${line.text}`;
        if (!known.has(line.supplierId)) errors[`${i}.supplier_id`] = [`Invalid pk "${line.supplierId}" - object does not exist.`];
        else if (existing.has(key)) errors[`${i}.text`] = ['This line is already in the demand source\'s ads.txt.'];
        else if (seen.has(key)) errors[`${i}.text`] = ['This line is repeated in the text.'];
        seen.add(key);
      });
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const rows = await db
        .insert(ads)
        .values(lines)
        .returning()
        .catch((e: unknown) => {
          // Another request added one of these lines in the meantime.
          throw isUniqueViolation(e, 'ads_supplier_text_key') ? badRequest({ non_field_errors: ["A line is already in the demand source's ads.txt."] }) : e;
        });
      return reply.status(201).send(rows.map(toAd));
    },
  );

  app.delete(
    '/api/ads/ads/:id/',
    { config: allow(access.can('demand.delete_ad')), schema: { tags, operationId: 'deleteAd', params: idParamSchema } },
    async (request, reply) => {
      const deleted = await db.delete(ads).where(eq(ads.id, request.params.id)).returning({ id: ads.id });
      if (deleted.length === 0) throw notFound();
      return reply.status(204).send();
    },
  );

  /**
   * The ads.txt file: one demand source's lines, or (without `supplier`) every active source's,
   * each block headed by a comment naming the source, for publishers to host at /ads.txt.
   */
  app.get(
    '/api/ads/txt/',
    { config: allow(access.can('demand.view_ad')), schema: { tags, operationId: 'downloadAdsTxt', querystring: adsTxtQuerySchema } },
    async (request, reply) => {
      const supplier = request.query.supplier;
      let text: string;
      if (supplier !== undefined) {
        const [found] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplier));
        if (!found) throw notFound();
        const rows = await db.select({ text: ads.text }).from(ads).where(eq(ads.supplierId, supplier)).orderBy(asc(ads.id));
        text = rows.map((r) => `${r.text}\n`).join('');
      } else {
        const rows = await db
          .select({ text: ads.text, name: suppliers.name, supplierId: suppliers.id })
          .from(ads)
          .innerJoin(suppliers, and(eq(suppliers.id, ads.supplierId), eq(suppliers.status, 'active')))
          .orderBy(asc(suppliers.name), asc(suppliers.id), asc(ads.id));
        const blocks = new Map<number, string[]>();
        for (const r of rows) {
          const block = blocks.get(r.supplierId) ?? [`# ${r.name.replace(/[\r\n]/g, ' ')}`];
          block.push(r.text);
          blocks.set(r.supplierId, block);
        }
        text = [...blocks.values()].map((b) => `${b.join('\n')}\n`).join('\n');
      }
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ads.txt"')
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
}
