import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ServeMetricField } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import { holdStatisticsShared } from '../../lib/statistics-lock.repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websites } from '../websites/index.js';
import { statistics, type StatisticRow } from './statistics.table.js';
import { sharesInForce, sharesInForceOn, stagesAfter } from './statistics.waterfall.js';

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

/** The columns a written day fills: where it is, its figures, the shares copied onto it and each stage's revenue after them. */
const writtenColumns = sql`(date, data_id, website_id, placement_group_id, supplier_id, status, complete,
          requests, impressions, viewable_impressions, clicks, revenue,
          supplier_share, pmp_share, platform_share, network_share, supplier_after, pmp_after, platform_after, network_after)`;

/** The last columns a written day selects: the shares in force (`s`), and each stage's revenue after them from the gross `revenue`. */
const sharesAndStages = (revenue: SQL) => {
  const afters = stagesAfter(revenue, [sql`s.supplier_share`, sql`s.pmp_share`, sql`s.platform_share`, sql`s.network_share`]);
  return sql`s.supplier_share, s.pmp_share, s.platform_share, s.network_share, ${afters[0]}, ${afters[1]}, ${afters[2]}, ${afters[3]}`;
};

/** Months already given a partition by this process, per database. */
const partitioned = new WeakMap<Db, Set<string>>();

/** Every query on raw statistics; the only file that writes SQL for them (the rollups follow by trigger). */
export function statisticsRepo(db: Db) {
  const records = crudRepo(db, statistics);
  const where = (f: StatisticFilter): SQL | undefined =>
    and(
      f.scope ? sql`${statistics.websiteId} in (select ${websites.id} from ${websites} where ${f.scope})` : undefined,
      f.dataIds ? inArray(statistics.dataId, f.dataIds) : undefined,
      f.start ? gte(statistics.date, f.start) : undefined,
      f.end ? lte(statistics.date, f.end) : undefined,
      f.complete === undefined ? undefined : eq(statistics.complete, f.complete),
      f.status ? eq(statistics.status, f.status) : undefined,
    );

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
   * Copies the shares in force on the day onto the rows of the data items matching `items` (on
   * `d`, `pg`), with the keys they are reported under (website, placement group, demand source),
   * and recomputes their stages, in one statement (the day's rollups follow by trigger in it).
   * Rows already in step are left alone, so running it twice changes nothing the second time.
   */
  async function recomputeWhere(items: SQL, date: string): Promise<number> {
    return withShares((tx) => recomputeIn(tx, items, date));
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

  async function recomputeIn(tx: Db, items: SQL, date: string): Promise<number> {
    const s = (c: string) => sql.raw(`f.${c}`);
    const afters = stagesAfter(sql`${statistics.revenue}`, [s('supplier_share'), s('pmp_share'), s('platform_share'), s('network_share')]);
    // A row's stages are always written with its revenue and shares (here, replaceDay, update), so
    // a row whose keys and shares are in step has its stages in step too: only those are compared.
    // The count comes back, not the ids (a day of a large format is tens of thousands of rows).
    const [row] = await selectRows<{ n: number }>(
      tx,
      sql`
        with changed as (
          update ${statistics} set
            website_id = f.website_id, placement_group_id = f.placement_group_id, supplier_id = f.supplier_id,
            supplier_share = f.supplier_share, pmp_share = f.pmp_share, platform_share = f.platform_share, network_share = f.network_share,
            supplier_after = ${afters[0]}, pmp_after = ${afters[1]}, platform_after = ${afters[2]}, network_after = ${afters[3]},
            modified_at = now()
          from (${sharesInForceOn(items, sql`${date}::date`)}) f
          where ${statistics.dataId} = f.data_id and ${statistics.date} = ${date}
            and (${statistics.websiteId}, ${statistics.placementGroupId}, ${statistics.supplierId}, ${statistics.supplierShare},
                 ${statistics.pmpShare}, ${statistics.platformShare}, ${statistics.networkShare})
              is distinct from (f.website_id, f.placement_group_id, f.supplier_id, f.supplier_share, f.pmp_share, f.platform_share, f.network_share)
          returning 1
        )
        select count(*)::int as n from changed`,
    );
    return row?.n ?? 0;
  }

  return {
    ensurePartitions,

    list(filter: StatisticFilter, window: PageWindow, newestFirst: boolean) {
      const orderBy = newestFirst ? [desc(statistics.date), desc(statistics.id)] : [asc(statistics.date), asc(statistics.id)];
      return records.page({ where: where(filter), orderBy, window });
    },

    /**
     * Up to `size` rows of the list in its order, after the row `after` (the last of the page
     * before; null: from the first), without a count: a whole list read page by page (a file)
     * costs each page its own rows on the (date, id) index, where an offset re-read every row
     * before it.
     */
    listAfter(filter: StatisticFilter, after: Pick<StatisticRow, 'date' | 'id'> | null, size: number, newestFirst: boolean) {
      const key = sql`(${statistics.date}, ${statistics.id})`;
      const past =
        after && (newestFirst ? sql`${key} < (${after.date}::date, ${after.id})` : sql`${key} > (${after.date}::date, ${after.id})`);
      const orderBy = newestFirst ? [desc(statistics.date), desc(statistics.id)] : [asc(statistics.date), asc(statistics.id)];
      return db
        .select()
        .from(statistics)
        .where(and(where(filter), past ?? undefined))
        .orderBy(...orderBy)
        .limit(size);
    },

    /** The totals of every row the filter matches (not just a page). */
    async sum(filter: StatisticFilter): Promise<StatisticSums> {
      const condition = where(filter);
      const [row] = await selectRows<StatisticSums>(
        db,
        sql`select ${sumColumns(sql`count(*)::int`)} from ${statistics} ${condition ? sql`where ${condition}` : sql``}`,
      );
      return row!;
    },

    async find(id: number, scope?: SQL): Promise<StatisticRow | null> {
      const [row] = await db
        .select()
        .from(statistics)
        .where(and(eq(statistics.id, id), where({ scope })));
      return row ?? null;
    },

    /**
     * Writes days of data items with the shares in force on each day copied onto them and their stages
     * computed, in one statement (the rollups follow by trigger, once per statement). Days of data
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
        select v.date, s.data_id, s.website_id, s.placement_group_id, s.supplier_id, v.status, v.complete,
          v.requests, v.impressions, v.viewable_impressions, v.clicks, v.revenue, ${sharesAndStages(sql`v.revenue`)}
        from jsonb_to_recordset(${JSON.stringify(input.map((r, n) => ({ ...r, data_id: r.dataId, n })))}::jsonb)
          as v(n int, date date, data_id int, status varchar, complete boolean, requests bigint, impressions bigint,
               viewable_impressions bigint, clicks bigint, revenue numeric)
        -- each row with the shares in force on its own day
        cross join lateral (${sharesInForce(sql`d.id = v.data_id`, sql`v.date`)}) s
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

    /**
     * Changes a row's day, status, completeness or figures. Its shares stay those copied when it
     * was written; its stages are recomputed from them and the new revenue.
     */
    async update(id: number, values: Partial<StatisticCounts & { date: string; status: 'active' | 'suspended'; complete: boolean }>) {
      if (values.date) await ensurePartitions([values.date]);
      const revenue = values.revenue === undefined ? sql`${statistics.revenue}` : sql`${values.revenue}::numeric`;
      const afters = stagesAfter(revenue, [
        sql`${statistics.supplierShare}`,
        sql`${statistics.pmpShare}`,
        sql`${statistics.platformShare}`,
        sql`${statistics.networkShare}`,
      ]);
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
          supplierAfter: sql`${afters[0]}`,
          pmpAfter: sql`${afters[1]}`,
          platformAfter: sql`${afters[2]}`,
          networkAfter: sql`${afters[3]}`,
          modifiedAt: sql`now()`,
        })
        .where(eq(statistics.id, id));
    },

    async remove(id: number) {
      await db.delete(statistics).where(eq(statistics.id, id));
    },

    async findDay(dataId: number, date: string): Promise<StatisticRow | null> {
      const [row] = await db
        .select()
        .from(statistics)
        .where(and(eq(statistics.dataId, dataId), eq(statistics.date, date)));
      return row ?? null;
    },

    /** Works the data items' rows of the day out again (see recomputeWhere). */
    async recompute(dataIds: readonly number[], date: string): Promise<number> {
      if (dataIds.length === 0) return 0;
      const idList = sql.join(
        dataIds.map((id) => sql`${id}`),
        sql`, `,
      );
      return recomputeWhere(sql`d.id in (${idList})`, date);
    },

    /**
     * Works the day's rows of a website's (or a demand source's) data items of one format out
     * again: what a share period that starts on a counted day rewrites, one day at a time, in the
     * caller's transaction. That transaction gets 32 MB of work_mem: the rollup trigger reads the
     * statement's old and new rows from two tuplestores, which past the default 4 MB spill to
     * temporary files (a day of 27,400 rows is about 7 MB a side; bench/README.md, bench:recompute).
     */
    async recomputeFormatDay(target: { websiteId: number | null; supplierId: number | null; groupId: number }, date: string) {
      await db.execute(sql`select set_config('work_mem', '32MB', true)`);
      const owner = target.websiteId !== null ? sql`pg.website_id = ${target.websiteId}` : sql`d.supplier_id = ${target.supplierId}`;
      return recomputeWhere(sql`${owner} and d.group_id = ${target.groupId}`, date);
    },

    /**
     * Writes one day of a demand source's figures as measured, in one statement: each of the
     * data items gets the day's `figures` (a query answering data_id, requests, impressions,
     * viewable_impressions, clicks, revenue), or zeros when the source reported nothing for an
     * item that already has the day; the shares in force on the day are copied and the stages computed.
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
      const copied = ['website_id', 'placement_group_id', 'supplier_id', 'supplier_share', 'pmp_share', 'platform_share', 'network_share'];
      const stages = ['supplier_after', 'pmp_after', 'platform_after', 'network_after'];
      const columns = [...measured, ...copied, ...stages].map((c) => sql.raw(c));
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
        select ${date}::date, s.data_id, s.website_id, s.placement_group_id, s.supplier_id, 'active', ${complete},
          ${figure('requests')}, ${figure('impressions')}, ${figure('viewable_impressions')}, ${figure('clicks')}, ${revenue},
          ${sharesAndStages(revenue)}
        from (${sharesInForceOn(ids, sql`${date}::date`)}) s
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
