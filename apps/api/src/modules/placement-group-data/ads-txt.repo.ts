import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { placementGroups } from '../placement-groups/index.js';
import { ads, suppliers, type AdsTxtLine } from '../suppliers/index.js';
import { placementGroupData } from './placement-group-data.table.js';

/** The queries of a website's ads.txt: its data items' demand sources and their lines. */
export function adsTxtRepo(db: Db) {
  return {
    /**
     * The lines of every active demand source with a data item on the website's placement
     * groups (whatever the item's status), by source name, then source, then line.
     */
    async linesOfWebsite(websiteId: number): Promise<AdsTxtLine[]> {
      const sourcesOfWebsite = db
        .selectDistinct({ id: placementGroupData.supplierId })
        .from(placementGroupData)
        .innerJoin(placementGroups, eq(placementGroups.id, placementGroupData.placementGroupId))
        .where(eq(placementGroups.websiteId, websiteId));
      return db
        .select({ supplierId: suppliers.id, name: suppliers.name, text: ads.text })
        .from(ads)
        .innerJoin(suppliers, and(eq(suppliers.id, ads.supplierId), eq(suppliers.status, 'active')))
        .where(inArray(ads.supplierId, sourcesOfWebsite))
        .orderBy(asc(suppliers.name), asc(suppliers.id), asc(ads.id));
    },
  };
}
