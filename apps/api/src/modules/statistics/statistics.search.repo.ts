import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { placementGroupData } from '../placement-group-data/index.js';
import { suppliers } from '../suppliers/index.js';
import { websites } from '../websites/index.js';
import { sumColumns, type StatisticSums } from './statistics.repo.js';
import { statisticKeyDays, statistics } from './statistics.table.js';
import { withStaged } from './statistics.waterfall.js';

export interface SearchFilter {
  scope?: SQL;
  supplier?: number;
  website?: number;
  placementGroup?: number;
  type?: number;
  dataIds?: number[];
  complete?: boolean;
  status?: 'active' | 'suspended';
  start?: string;
  end?: string;
}

export interface SearchRow extends StatisticSums {
  supplier_id: number;
  supplier_name: string;
  website_id: number;
  website_name: string;
  data_id: number;
  data_name: string;
  start_date: string;
  end_date: string;
  complete: boolean;
  /** Every day of the range active. */
  active: boolean;
  /** The latest change of a day in the range. */
  modified_at: Date;
}

/**
 * The search: raw rows of the chosen data items over the range (at most one a day each, found by
 * `statistics_data_id_date_key` or the website index), with their stages (`withStaged`), summed
 * per data item and demand source.
 */
export function statisticSearchRepo(db: Db) {
  /**
   * The search's filter on the raw rows (`statistics`) or on the finest rollup, whose keys are the
   * same columns (`statistic_key_days`: every filter but the data items).
   */
  const conditionsOn = (t: typeof statistics | typeof statisticKeyDays, f: SearchFilter): SQL[] =>
    [
      f.scope ? sql`${t.websiteId} in (select ${websites.id} from ${websites} where ${f.scope})` : undefined,
      f.supplier ? sql`${t.supplierId} = ${f.supplier}` : undefined,
      f.website ? sql`${t.websiteId} = ${f.website}` : undefined,
      f.placementGroup ? sql`${t.placementGroupId} = ${f.placementGroup}` : undefined,
      // The format a row is shared under (its data item's when written), as the totals read it.
      f.type ? sql`${t.groupId} = ${f.type}` : undefined,
      f.dataIds && t === statistics
        ? sql`${statistics.dataId} in (select jsonb_array_elements_text(${JSON.stringify(f.dataIds)}::jsonb)::int)`
        : undefined,
      f.complete === undefined ? undefined : sql`${t.complete} = ${f.complete}`,
      f.status ? sql`${t.status} = ${f.status}` : undefined,
      f.start ? sql`${t.date} >= ${f.start}` : undefined,
      f.end ? sql`${t.date} <= ${f.end}` : undefined,
    ].filter((c): c is SQL => c !== undefined);
  const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
  const from = (f: SearchFilter): SQL => {
    const s = statistics;
    return sql`${statistics}
      join ${placementGroupData} on ${placementGroupData.id} = ${s.dataId}
      join ${suppliers} on ${suppliers.id} = ${s.supplierId}
      join ${websites} on ${websites.id} = ${s.websiteId}
      ${whereOf(conditionsOn(statistics, f))}`;
  };

  return {
    /** A page of the search, and the count of every row it has (unless `counted` is false: a file needs none). */
    async page(f: SearchFilter, window: PageWindow, newestFirst: boolean, counted = true) {
      const source = from(f);
      const order = newestFirst ? sql`max(${statistics.date}) desc` : sql`min(${statistics.date}) asc`;
      const [rows, [total]] = await Promise.all([
        selectRows<SearchRow>(
          db,
          withStaged(
            sql`select ${statistics}.* from ${source}`,
            sql`select ${statistics.supplierId} as supplier_id, ${suppliers.name} as supplier_name,
                ${statistics.websiteId} as website_id, ${websites.name} as website_name, ${statistics.dataId} as data_id,
                ${placementGroupData.name} as data_name, min(${statistics.date})::text as start_date, max(${statistics.date})::text as end_date,
                bool_and(${statistics.complete}) as complete, bool_and(${statistics.status} = 'active') as active,
                max(${statistics.modifiedAt}) as modified_at, ${sumColumns(sql`count(*)::int`)}
              from ${source}
              group by ${statistics.supplierId}, ${suppliers.name}, ${statistics.websiteId}, ${websites.name}, ${statistics.dataId},
                ${placementGroupData.name}
              order by ${order}, ${suppliers.name}, ${placementGroupData.name}, ${statistics.dataId}
              limit ${window.limit} offset ${window.offset}`,
          ),
        ),
        counted
          ? selectRows<{ n: number }>(
              db,
              sql`select count(distinct (${statistics.supplierId}, ${statistics.dataId}))::int as n from ${source}`,
            )
          : [{ n: 0 }],
      ]);
      return { count: Number(total?.n ?? 0), rows };
    },

    /**
     * The search's totals. Without data items to pick, every filter is a key of the finest rollup
     * (website, placement group, demand source, format, day, status, completeness): its rows are
     * summed instead of working every raw row's stages out. With data items, their rows.
     */
    async sum(f: SearchFilter): Promise<StatisticSums> {
      if (!f.dataIds) {
        const [row] = await selectRows<StatisticSums>(
          db,
          sql`select ${sumColumns(sql`coalesce(sum(rows), 0)::int`)} from ${statisticKeyDays} ${whereOf(conditionsOn(statisticKeyDays, f))}`,
        );
        return row!;
      }
      const source = from(f);
      const [row] = await selectRows<StatisticSums>(
        db,
        withStaged(sql`select ${statistics}.* from ${source}`, sql`select ${sumColumns(sql`count(*)::int`)} from ${statistics}`),
      );
      return row!;
    },
  };
}
