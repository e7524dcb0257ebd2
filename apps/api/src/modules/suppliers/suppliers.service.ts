import type { BodyOf, QueryOf, Supplier, supplierEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { missingId, stillInUse } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { externalApisRepo } from '../external-apis/index.js';
import { assertSourceWithinReach } from './suppliers.reach.js';
import { suppliersRepo } from './suppliers.repo.js';

type Query = QueryOf<typeof supplierEndpoints.list>;
type Input = BodyOf<typeof supplierEndpoints.create>;
type Patch = BodyOf<typeof supplierEndpoints.update>;

const toValues = (b: Patch) => ({
  name: b.name,
  advertiserId: b.advertiser_id,
  currency: b.currency,
  type: b.type,
  status: b.status,
  schedule: b.schedule,
  apiId: b.api_id,
});

/** The rules of demand sources: an automatic one reads through an API, and none is deleted while data items use it. */
export function suppliersService(db: Db) {
  const repo = suppliersRepo(db);
  const apis = externalApisRepo(db);

  const found = async (id: number) => {
    const supplier = await repo.get(id);
    if (!supplier) throw notFound();
    return supplier;
  };

  /** An automatic source is read through an API, so it needs one; the API must exist. */
  const checkApi = async (type: Supplier['type'], apiId: number | null) => {
    if (apiId === null) {
      if (type === 'automatic') throw fieldError('api_id', 'An automatic demand source needs an API to read its figures from.');
      return;
    }
    if (!(await apis.find(apiId))) throw missingId('api_id', apiId);
  };

  return {
    list: (q: Query, window: PageWindow) => repo.list({ search: q.search, status: q.status, type: q.type }, window),
    get: found,
    async create(b: Input) {
      await checkApi(b.type, b.api_id);
      return found(await repo.insert({ ...toValues(b), name: b.name }));
    },
    async update(auth: AuthContext, id: number, b: Patch) {
      const current = await found(id);
      const values = toValues(b);
      if (!hasValues(values)) return current;
      await assertSourceWithinReach(db, auth, current.id);
      await checkApi(b.type ?? current.type, b.api_id !== undefined ? b.api_id : current.api_id);
      // A demo source pointed at another API or made manual is no longer the demo world's.
      const reads = (b.api_id !== undefined && b.api_id !== current.api_id) || (b.type !== undefined && b.type !== current.type);
      await repo.update(current.id, { ...values, ...(reads ? { demo: false } : {}), updatedAt: new Date() });
      return found(current.id);
    },
    async remove(id: number) {
      await found(id);
      if ((await repo.usage(id)) > 0) throw stillInUse('This demand source is still used by placement group data; change those first.');
      await repo.remove(id);
    },
  };
}
