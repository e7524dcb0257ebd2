import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PlacementGroupData } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { groupTypes } from '../group-types/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { suppliers } from '../suppliers/index.js';
import { websites } from '../websites/index.js';
import { placementGroupData, placementGroupDataMetrics, type PlacementGroupDataRow } from './placement-group-data.table.js';

export interface DataFilter {
  /** The caller's website scope (see websites.scope.ts), applied through the placement group. */
  scope?: SQL;
  id?: number;
  ids?: number[];
  placementGroup?: number;
  supplier?: number;
  type?: PlacementGroupData['type'];
  website?: number;
  search?: string;
}

export type DataValues = Omit<typeof placementGroupData.$inferInsert, 'id' | 'createdAt'>;

interface Joined {
  row: PlacementGroupDataRow;
  groupName: string | null;
  supplierName: string;
  websiteId: number;
}
const toData = (r: Joined, metrics: number[]): PlacementGroupData => ({
  id: r.row.id,
  name: r.row.name,
  group_id: r.row.groupId,
  group_name: r.groupName ?? '',
  flag: r.row.flag,
  type: r.row.type,
  dfp_placement_id: r.row.dfpPlacementId,
  dfp_adunit_id: r.row.dfpAdunitId,
  serve_with: r.row.serveWith,
  supplier_id: r.row.supplierId,
  supplier_name: r.supplierName,
  metrics,
  status: r.row.status,
  placement_group_id: r.row.placementGroupId,
  website_id: r.websiteId,
  created_at: r.row.createdAt.toISOString(),
});

/** Every query on data items; the only file that writes SQL for them. */
export function placementGroupDataRepo(db: Db) {
  // Data items join their placement group (website scope), supplier (name, search) and format.
  const joined = () =>
    db
      .select({ row: placementGroupData, groupName: groupTypes.name, supplierName: suppliers.name, websiteId: placementGroups.websiteId })
      .from(placementGroupData)
      .innerJoin(placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId))
      .innerJoin(websites, eq(websites.id, placementGroups.websiteId))
      .innerJoin(suppliers, eq(suppliers.id, placementGroupData.supplierId))
      .leftJoin(groupTypes, eq(groupTypes.id, placementGroupData.groupId));
  const crud = crudRepo(db, placementGroupData, {
    through: [
      [placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId)],
      [websites, eq(websites.id, placementGroups.websiteId)],
      [suppliers, eq(suppliers.id, placementGroupData.supplierId)],
    ],
  });

  const whereOf = (f: DataFilter) => {
    const parts: SQL[] = [];
    if (f.scope) parts.push(f.scope);
    if (f.id !== undefined) parts.push(eq(placementGroupData.id, f.id));
    if (f.ids?.length) parts.push(inArray(placementGroupData.id, f.ids));
    if (f.placementGroup) parts.push(eq(placementGroupData.placementGroupId, f.placementGroup));
    if (f.supplier) parts.push(eq(placementGroupData.supplierId, f.supplier));
    if (f.type) parts.push(eq(placementGroupData.type, f.type));
    if (f.website) parts.push(eq(placementGroups.websiteId, f.website));
    if (f.search) {
      // The list shows the type as a label ('AD UNIT'); the column holds 'ad_unit'.
      const asType = f.search.trim().replace(/\s+/g, '_');
      parts.push(
        or(
          searchAny(f.search, [
            placementGroupData.name,
            suppliers.name,
            placementGroupData.dfpPlacementId,
            placementGroupData.dfpAdunitId,
            placementGroupData.status,
          ]),
          searchAny(asType, [placementGroupData.type]),
        )!,
      );
    }
    return parts.length ? and(...parts) : undefined;
  };

  /** The ticked serve metrics of these data items, ascending. */
  const metricsOf = async (ids: number[]) => {
    const byData = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byData;
    const rows = await db
      .select()
      .from(placementGroupDataMetrics)
      .where(inArray(placementGroupDataMetrics.dataId, ids))
      .orderBy(asc(placementGroupDataMetrics.dataId), asc(placementGroupDataMetrics.metricId));
    for (const r of rows) byData.get(r.dataId)?.push(r.metricId);
    return byData;
  };

  return {
    async list(filter: DataFilter, window: PageWindow) {
      const page = await crud.page({ rows: joined(), where: whereOf(filter), orderBy: [asc(placementGroupData.id)], window });
      const metrics = await metricsOf(page.results.map((r) => r.row.id));
      return { count: page.count, results: page.results.map((r) => toData(r, metrics.get(r.row.id) ?? [])) };
    },
    async get(id: number, scope?: SQL): Promise<PlacementGroupData | null> {
      const [row] = await joined().where(whereOf({ id, scope }));
      if (!row) return null;
      const metrics = await metricsOf([id]);
      return toData(row, metrics.get(id) ?? []);
    },
    /** Writes the item and, when given, replaces its ticked metrics, in one transaction. */
    async save(id: number | null, values: Partial<DataValues>, metrics: number[] | undefined): Promise<number> {
      return db.transaction(async (tx) => {
        let dataId = id;
        if (dataId === null) {
          const [row] = await tx
            .insert(placementGroupData)
            .values(values as DataValues)
            .returning({ id: placementGroupData.id });
          dataId = row!.id;
        } else if (Object.values(values).some((v) => v !== undefined)) {
          await tx.update(placementGroupData).set(values).where(eq(placementGroupData.id, dataId));
        }
        if (metrics !== undefined) {
          await tx.delete(placementGroupDataMetrics).where(eq(placementGroupDataMetrics.dataId, dataId));
          const unique = [...new Set(metrics)];
          if (unique.length) await tx.insert(placementGroupDataMetrics).values(unique.map((metricId) => ({ dataId: dataId!, metricId })));
        }
        return dataId;
      });
    },
    delete: crud.remove,
    /**
     * Whether the item has daily statistics (their table refers to this one, so it is named here
     * by SQL rather than imported: the statistics module stands on this one).
     */
    /**
     * Whether another data item of the source is matched by the same ad unit's or placement's id
     * and counts one of `metrics`: an import would pay it the same report row.
     */
    async keyTaken(item: { id: number | null; supplierId: number; type: 'ad_unit' | 'placement'; key: string; metrics: number[] }) {
      const column = sql.raw(item.type === 'ad_unit' ? 'd.dfp_adunit_id' : 'd.dfp_placement_id');
      const [row] = await selectRows<{ taken: boolean }>(
        db,
        sql`select exists (
          select 1 from ${placementGroupData} d
          join ${placementGroupDataMetrics} m on m.data_id = d.id
          where d.supplier_id = ${item.supplierId} and d.type = ${item.type} and ${column} = ${item.key}
            and d.id <> ${item.id ?? 0} and m.metric_id = any(${`{${item.metrics.join(',')}}`}::int[])
        ) as taken`,
      );
      return row?.taken === true;
    },

    async hasStatistics(id: number): Promise<boolean> {
      const [row] = await selectRows<{ found: boolean }>(db, sql`select exists (select 1 from statistics where data_id = ${id}) as found`);
      return row?.found === true;
    },
    async countForPlacementGroup(placementGroupId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(placementGroupData)
        .where(eq(placementGroupData.placementGroupId, placementGroupId));
      return row?.n ?? 0;
    },
  };
}
