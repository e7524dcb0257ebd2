import { and, asc, count, desc, eq, exists, gt, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { placementGroupData } from '../placement-group-data/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { ads, suppliers, type AdsTxtLine } from '../suppliers/index.js';
import { websites } from '../websites/index.js';
import { adsTxtChecks, type AdsTxtCheckRow } from './ads-txt.table.js';

export type NewAdsTxtCheck = typeof adsTxtChecks.$inferInsert;

/** The demand sources with a data item on the website's placement groups (whatever the item's status). */
const sourcesOfWebsite = (db: Db, websiteId: SQL | number) =>
  db
    .selectDistinct({ id: placementGroupData.supplierId })
    .from(placementGroupData)
    .innerJoin(placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId))
    .where(eq(placementGroups.websiteId, websiteId));

/** The queries of a website's ads.txt: the lines it needs and the checks of the file it serves. */
export function adsTxtRepo(db: Db) {
  return {
    /**
     * The lines of every active demand source with a data item on the website's placement
     * groups, by source name, then source, then line.
     */
    async linesOfWebsite(websiteId: number): Promise<AdsTxtLine[]> {
      return db
        .select({ supplierId: suppliers.id, name: suppliers.name, text: ads.text })
        .from(ads)
        .innerJoin(suppliers, and(eq(suppliers.id, ads.supplierId), eq(suppliers.status, 'active')))
        .where(inArray(ads.supplierId, sourcesOfWebsite(db, websiteId)))
        .orderBy(asc(suppliers.name), asc(suppliers.id), asc(ads.id));
    },

    async check(websiteId: number): Promise<AdsTxtCheckRow | null> {
      const [row] = await db.select().from(adsTxtChecks).where(eq(adsTxtChecks.websiteId, websiteId));
      return row ?? null;
    },

    /**
     * Replaces the website's last check. A website deleted while its check ran takes none: the
     * row is written while a lock keeps the website from being deleted.
     */
    async saveCheck(values: NewAdsTxtCheck): Promise<void> {
      const { websiteId, ...changes } = values;
      await db.transaction(async (tx) => {
        const stillThere = await tx.select({ id: websites.id }).from(websites).where(eq(websites.id, websiteId)).for('key share');
        if (stillThere.length === 0) return;
        await tx.insert(adsTxtChecks).values(values).onConflictDoUpdate({ target: adsTxtChecks.websiteId, set: changes });
      });
    },

    /** The last checks of the websites the condition keeps, newest first. */
    async listChecks(scope: SQL | undefined, filter: { missing?: boolean; website?: number }, window: { limit: number; offset: number }) {
      const where = and(
        scope,
        filter.website === undefined ? undefined : eq(websites.id, filter.website),
        filter.missing === undefined
          ? undefined
          : filter.missing
            ? gt(adsTxtChecks.missing, 0)
            : or(isNull(adsTxtChecks.missing), eq(adsTxtChecks.missing, 0)),
      );
      const from = () => db.select().from(adsTxtChecks).innerJoin(websites, eq(websites.id, adsTxtChecks.websiteId)).$dynamic();
      const [total] = await db
        .select({ n: count() })
        .from(adsTxtChecks)
        .innerJoin(websites, eq(websites.id, adsTxtChecks.websiteId))
        .where(where);
      const rows = await from()
        .where(where)
        .orderBy(desc(adsTxtChecks.checkedAt), desc(adsTxtChecks.websiteId))
        .limit(window.limit)
        .offset(window.offset);
      return { count: total?.n ?? 0, rows: rows.map((r) => ({ check: r.ads_txt_checks, websiteName: r.websites.name })) };
    },

    /**
     * The next websites for the daily check, by id after `afterId`: those that need at least one
     * line (an active source with lines on one of their placement groups) and whose last check is
     * older than `checkedBefore` (or that have none). Keyset paging keeps each page one index walk.
     */
    async websitesDue(afterId: number, checkedBefore: Date, limit: number): Promise<number[]> {
      const needsLines = exists(
        db
          .select({ one: ads.id })
          .from(ads)
          .innerJoin(suppliers, and(eq(suppliers.id, ads.supplierId), eq(suppliers.status, 'active')))
          .innerJoin(placementGroupData, eq(placementGroupData.supplierId, ads.supplierId))
          .innerJoin(placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId))
          .where(eq(placementGroups.websiteId, websites.id)),
      );
      const rows = await db
        .select({ id: websites.id })
        .from(websites)
        .leftJoin(adsTxtChecks, eq(adsTxtChecks.websiteId, websites.id))
        .where(and(gt(websites.id, afterId), or(isNull(adsTxtChecks.checkedAt), lt(adsTxtChecks.checkedAt, checkedBefore)), needsLines))
        .orderBy(asc(websites.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Whether the website was checked at or after `since` (the on-demand check's throttle). */
    async checkedSince(websiteId: number, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: adsTxtChecks.websiteId })
        .from(adsTxtChecks)
        .where(and(eq(adsTxtChecks.websiteId, websiteId), gte(adsTxtChecks.checkedAt, since)));
      return row !== undefined;
    },
  };
}
