import { asc, count, eq } from 'drizzle-orm';
import type { Category } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { playerCategories, type CategoryRow } from './players.table.js';

export const toCategory = (r: CategoryRow): Category => ({ id: r.id, name: r.name, status: r.status as Category['status'] });

/** Video categories: a short list every staff user shares. */
export function categoriesRepo(db: Db) {
  return {
    async list(search: string | undefined, window: PageWindow) {
      const where = search ? searchAny(search, [playerCategories.name]) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(playerCategories).where(where).orderBy(asc(playerCategories.name)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(playerCategories).where(where),
      ]);
      return { count: total?.n ?? 0, results: rows.map(toCategory) };
    },
    async find(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(playerCategories).where(eq(playerCategories.id, id));
      return row ?? null;
    },
    async insert(values: typeof playerCategories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(playerCategories).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<Pick<CategoryRow, 'name' | 'status'>>): Promise<CategoryRow> {
      const [row] = await db.update(playerCategories).set(values).where(eq(playerCategories.id, id)).returning();
      return row!;
    },
  };
}
