import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Tag } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { websites } from '../websites/index.js';
import { tags, type TagRow } from './tags.table.js';

export const toTag = (r: TagRow): Tag => ({
  id: r.id,
  name: r.name,
  code: r.code,
  website_id: r.websiteId,
  status: r.status as Tag['status'],
  created_at: r.createdAt.toISOString(),
});

export interface TagFilter {
  /** The website scope of the caller, applied through the join. */
  scope?: SQL;
  website?: number;
  status?: string;
  search?: string;
}

export type TagValues = Partial<Omit<typeof tags.$inferInsert, 'id' | 'createdAt'>>;

const allOf = (parts: Array<SQL | undefined>) => and(...parts.filter((p): p is SQL => p !== undefined));

/** Every query on tags; the only file that writes SQL for them. A tag is seen through its website. */
export function tagsRepo(db: Db) {
  const crud = crudRepo(db, tags, { through: [[websites, eq(websites.id, tags.websiteId)]] });

  return {
    async list(f: TagFilter, window: PageWindow) {
      const parts: SQL[] = [];
      if (f.website) parts.push(eq(tags.websiteId, f.website));
      if (f.status) parts.push(eq(tags.status, f.status));
      if (f.search) parts.push(searchAny(f.search, [tags.name]));
      const where = allOf([f.scope, parts.length ? and(...parts) : undefined]);
      return crud.page({ where, orderBy: [asc(tags.id)], window }, toTag);
    },
    find: crud.byId,
    insert: crud.create,
    update: (id: number, values: TagValues): Promise<TagRow> => crud.update(id, values),
    async remove(id: number): Promise<void> {
      await crud.remove(id);
    },
  };
}
