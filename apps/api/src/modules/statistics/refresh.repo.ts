import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { placementGroupData } from '../placement-group-data/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { suppliers } from '../suppliers/index.js';
import { websites } from '../websites/index.js';
import { statisticRefreshes, type StatisticRefreshRow } from './statistics.table.js';

export type RefreshScope = StatisticRefreshRow['scope'];

/** Refresh requests and the data items they cover; the only file that writes SQL for them. */
export function refreshRepo(db: Db) {
  /** Tokens of the requests matching `which` whose row has not changed since `before`. */
  const untouchedSince = async (before: Date, which: SQL): Promise<string[]> => {
    const rows = await db
      .select({ token: statisticRefreshes.token })
      .from(statisticRefreshes)
      .where(and(which, lt(statisticRefreshes.updatedAt, before)));
    return rows.map((r) => r.token);
  };

  return {
    async insert(
      values: Pick<
        typeof statisticRefreshes.$inferInsert,
        | 'token'
        | 'scope'
        | 'target'
        | 'websiteId'
        | 'date'
        | 'requestedBy'
        | 'supplierId'
        | 'groupId'
        | 'endDate'
        | 'daysTotal'
        | 'daysDone'
      >,
    ) {
      await db.insert(statisticRefreshes).values(values);
    },

    /**
     * A share recomputation's day is rewritten: in the day's own transaction. `through` (when the
     * walk knows every day up to it is written) moves the day a resumed walk goes on after.
     */
    async advance(token: string, through: string | null) {
      await db
        .update(statisticRefreshes)
        .set({
          doneThrough: through === null ? undefined : sql`greatest(${statisticRefreshes.doneThrough}, ${through}::date)`,
          daysDone: sql`coalesce(${statisticRefreshes.daysDone}, 0) + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(statisticRefreshes.token, token));
    },

    /** Share recomputations waiting or walking that nothing has advanced since `before`. */
    stalledRecomputations: (before: Date) =>
      untouchedSince(
        before,
        sql`${statisticRefreshes.scope} in ('share', 'supplier_share') and ${statisticRefreshes.state} in ('queued', 'running')`,
      ),

    /** Refresh requests (a data item's, placement's or website's day) still queued since `before`: their job was never sent. */
    stalledRefreshes: (before: Date) =>
      untouchedSince(
        before,
        sql`${statisticRefreshes.scope} not in ('share', 'supplier_share') and ${statisticRefreshes.state} = 'queued'`,
      ),

    /** A share recomputation (re)starts: running, with the days already done before `doneThrough` counted. */
    async resume(token: string, daysDone: number) {
      await db
        .update(statisticRefreshes)
        .set({ state: 'running', daysDone, updatedAt: sql`now()` })
        .where(eq(statisticRefreshes.token, token));
    },

    /** A request by token, when the scope sees its website (a demand source's spans websites: only the unscoped see it). */
    async find(token: string, scope?: SQL): Promise<StatisticRefreshRow | null> {
      const inScope = scope ? sql`${statisticRefreshes.websiteId} in (select ${websites.id} from ${websites} where ${scope})` : undefined;
      const [row] = await db
        .select()
        .from(statisticRefreshes)
        .where(and(eq(statisticRefreshes.token, token), inScope));
      return row ?? null;
    },

    async setState(token: string, state: StatisticRefreshRow['state'], reason: string | null = null) {
      await db
        .update(statisticRefreshes)
        .set({ state, reason, updatedAt: sql`now()` })
        .where(eq(statisticRefreshes.token, token));
    },

    /**
     * The data items a refresh request covers, with their demand source's kind (an automatic one
     * is asked for figures). A share recomputation imports nothing: none.
     */
    async items(scope: RefreshScope, target: number) {
      const where =
        scope === 'data'
          ? eq(placementGroupData.id, target)
          : scope === 'placement'
            ? eq(placementGroupData.placementGroupId, target)
            : scope === 'website'
              ? eq(placementGroups.websiteId, target)
              : sql`false`;
      return db
        .select({ dataId: placementGroupData.id, supplierId: suppliers.id, supplierType: suppliers.type })
        .from(placementGroupData)
        .innerJoin(placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId))
        .innerJoin(suppliers, eq(suppliers.id, placementGroupData.supplierId))
        .where(where)
        .orderBy(placementGroupData.id);
    },
  };
}
