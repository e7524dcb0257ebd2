import type { BodyOf, supplierShareEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { missingId, uniqueFields } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { groupTypesRepo } from '../group-types/index.js';
import { supplierSharesRepo } from './supplier-shares.repo.js';
import { suppliersRepo } from './suppliers.repo.js';

const groupTaken = uniqueFields({
  supplier_shares_supplier_group_key: ['group_id', 'A share for this group already exists on this demand source.'],
});

/** The rules of demand-source shares: one per source and format, both of which must exist. */
export function supplierSharesService(db: Db) {
  const repo = supplierSharesRepo(db);
  return {
    /** A demand source has a handful of shares (one per format): read whole, paged in memory. */
    async list(supplier: number | undefined, window: PageWindow) {
      const all = await repo.all(supplier);
      return { count: all.length, results: all.slice(window.offset, window.offset + window.limit) };
    },
    async create(b: BodyOf<typeof supplierShareEndpoints.create>) {
      if (!(await suppliersRepo(db).exists(b.supplier_id))) throw missingId('supplier_id', b.supplier_id);
      if (!(await groupTypesRepo(db).existing([b.group_id])).has(b.group_id)) throw missingId('group_id', b.group_id);
      const id = await repo.insert({ supplierId: b.supplier_id, groupId: b.group_id, share: b.share }).catch(groupTaken);
      return repo.get(id);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound();
    },
  };
}
