import { isStaffRole, messages, type BodyOf, type PlacementGroup, type QueryOf, type placementGroupEndpoints } from '@pubdesk/contract';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, stillInUse } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { groupTypeScope, groupTypesRepo } from '../group-types/index.js';
import type { PlacementGroupsDeps } from './placement-groups.ports.js';
import { placementGroupsRepo } from './placement-groups.repo.js';

type Input = BodyOf<typeof placementGroupEndpoints.create>;
type Patch = BodyOf<typeof placementGroupEndpoints.update>;
type ListQuery = QueryOf<typeof placementGroupEndpoints.list>;

/**
 * The rules of placement groups: they follow their website's scope, a write names a website and
 * a group type the caller sees, one with statistics stays on its website, and one with data
 * items cannot be deleted.
 */
export function placementGroupsService({ db, websiteScope, websiteForWrite }: PlacementGroupsDeps) {
  const repo = placementGroupsRepo(db);
  const groups = groupTypesRepo(db);
  const found = async (auth: AuthContext, id: number): Promise<PlacementGroup> => {
    const row = await repo.get(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  };
  const checkGroup = async (auth: AuthContext, groupId: number) => {
    if (!(await groups.existing([groupId], groupTypeScope(auth))).has(groupId)) throw missingId('group_id', groupId);
  };

  return {
    list: (auth: AuthContext, q: ListQuery, window: PageWindow) =>
      repo.list({ scope: websiteScope(auth), website: q.website, ids: q.ids, search: q.search || undefined }, window),
    get: found,
    async create(auth: AuthContext, b: Input): Promise<PlacementGroup> {
      await websiteForWrite(db, auth, b.website_id);
      await checkGroup(auth, b.group_id);
      const [created] = await repo.insert([{ name: b.name, groupId: b.group_id, websiteId: b.website_id, status: b.status }]);
      return created!;
    },
    async update(auth: AuthContext, id: number, b: Patch): Promise<PlacementGroup> {
      const current = await found(auth, id);
      if (b.website_id !== undefined && b.website_id !== current.website_id) {
        await websiteForWrite(db, auth, b.website_id);
        // Its statistics carry its website (and that website's shares): the revenue stays where it was earned.
        if (await repo.hasStatistics(id)) throw fieldError('website_id', messages.statistics.groupHasStatistics);
        // Its data items (staff's) would take their future revenue to another website, its shares and invoices.
        if (!isStaffRole(auth.user.role) && (await repo.dataItems(id)) > 0) {
          throw fieldError('website_id', messages.placementGroups.moveByStaff);
        }
      }
      if (b.group_id !== undefined) await checkGroup(auth, b.group_id);
      const values = { name: b.name, groupId: b.group_id, websiteId: b.website_id, status: b.status };
      if (hasValues(values)) await repo.update(id, values);
      return found(auth, id);
    },
    async remove(auth: AuthContext, id: number): Promise<void> {
      await found(auth, id);
      if ((await repo.dataItems(id)) > 0) throw stillInUse('This placement group still has placement group data; delete those first.');
      await repo.delete(id);
    },
  };
}
