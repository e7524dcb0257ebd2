import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Ad } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { ads, suppliers } from './suppliers.table.js';

const toAd = (r: typeof ads.$inferSelect): Ad => ({
  id: r.id,
  text: r.text,
  supplier_id: r.supplierId,
  created_at: r.createdAt.toISOString(),
});

/** Every query on ads.txt lines; the only file that writes SQL for them. */
export function adsRepo(db: Db) {
  const crud = crudRepo(db, ads);
  return {
    list(supplier: number | undefined, window: PageWindow) {
      const where: SQL | undefined = supplier ? eq(ads.supplierId, supplier) : undefined;
      return crud.page({ where, orderBy: [asc(ads.id)], window }, toAd);
    },
    /** The lines these sources already have, as `<supplier id>\n<text>`. */
    async linesOf(supplierIds: number[]): Promise<Set<string>> {
      const rows = await db.select({ text: ads.text, supplierId: ads.supplierId }).from(ads).where(inArray(ads.supplierId, supplierIds));
      return new Set(rows.map((r) => `${r.supplierId}\n${r.text}`));
    },
    async insert(lines: Array<{ text: string; supplierId: number }>): Promise<Ad[]> {
      return (await db.insert(ads).values(lines).returning()).map(toAd);
    },
    find: (id: number) => crud.byId(id),
    /** Whether there was such a line to delete. */
    remove: crud.remove,
    /** One source's lines, in the order they were added. */
    async textsOf(supplier: number): Promise<string[]> {
      const rows = await db.select({ text: ads.text }).from(ads).where(eq(ads.supplierId, supplier)).orderBy(asc(ads.id));
      return rows.map((r) => r.text);
    },
    /** Every active source's lines with its name, by source name, then source, then line. */
    async activeLines() {
      return db
        .select({ text: ads.text, name: suppliers.name, supplierId: suppliers.id })
        .from(ads)
        .innerJoin(suppliers, and(eq(suppliers.id, ads.supplierId), eq(suppliers.status, 'active')))
        .orderBy(asc(suppliers.name), asc(suppliers.id), asc(ads.id));
    },
  };
}
