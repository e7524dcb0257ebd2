import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdScript, AdTag } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
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
  const tags = crudRepo(db, playerAdTags, { through: [[websites, eq(websites.id, playerAdTags.websiteId)]] });
  const scripts = crudRepo(db, playerAdScripts, { through: [[websites, eq(websites.id, playerAdScripts.websiteId)]] });
  return {
    tags: {
      list(f: ItemFilter, window: PageWindow) {
        const where = allOf([
          f.scope,
          f.website ? eq(playerAdTags.websiteId, f.website) : undefined,
          f.search ? searchAny(f.search, [playerAdTags.name, playerAdTags.url]) : undefined,
        ]);
        return tags.page({ where, orderBy: [asc(playerAdTags.id)], window }, toAdTag);
      },
      find: tags.byId,
      /** The website's tags among the ids (a schedule's check, and its tags resolved to URLs). */
      async ofWebsite(websiteId: number, ids: number[]): Promise<AdTagRow[]> {
        if (ids.length === 0) return [];
        return db
          .select()
          .from(playerAdTags)
          .where(and(eq(playerAdTags.websiteId, websiteId), inArray(playerAdTags.id, ids)));
      },
      insert: tags.create,
      update: (id: number, values: Partial<Pick<AdTagRow, 'name' | 'url'>>) => tags.update(id, values),
      remove: tags.remove,
    },
    scripts: {
      list(f: ItemFilter, window: PageWindow) {
        const where = allOf([
          f.scope,
          f.website ? eq(playerAdScripts.websiteId, f.website) : undefined,
          f.search ? searchAny(f.search, [playerAdScripts.adId, playerAdScripts.divId]) : undefined,
        ]);
        return scripts.page({ where, orderBy: [asc(playerAdScripts.id)], window }, toAdScript);
      },
      find: scripts.byId,
      async ofWebsite(websiteId: number, ids: number[]): Promise<AdScriptRow[]> {
        if (ids.length === 0) return [];
        return db
          .select()
          .from(playerAdScripts)
          .where(and(eq(playerAdScripts.websiteId, websiteId), inArray(playerAdScripts.id, ids)));
      },
      insert: scripts.create,
      update: (id: number, values: Partial<Pick<AdScriptRow, 'adId' | 'adWidth' | 'adHeight' | 'divId'>>) => scripts.update(id, values),
      remove: scripts.remove,
    },
  };
}
