import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PlacementGroup } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { groupTypes } from '../group-types/index.js';
import { websites } from '../websites/index.js';
import { placementGroups } from './placement-groups.table.js';

const columns = { row: placementGroups, groupName: groupTypes.name };
const toPlacementGroup = ({ row, groupName }: { row: typeof placementGroups.$inferSelect; groupName: string | null }): PlacementGroup => ({
  id: row.id,
  name: row.name,
  group_id: row.groupId,
  group_name: groupName ?? '',
  website_id: row.websiteId,
  status: row.status as PlacementGroup['status'],
  created_at: row.createdAt.toISOString(),
});

export interface PlacementGroupFilter {
  /** The website scope of the caller (see websites.scope.ts), applied through the join. */
  scope?: SQL;
  website?: number;
  ids?: number[];
  search?: string;
}

export type PlacementGroupValues = Omit<typeof placementGroups.$inferInsert, 'id' | 'createdAt'>;

/** Every query on placement groups; the only file that writes SQL for them. A group is seen through its website. */
export function placementGroupsRepo(db: Db) {
  const crud = crudRepo(db, placementGroups, { through: [[websites, eq(websites.id, placementGroups.websiteId)]] });
  const joined = () =>
    db
      .select(columns)
      .from(placementGroups)
      .innerJoin(websites, eq(websites.id, placementGroups.websiteId))
      .leftJoin(groupTypes, eq(groupTypes.id, placementGroups.groupId));

  const whereOf = (f: PlacementGroupFilter) => {
    const parts: SQL[] = [];
    if (f.scope) parts.push(f.scope);
    if (f.website) parts.push(eq(placementGroups.websiteId, f.website));
    if (f.ids?.length) parts.push(inArray(placementGroups.id, f.ids));
    if (f.search) parts.push(searchAny(f.search, [placementGroups.name]));
    return parts.length ? and(...parts) : undefined;
  };

  // A website's placement groups, unscoped (staff), is the screen's common request: its two
  // statements are prepared once instead of being rebuilt and re-planned each time.
  let byWebsite: ReturnType<typeof prepareByWebsite> | null = null;
  function prepareByWebsite() {
    const website = eq(placementGroups.websiteId, sql.placeholder('website'));
    return {
      page: joined()
        .where(website)
        .orderBy(asc(placementGroups.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare('placement_groups_by_website'),
      count: db.select({ n: count() }).from(placementGroups).where(website).prepare('placement_groups_by_website_count'),
    };
  }

  return {
    async list(filter: PlacementGroupFilter, window: PageWindow) {
      if (filter.website && !filter.scope && !filter.ids?.length && !filter.search) {
        byWebsite ??= prepareByWebsite();
        const params = { website: filter.website, limit: window.limit, offset: window.offset };
        const [rows, [total]] = await Promise.all([byWebsite.page.execute(params), byWebsite.count.execute(params)]);
        return { count: total?.n ?? 0, results: rows.map(toPlacementGroup) };
      }
      return crud.page({ rows: joined(), where: whereOf(filter), orderBy: [asc(placementGroups.id)], window }, toPlacementGroup);
    },

    async get(id: number, scope?: SQL): Promise<PlacementGroup | null> {
      const [row] = await joined().where(scope ? and(eq(placementGroups.id, id), scope) : eq(placementGroups.id, id));
      return row ? toPlacementGroup(row) : null;
    },

    async insert(values: PlacementGroupValues[]): Promise<PlacementGroup[]> {
      if (values.length === 0) return [];
      const rows = await db.insert(placementGroups).values(values).returning({ id: placementGroups.id });
      const created = await joined()
        .where(
          inArray(
            placementGroups.id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(placementGroups.id));
      return created.map(toPlacementGroup);
    },

    update: (id: number, values: Partial<PlacementGroupValues>) => crud.update(id, values),
    delete: crud.remove,

    /**
     * Whether any of the group's data items has statistics (named by SQL, not imported: the
     * statistics module stands on this one). Each item is a probe of the statistics' (data item,
     * day) index in each month's partition, until one is found.
     */
    async hasStatistics(id: number): Promise<boolean> {
      const [row] = await selectRows<{ found: boolean }>(
        db,
        sql`select exists (
          select 1 from placement_group_data d
          where d.placement_group_id = ${id} and exists (select 1 from statistics s where s.data_id = d.id)
        ) as found`,
      );
      return row?.found === true;
    },

    /** How many data items still belong to the placement group. */
    async dataItems(id: number): Promise<number> {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from placement_group_data where placement_group_id = ${id}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
