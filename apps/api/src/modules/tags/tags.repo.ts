import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Tag } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
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
  const joined = () => db.select({ tag: tags }).from(tags).innerJoin(websites, eq(websites.id, tags.websiteId));

  return {
    async list(f: TagFilter, window: PageWindow) {
      const parts: SQL[] = [];
      if (f.website) parts.push(eq(tags.websiteId, f.website));
      if (f.status) parts.push(eq(tags.status, f.status));
      if (f.search) parts.push(searchAny(f.search, [tags.name]));
      const where = allOf([f.scope, parts.length ? and(...parts) : undefined]);
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(asc(tags.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(tags).innerJoin(websites, eq(websites.id, tags.websiteId)).where(where),
      ]);
      return { count: total?.n ?? 0, results: rows.map((r) => toTag(r.tag)) };
    },
    async find(id: number, scope?: SQL): Promise<TagRow | null> {
      const [row] = await joined().where(allOf([scope, eq(tags.id, id)]));
      return row?.tag ?? null;
    },
    async insert(values: typeof tags.$inferInsert): Promise<TagRow> {
      const [row] = await db.insert(tags).values(values).returning();
      return row!;
    },
    async update(id: number, values: TagValues): Promise<TagRow> {
      const [row] = await db.update(tags).set(values).where(eq(tags.id, id)).returning();
      return row!;
    },
    async remove(id: number): Promise<void> {
      await db.delete(tags).where(eq(tags.id, id));
    },
  };
}
