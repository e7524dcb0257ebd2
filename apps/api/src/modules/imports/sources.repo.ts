import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTypes, externalApis } from '../external-apis/index.js';
import { serveMetrics } from '../metrics/index.js';
import { placementGroupData, placementGroupDataMetrics } from '../placement-group-data/index.js';
import { placementGroups } from '../placement-groups/index.js';
import { suppliers } from '../suppliers/index.js';
import { websites } from '../websites/index.js';
import { normaliseKey, type Source, type SourceItem } from './imports.sources.js';

/** Demand sources and their data items, as imports read them; and the report name an API's run keeps. */
export function sourcesRepo(db: Db) {
  return {
    async find(supplierId: number): Promise<Source | null> {
      const [row] = await db
        .select({
          supplier: suppliers,
          apiType: apiTypes.shortname,
          codeSealed: externalApis.codeSealed,
          reportName: externalApis.reportName,
        })
        .from(suppliers)
        .leftJoin(externalApis, eq(externalApis.id, suppliers.apiId))
        .leftJoin(apiTypes, eq(apiTypes.id, externalApis.typeId))
        .where(eq(suppliers.id, supplierId));
      if (!row) return null;
      const s = row.supplier;
      return {
        id: s.id,
        name: s.name,
        type: s.type,
        status: s.status,
        currency: s.currency,
        advertiserId: s.advertiserId,
        schedule: s.schedule,
        demo: s.demo,
        api:
          s.apiId !== null && row.apiType !== null && row.codeSealed !== null
            ? { id: s.apiId, type: row.apiType, codeSealed: row.codeSealed, reportName: row.reportName ?? '' }
            : null,
      };
    },

    /** Automatic sources that run daily (active, with an API or from the demo world). */
    async scheduled(): Promise<Array<{ id: number; schedule: string | null; apiId: number | null }>> {
      return db
        .select({ id: suppliers.id, schedule: suppliers.schedule, apiId: suppliers.apiId })
        .from(suppliers)
        .where(
          and(eq(suppliers.type, 'automatic'), eq(suppliers.status, 'active'), sql`(${suppliers.apiId} is not null or ${suppliers.demo})`),
        );
    },

    /**
     * The source's data items (only `dataIds` when given; only on the websites `scope` allows, a
     * condition on `websites`, when given), with their keys and active serve metrics.
     */
    async items(supplierId: number, dataIds: readonly number[] | null, scope?: SQL): Promise<SourceItem[]> {
      const itemsOf = and(
        eq(placementGroupData.supplierId, supplierId),
        // A refresh names a few data items; as one array parameter, however many.
        dataIds ? sql`${placementGroupData.id} = any(${`{${dataIds.join(',')}}`}::int[])` : undefined,
        scope,
      );
      const rows = await db
        .select({
          id: placementGroupData.id,
          type: placementGroupData.type,
          adUnit: placementGroupData.dfpAdunitId,
          placement: placementGroupData.dfpPlacementId,
          serveWith: placementGroupData.serveWith,
          url: websites.url,
        })
        .from(placementGroupData)
        .innerJoin(placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId))
        .innerJoin(websites, eq(websites.id, placementGroups.websiteId))
        .where(itemsOf)
        .orderBy(placementGroupData.id);
      // The metrics of the same data items, by the same condition (not a list of their ids:
      // ten thousand of them would be ten thousand parameters).
      const metrics = rows.length
        ? await db
            .select({
              dataId: placementGroupDataMetrics.dataId,
              code: serveMetrics.code,
              field: serveMetrics.field,
              type: serveMetrics.type,
            })
            .from(placementGroupDataMetrics)
            .innerJoin(serveMetrics, eq(serveMetrics.id, placementGroupDataMetrics.metricId))
            .innerJoin(placementGroupData, eq(placementGroupData.id, placementGroupDataMetrics.dataId))
            .innerJoin(placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId))
            .innerJoin(websites, eq(websites.id, placementGroups.websiteId))
            .where(and(itemsOf, eq(serveMetrics.status, 'active')))
        : [];
      const byItem = new Map<number, SourceItem['metrics']>();
      for (const m of metrics) {
        const list = byItem.get(m.dataId) ?? [];
        list.push({ code: m.code, field: m.field, type: m.type });
        byItem.set(m.dataId, list);
      }
      return rows.map((r) => ({
        dataId: r.id,
        type: r.type,
        keys: {
          ad_unit: normaliseKey('ad_unit', r.adUnit),
          placement: normaliseKey('placement', r.placement),
          domain: normaliseKey('domain', r.url),
        },
        serveWith: r.serveWith,
        metrics: byItem.get(r.id) ?? [],
      }));
    },

    /** Keeps the name of the report the platform made for this API (the next run reuses it). */
    async saveReportName(apiId: number, name: string): Promise<void> {
      await db.update(externalApis).set({ reportName: name }).where(eq(externalApis.id, apiId));
    },
  };
}
