import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdScript, AdTag } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { websites } from '../websites/index.js';
import { playerAdScripts, playerAdTags, type AdScriptRow, type AdTagRow } from './players.table.js';

export const toAdTag = (r: AdTagRow): AdTag => ({
  id: r.id,
  name: r.name,
  url: r.url,
  website_id: r.websiteId,
  created_at: r.createdAt.toISOString(),
});
export const toAdScript = (r: AdScriptRow): AdScript => ({
  id: r.id,
  ad_id: r.adId,
  ad_width: r.adWidth,
  ad_height: r.adHeight,
  div_id: r.divId,
  website_id: r.websiteId,
  created_at: r.createdAt.toISOString(),
});

interface ItemFilter {
  scope?: SQL;
  website?: number;
  search?: string;
}
const allOf = (parts: Array<SQL | undefined>) => and(...parts.filter((p): p is SQL => p !== undefined));

/** A website's ad tags and ad scripts; each seen through its website. */
export function adItemsRepo(db: Db) {
  return {
    tags: {
      async list(f: ItemFilter, window: PageWindow) {
        const where = allOf([
          f.scope,
          f.website ? eq(playerAdTags.websiteId, f.website) : undefined,
          f.search ? searchAny(f.search, [playerAdTags.name, playerAdTags.url]) : undefined,
        ]);
        const from = () => db.select({ row: playerAdTags }).from(playerAdTags).innerJoin(websites, eq(websites.id, playerAdTags.websiteId));
        const [rows, [total]] = await Promise.all([
          from().where(where).orderBy(asc(playerAdTags.id)).limit(window.limit).offset(window.offset),
          db.select({ n: count() }).from(playerAdTags).innerJoin(websites, eq(websites.id, playerAdTags.websiteId)).where(where),
        ]);
        return { count: total?.n ?? 0, results: rows.map((r) => toAdTag(r.row)) };
      },
      async find(id: number, scope?: SQL): Promise<AdTagRow | null> {
        const [row] = await db
          .select({ row: playerAdTags })
          .from(playerAdTags)
          .innerJoin(websites, eq(websites.id, playerAdTags.websiteId))
          .where(allOf([scope, eq(playerAdTags.id, id)]));
        return row?.row ?? null;
      },
      /** The website's tags among the ids (a schedule's check, and its tags resolved to URLs). */
      async ofWebsite(websiteId: number, ids: number[]): Promise<AdTagRow[]> {
        if (ids.length === 0) return [];
        return db
          .select()
          .from(playerAdTags)
          .where(and(eq(playerAdTags.websiteId, websiteId), inArray(playerAdTags.id, ids)));
      },
      async insert(values: typeof playerAdTags.$inferInsert): Promise<AdTagRow> {
        const [row] = await db.insert(playerAdTags).values(values).returning();
        return row!;
      },
      async update(id: number, values: Partial<Pick<AdTagRow, 'name' | 'url'>>): Promise<AdTagRow> {
        const [row] = await db.update(playerAdTags).set(values).where(eq(playerAdTags.id, id)).returning();
        return row!;
      },
      async remove(id: number): Promise<void> {
        await db.delete(playerAdTags).where(eq(playerAdTags.id, id));
      },
    },
    scripts: {
      async list(f: ItemFilter, window: PageWindow) {
        const where = allOf([
          f.scope,
          f.website ? eq(playerAdScripts.websiteId, f.website) : undefined,
          f.search ? searchAny(f.search, [playerAdScripts.adId, playerAdScripts.divId]) : undefined,
        ]);
        const from = () =>
          db.select({ row: playerAdScripts }).from(playerAdScripts).innerJoin(websites, eq(websites.id, playerAdScripts.websiteId));
        const [rows, [total]] = await Promise.all([
          from().where(where).orderBy(asc(playerAdScripts.id)).limit(window.limit).offset(window.offset),
          db.select({ n: count() }).from(playerAdScripts).innerJoin(websites, eq(websites.id, playerAdScripts.websiteId)).where(where),
        ]);
        return { count: total?.n ?? 0, results: rows.map((r) => toAdScript(r.row)) };
      },
      async find(id: number, scope?: SQL): Promise<AdScriptRow | null> {
        const [row] = await db
          .select({ row: playerAdScripts })
          .from(playerAdScripts)
          .innerJoin(websites, eq(websites.id, playerAdScripts.websiteId))
          .where(allOf([scope, eq(playerAdScripts.id, id)]));
        return row?.row ?? null;
      },
      async ofWebsite(websiteId: number, ids: number[]): Promise<AdScriptRow[]> {
        if (ids.length === 0) return [];
        return db
          .select()
          .from(playerAdScripts)
          .where(and(eq(playerAdScripts.websiteId, websiteId), inArray(playerAdScripts.id, ids)));
      },
      async insert(values: typeof playerAdScripts.$inferInsert): Promise<AdScriptRow> {
        const [row] = await db.insert(playerAdScripts).values(values).returning();
        return row!;
      },
      async update(id: number, values: Partial<Pick<AdScriptRow, 'adId' | 'adWidth' | 'adHeight' | 'divId'>>): Promise<AdScriptRow> {
        const [row] = await db.update(playerAdScripts).set(values).where(eq(playerAdScripts.id, id)).returning();
        return row!;
      },
      async remove(id: number): Promise<void> {
        await db.delete(playerAdScripts).where(eq(playerAdScripts.id, id));
      },
    },
  };
}
