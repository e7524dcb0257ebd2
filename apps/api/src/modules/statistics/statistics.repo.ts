import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ServeMetricField } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { countedPage, totalColumn } from '../../lib/crud-repo.js';
import { holdRebuildDay, holdStatisticsShared } from '../../lib/statistics-lock.repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websites } from '../websites/index.js';
import { statisticWebsiteDays, statistics, type StatisticRow, type StatisticStoredRow } from './statistics.table.js';
import { itemKeys, stagedColumns, stagesOfRow, withStaged } from './statistics.waterfall.js';

/** Which raw rows a list or sum covers. */
export interface StatisticFilter {
  /** The caller's website scope (a condition on `websites`). */
  scope?: SQL;
  dataIds?: number[];
  start?: string;
  end?: string;
  complete?: boolean;
  status?: 'active' | 'suspended';
}

/** The measured values of a write. */
export type StatisticFigures = StatisticCounts;
export interface StatisticCounts {
  requests: number;
  impressions: number;
  viewable_impressions: number;
  clicks: number;
  revenue: string;
}

export interface NewStatistic extends StatisticCounts {
  dataId: number;
  date: string;
  status: 'active' | 'suspended';
  complete: boolean;
}

/** The summed columns of raw rows or of a rollup: what a report's totals are made of. */
export interface StatisticSums {
  rows: number;
  requests: number;
  impressions: number;
  viewable_impressions: number;
  clicks: number;
  revenue: string;
  supplier_after: string;
  pmp_after: string;
  platform_after: string;
  network_after: string;
}

/** The sums as SQL over a table with the summed columns (raw rows or a rollup). */
export const sumColumns = (rows: SQL) => sql`
  ${rows} as rows,
  coalesce(sum(requests), 0)::bigint as requests, coalesce(sum(impressions), 0)::bigint as impressions,
  coalesce(sum(viewable_impressions), 0)::bigint as viewable_impressions, coalesce(sum(clicks), 0)::bigint as clicks,
  coalesce(sum(revenue), 0)::text as revenue, coalesce(sum(supplier_after), 0)::text as supplier_after,
  coalesce(sum(pmp_after), 0)::text as pmp_after, coalesce(sum(platform_after), 0)::text as platform_after,
  coalesce(sum(network_after), 0)::text as network_after`;

/** The columns a written day fills: where it is, the keys its shares are found by, and its figures. */
const writtenColumns = sql`(date, data_id, website_id, placement_group_id, supplier_id, group_id, network_id, status, complete,
          requests, impressions, viewable_impressions, clicks, revenue)`;

/** A raw row as selected with its stages (`stagesOfRow`), and the row it is read as. */
const readColumns = { ...getTableColumns(statistics), stages: stagesOfRow(sql`${statistics}`) };
type ReadRow = StatisticStoredRow & { stages: string[] };
const toRow = ({ stages, ...row }: ReadRow): StatisticRow => {
  const at = (column: (typeof stagedColumns)[number]) => stages[stagedColumns.indexOf(column)]!;
  return {
    ...row,
    supplierShare: at('supplier_share'),
    pmpShare: at('pmp_share'),
    platformShare: at('platform_share'),
    networkShare: at('network_share'),
    supplierAfter: at('supplier_after'),
    pmpAfter: at('pmp_after'),
    platformAfter: at('platform_after'),
    networkAfter: at('network_after'),
  };
};

/** Whose rollups of one format a rebuild sets again: a website's, or a demand source's over every website. */
export interface RebuildTarget {
  websiteId: number | null;
  supplierId: number | null;
  groupId: number;
}

/** Months already given a partition by this process, per database. */
const partitioned = new WeakMap<Db, Set<string>>();

/** Every query on raw statistics; the only file that writes SQL for them (the rollups follow by trigger). */
export function statisticsRepo(db: Db) {
  /** The list's filter on the raw rows, or on the website day rollup (its keys: every filter but the data items). */
  const whereOn = (t: typeof statistics | typeof statisticWebsiteDays, f: StatisticFilter): SQL | undefined =>
    and(
      f.scope ? sql`${t.websiteId} in (select ${websites.id} from ${websites} where ${f.scope})` : undefined,
      f.dataIds && t === statistics ? inArray(statistics.dataId, f.dataIds) : undefined,
      f.start ? gte(t.date, f.start) : undefined,
      f.end ? lte(t.date, f.end) : undefined,
      f.complete === undefined ? undefined : eq(t.complete, f.complete),
      f.status ? eq(t.status, f.status) : undefined,
    );
  const where = (f: StatisticFilter) => whereOn(statistics, f);

  /** Gives each month written its own partition before its first row (migration 0011). */
  async function ensurePartitions(dates: readonly string[]): Promise<void> {
    let done = partitioned.get(db);
    if (!done) partitioned.set(db, (done = new Set()));
    for (const month of new Set(dates.map((d) => d.slice(0, 7)))) {
      if (done.has(month)) continue;
      await db.execute(sql`select pubdesk_statistics_partition(${`${month}-01`}::date)`);
      done.add(month);
    }
  }

  /**
   * Copies the keys of the data items matching `items` (on `d`, `pg`, `w`) onto their rows of the
   * day (the website, placement group, demand source, format and network their figures are
   * reported and shared under; rows already in step are left alone), then rebuilds the day's
   * rollups of each website and format the rows had and have (`rebuild`): after it the day's sums
   * are exactly what its rows make with the periods in force. The day's rebuild lock comes first
   * (a walk of the day holds it while it writes the rollups the re-keying writes too). Answers how
   * many rows changed keys.
   */
  async function recomputeWhere(items: SQL, date: string): Promise<number> {
    return withShares(async (tx) => {
      await holdRebuildDay(tx, date);
      // The keys the rows have now and those they leave (summed with the periods then): each rebuilt.
      const keys = await selectRows<{ website_id: number; group_id: number }>(
        tx,
        sql`select website_id, group_id from (${itemKeys(items)}) f
          union select ${statistics.websiteId}, ${statistics.groupId} from ${statistics}
          where ${statistics.date} = ${date} and ${statistics.dataId} in (select data_id from (${itemKeys(items)}) f)`,
      );
      const [row] = await selectRows<{ n: number }>(
        tx,
        sql`
        with changed as (
          update ${statistics} set
            website_id = f.website_id, placement_group_id = f.placement_group_id, supplier_id = f.supplier_id,
            group_id = f.group_id, network_id = f.network_id, modified_at = now()
          from (${itemKeys(items)}) f
          where ${statistics.dataId} = f.data_id and ${statistics.date} = ${date}
            and (${statistics.websiteId}, ${statistics.placementGroupId}, ${statistics.supplierId}, ${statistics.groupId}, ${statistics.networkId})
              is distinct from (f.website_id, f.placement_group_id, f.supplier_id, f.group_id, f.network_id)
          returning 1
        )
        select count(*)::int as n from changed`,
      );
      for (const key of keys) await rebuild(tx, { websiteId: key.website_id, supplierId: null, groupId: key.group_id }, date);
      return row?.n ?? 0;
    });
  }

  /** `pubdesk_statistics_rebuild` (migration 0041) for one format of a website or demand source, one day. */
  async function rebuild(tx: Db, target: RebuildTarget, date: string): Promise<number> {
    const [row] = await selectRows<{ n: number }>(
      tx,
      sql`select pubdesk_statistics_rebuild(${target.websiteId}::int, ${target.supplierId}::int, ${target.groupId}::int, ${date}::date) as n`,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * A statistics write after the statistics lock in its shared form (lib/statistics-lock.repo.ts), in
   * a transaction of its own or a savepoint in the caller's.
   */
  function withShares<T>(write: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await holdStatisticsShared(tx as unknown as Db);
      return write(tx as unknown as Db);
    });
  }

  /** Raw rows with their stages, filtered and ordered by the caller. */
  const readRows = () => db.select(readColumns).from(statistics);

  return {
    ensurePartitions,

    list(filter: StatisticFilter, window: PageWindow, newestFirst: boolean) {
      const orderBy = newestFirst ? [desc(statistics.date), desc(statistics.id)] : [asc(statistics.date), asc(statistics.id)];
      const condition = where(filter);
      const total = db.select({ n: count() }).from(statistics).where(condition);
      const rows = db
        .select({ ...readColumns, ...totalColumn(total) })
        .from(statistics)
        .where(condition)
        .orderBy(...orderBy);
      return countedPage(rows, total, window, toRow);
    },

    /**
     * Up to `size` rows of the list in its order, after the row `after` (the last of the page
     * before; null: from the first), without a count: a whole list read page by page (a file)
     * costs each page its own rows on the (date, id) index, where an offset re-read every row
     * before it.
     */
    async listAfter(filter: StatisticFilter, after: Pick<StatisticRow, 'date' | 'id'> | null, size: number, newestFirst: boolean) {
      const key = sql`(${statistics.date}, ${statistics.id})`;
      const past =
        after && (newestFirst ? sql`${key} < (${after.date}::date, ${after.id})` : sql`${key} > (${after.date}::date, ${after.id})`);
      const orderBy = newestFirst ? [desc(statistics.date), desc(statistics.id)] : [asc(statistics.date), asc(statistics.id)];
      const rows = await readRows()
        .where(and(where(filter), past ?? undefined))
        .orderBy(...orderBy)
        .limit(size);
      return rows.map(toRow);
    },

    /**
     * The totals of every row the filter matches (not just a page). Without data items to pick,
     * the filter is the website day rollup's own keys (website, day, status, completeness): its
     * rows are summed, a few a day, instead of working every raw row's stages out (a year of a
     * 10M-row website: milliseconds against half a minute). With data items, their rows.
     */
    async sum(filter: StatisticFilter): Promise<StatisticSums> {
      if (!filter.dataIds) {
        const condition = whereOn(statisticWebsiteDays, filter);
        const [row] = await selectRows<StatisticSums>(
          db,
          sql`select ${sumColumns(sql`coalesce(sum(rows), 0)::int`)} from ${statisticWebsiteDays} ${condition ? sql`where ${condition}` : sql``}`,
        );
        return row!;
      }
      const condition = where(filter);
      const [row] = await selectRows<StatisticSums>(
        db,
        withStaged(sql`select * from ${statistics} where ${condition}`, sql`select ${sumColumns(sql`count(*)::int`)} from ${statistics}`),
      );
      return row!;
    },

    async find(id: number, scope?: SQL): Promise<StatisticRow | null> {
      const [row] = await readRows().where(and(eq(statistics.id, id), where({ scope })));
      return row ? toRow(row) : null;
    },

    /**
     * Writes days of data items with their keys copied onto them (their stages are worked out when
     * read), in one statement (the rollups follow by trigger, once per statement). Days of data
     * items that do not exist are skipped; a second row for a data item and day fails the whole
     * statement on `statistics_data_id_date_key`. Answers the new rows' ids, in input order.
     */
    async insertMany(input: readonly NewStatistic[]): Promise<number[]> {
      if (input.length === 0) return [];
      await ensurePartitions(input.map((r) => r.date));
      // The rows travel as one JSON parameter: any number of them, in one statement.
      const rows = await withShares((tx) =>
        selectRows<{ id: number }>(
          tx,
          sql`
        insert into ${statistics} ${writtenColumns}
        select v.date, s.data_id, s.website_id, s.placement_group_id, s.supplier_id, s.group_id, s.network_id, v.status, v.complete,
          v.requests, v.impressions, v.viewable_impressions, v.clicks, v.revenue
        from jsonb_to_recordset(${JSON.stringify(input.map((r, n) => ({ ...r, data_id: r.dataId, n })))}::jsonb)
          as v(n int, date date, data_id int, status varchar, complete boolean, requests bigint, impressions bigint,
               viewable_impressions bigint, clicks bigint, revenue numeric)
        cross join lateral (${itemKeys(sql`d.id = v.data_id`)}) s
        order by v.n
        returning id`,
        ),
      );
      return rows.map((r) => Number(r.id));
    },

    /** One day of one data item (see insertMany); null when the data item does not exist. */
    async insert(input: NewStatistic): Promise<number | null> {
      const [id] = await this.insertMany([input]);
      return id ?? null;
    },

    /** Changes a row's day, status, completeness or figures (its stages follow from them when read). */
    async update(id: number, values: Partial<StatisticCounts & { date: string; status: 'active' | 'suspended'; complete: boolean }>) {
      if (values.date) await ensurePartitions([values.date]);
      await db
        .update(statistics)
        .set({
          date: values.date,
          status: values.status,
          complete: values.complete,
          requests: values.requests,
          impressions: values.impressions,
          viewableImpressions: values.viewable_impressions,
          clicks: values.clicks,
          revenue: values.revenue,
          modifiedAt: sql`now()`,
        })
        .where(eq(statistics.id, id));
    },

    async remove(id: number) {
      await db.delete(statistics).where(eq(statistics.id, id));
    },

    async findDay(dataId: number, date: string): Promise<StatisticRow | null> {
      const [row] = await readRows().where(and(eq(statistics.dataId, dataId), eq(statistics.date, date)));
      return row ? toRow(row) : null;
    },

    /** Copies the data items' keys onto their rows of the day again and rebuilds the day's rollups (see recomputeWhere). */
    async recompute(dataIds: readonly number[], date: string): Promise<number> {
      if (dataIds.length === 0) return 0;
      const idList = sql.join(
        dataIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return recomputeWhere(sql`d.id in (${idList})`, date);
    },

    /**
     * Rebuilds a website's (or a demand source's) rollups of one format for one day from their
     * raw rows with the share periods as they are now, in the caller's transaction: what a share
     * period that starts on a counted day rewrites, one day at a time (migration 0041,
     * `pubdesk_statistics_rebuild`). Answers how many keys it read. The transaction gets 32 MB of
     * work_mem: a day of a large format sums tens of thousands of rows by key.
     */
    async rebuildFormatDay(target: RebuildTarget, date: string) {
      await db.execute(sql`select set_config('work_mem', '32MB', true)`);
      return rebuild(db, target, date);
    },

    /**
     * Writes one day of a demand source's figures as measured, in one statement: each of the
     * data items gets the day's `figures` (a query answering data_id, requests, impressions,
     * viewable_impressions, clicks, revenue), or zeros when the source reported nothing for an
     * item that already has the day; the data items' keys are copied.
     * A row keeps its status; rows already in step are left alone, so writing a day twice changes
     * nothing the second time. The `kept` figures are not the writer's (a file without that
     * column): a row keeps what it has of them (a new row gets 0). Answers how many rows were written.
     */
    async replaceDay(
      date: string,
      dataIds: readonly number[],
      figures: SQL,
      complete: boolean,
      kept: readonly ServeMetricField[] = [],
    ): Promise<number> {
      if (dataIds.length === 0) return 0;
      await ensurePartitions([date]);
      const figure = (column: ServeMetricField) => sql.raw(`coalesce(${kept.includes(column) ? 'cur' : 'f'}.${column}, 0)`);
      const revenue = figure('revenue');
      const ids = sql`d.id in (select jsonb_array_elements_text(${JSON.stringify(dataIds)}::jsonb)::int)`;
      const measured = ['requests', 'impressions', 'viewable_impressions', 'clicks', 'revenue', 'complete'];
      const copied = ['website_id', 'placement_group_id', 'supplier_id', 'group_id', 'network_id'];
      const columns = [...measured, ...copied].map((c) => sql.raw(c));
      const target = sql.join(
        columns.map((c) => sql`${statistics}.${c}`),
        sql`, `,
      );
      const incoming = sql.join(
        columns.map((c) => sql`excluded.${c}`),
        sql`, `,
      );
      const rows = await withShares((tx) =>
        selectRows<{ id: number }>(
          tx,
          sql`
        insert into ${statistics} ${writtenColumns}
        select ${date}::date, s.data_id, s.website_id, s.placement_group_id, s.supplier_id, s.group_id, s.network_id,
          'active', ${complete},
          ${figure('requests')}, ${figure('impressions')}, ${figure('viewable_impressions')}, ${figure('clicks')}, ${revenue}
        from (${itemKeys(ids)}) s
        left join (${figures}) f on f.data_id = s.data_id
        ${kept.length ? sql`left join ${statistics} cur on cur.data_id = s.data_id and cur.date = ${date}::date` : sql``}
        where f.data_id is not null
          or exists (select 1 from ${statistics} x where x.data_id = s.data_id and x.date = ${date}::date)
        on conflict (data_id, date) do update set
          ${sql.join(
            columns.map((c) => sql`${c} = excluded.${c}`),
            sql`, `,
          )}, modified_at = now()
        where (${target}) is distinct from (${incoming})
        returning ${statistics.id}`,
        ),
      );
      return rows.length;
    },

    /** How many statistics a data item has (it keeps its placement group while it has any). */
    async countForData(dataId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(statistics).where(eq(statistics.dataId, dataId));
      return row?.n ?? 0;
    },
  };
}
