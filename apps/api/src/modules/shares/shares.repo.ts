import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FillRate, Share, ShareType } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo, type ListPage } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { historyOrder, inView, periodsRepo, type PeriodView } from '../../lib/periods.repo.js';
import { groupTypes } from '../group-types/index.js';
import { websites } from '../websites/index.js';
import { fillRates, shares } from './shares.table.js';

const toShare = (r: { row: typeof shares.$inferSelect; groupName: string | null }): Share => ({
  id: r.row.id,
  website_id: r.row.websiteId,
  type: r.row.type,
  group_id: r.row.groupId,
  group_name: r.groupName ?? '',
  share: r.row.share,
  network_id: r.row.networkId,
  start_date: r.row.startDate,
  end_date: r.row.endDate,
});
const toFillRate = (r: { row: typeof fillRates.$inferSelect; groupName: string | null }): FillRate => ({
  id: r.row.id,
  website_id: r.row.websiteId,
  group_id: r.row.groupId,
  group_name: r.groupName ?? '',
  rate: r.row.rate,
  start_date: r.row.startDate,
  end_date: r.row.endDate,
});

const and_ = (...parts: Array<SQL | undefined>) => and(...parts.filter((p): p is SQL => p !== undefined));

export type ShareValues = Omit<typeof shares.$inferInsert, 'id' | 'createdAt'>;
export type FillRateValues = Omit<typeof fillRates.$inferInsert, 'id' | 'createdAt'>;

/** Shares (platform, pmp, network stages of the waterfall) and fill rates, per website and format: the only file that writes SQL for them. */
export function sharesRepo(db: Db) {
  // Pages and their counts, seen through the website (a scope names its columns).
  const shareList = crudRepo(db, shares, { through: [[websites, eq(websites.id, shares.websiteId)]] });
  const rateList = crudRepo(db, fillRates, { through: [[websites, eq(websites.id, fillRates.websiteId)]] });
  const shareRows = () =>
    db
      .select({ row: shares, groupName: groupTypes.name })
      .from(shares)
      .innerJoin(websites, eq(websites.id, shares.websiteId))
      .leftJoin(groupTypes, eq(groupTypes.id, shares.groupId));
  const rateRows = () =>
    db
      .select({ row: fillRates, groupName: groupTypes.name })
      .from(fillRates)
      .innerJoin(websites, eq(websites.id, fillRates.websiteId))
      .leftJoin(groupTypes, eq(groupTypes.id, fillRates.groupId));

  return {
    /** The periods of shares and of fill rates, by key (shareKey, fillRateKey). */
    sharePeriods: periodsRepo(db, shares),
    fillRatePeriods: periodsRepo(db, fillRates),
    /** A page of a stage's shares of the view in the scope, of one website and (network shares) one network when given. */
    async listShares(
      type: ShareType,
      scope: SQL | undefined,
      view: PeriodView,
      window: PageWindow,
      website?: number,
      network?: number,
    ): Promise<ListPage<Share>> {
      const where = and_(
        eq(shares.type, type),
        scope,
        inView(shares, view),
        website ? eq(shares.websiteId, website) : undefined,
        network ? eq(shares.networkId, network) : undefined,
      );
      const orderBy = [...historyOrder(view, [shares.websiteId, shares.groupId, shares.networkId], shares), asc(shares.id)];
      return shareList.page({ rows: shareRows(), where, orderBy, window }, toShare);
    },
    /** The periods of one share's key: its stage, website and format (network shares: and network). */
    shareKey: (s: Pick<Share, 'type' | 'website_id' | 'group_id' | 'network_id'>) =>
      sql`${shares.websiteId} = ${s.website_id} and ${shares.type} = ${s.type} and ${shares.groupId} = ${s.group_id}
        and coalesce(${shares.networkId}, 0) = ${s.network_id ?? 0}`,
    /** The periods of one fill rate's key: its website and format. */
    fillRateKey: (r: Pick<FillRate, 'website_id' | 'group_id'>) =>
      and(eq(fillRates.websiteId, r.website_id), eq(fillRates.groupId, r.group_id))!,
    async findShare(type: ShareType, id: number, scope: SQL | undefined) {
      const [row] = await shareRows().where(and_(eq(shares.type, type), eq(shares.id, id), scope));
      return row ? toShare(row) : null;
    },
    async insertShares(values: ShareValues[]): Promise<Share[]> {
      if (values.length === 0) return [];
      const ids = await db.insert(shares).values(values).returning({ id: shares.id });
      const rows = await shareRows()
        .where(
          inArray(
            shares.id,
            ids.map((r) => r.id),
          ),
        )
        .orderBy(asc(shares.id));
      return rows.map(toShare);
    },

    async listFillRates(scope: SQL | undefined, view: PeriodView, window: PageWindow, website?: number): Promise<ListPage<FillRate>> {
      const where = and_(scope, inView(fillRates, view), website ? eq(fillRates.websiteId, website) : undefined);
      const orderBy = [...historyOrder(view, [fillRates.websiteId, fillRates.groupId], fillRates), asc(fillRates.id)];
      return rateList.page({ rows: rateRows(), where, orderBy, window }, toFillRate);
    },
    async findFillRate(id: number, scope: SQL | undefined) {
      const [row] = await rateRows().where(and_(eq(fillRates.id, id), scope));
      return row ? toFillRate(row) : null;
    },
    async insertFillRates(values: FillRateValues[]): Promise<FillRate[]> {
      if (values.length === 0) return [];
      const ids = await db.insert(fillRates).values(values).returning({ id: fillRates.id });
      const rows = await rateRows()
        .where(
          inArray(
            fillRates.id,
            ids.map((r) => r.id),
          ),
        )
        .orderBy(asc(fillRates.id));
      return rows.map(toFillRate);
    },
  };
}
