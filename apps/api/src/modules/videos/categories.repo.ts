import { asc } from 'drizzle-orm';
import type { Category } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { playerCategories, type CategoryRow } from './videos.table.js';

export const toCategory = (r: CategoryRow): Category => ({ id: r.id, name: r.name, status: r.status as Category['status'] });

/** Video categories: a short list every staff user shares. */
export function categoriesRepo(db: Db) {
  const crud = crudRepo(db, playerCategories);
  return {
    list: (search: string | undefined, window: PageWindow) =>
      crud.page(
        { where: search ? searchAny(search, [playerCategories.name]) : undefined, orderBy: [asc(playerCategories.name)], window },
        toCategory,
      ),
    find: (id: number): Promise<CategoryRow | null> => crud.byId(id),
    insert: crud.create,
    update: (id: number, values: Partial<Pick<CategoryRow, 'name' | 'status'>>): Promise<CategoryRow> => crud.update(id, values),
  };
}
export type CategoriesRepo = ReturnType<typeof categoriesRepo>;
