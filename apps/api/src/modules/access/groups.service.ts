import type { BodyOf, Group, groupEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId, uniqueFields } from '../../lib/field-checks.js';
import { badRequest, fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { cannotGive, permissionChecks } from './access.checks.js';
import { groupsRepo } from './groups.repo.js';

type Patch = BodyOf<typeof groupEndpoints.update>;

const groupTaken = uniqueFields({
  permission_groups_name_unique: ['name', 'A group with this name already exists.'],
  permission_groups_code_unique: ['code', 'A group with this code already exists.'],
});

/** The rules of permission groups: known permissions only, none the caller lacks, unique names and codes. */
export function groupsService(db: Db) {
  const repo = groupsRepo(db);
  const { missingPermission, notHeld } = permissionChecks(db);
  const found = async (id: number) => {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  };
  /** Every id must name a permission (400 'Invalid pk') the caller holds. */
  const checkPermissions = async (auth: AuthContext, ids: number[]) => {
    const missing = await missingPermission(ids);
    if (missing !== undefined) throw missingId('permissions', missing);
    const foreign = await notHeld(auth, ids);
    if (foreign) throw fieldError('permissions', cannotGive(foreign));
  };
  return {
    list: (search: string | undefined, window: PageWindow) => repo.list(search, window),
    get: async (id: number): Promise<Group> => repo.withPermissions(await found(id)),
    async create(auth: AuthContext, body: BodyOf<typeof groupEndpoints.create>): Promise<Group> {
      await checkPermissions(auth, body.permissions);
      const row = await repo.insert({ name: body.name, code: body.code }, body.permissions).catch(groupTaken);
      return repo.withPermissions(row);
    },
    /** The group is looked up first (404), then its new permissions checked (400). */
    async update(auth: AuthContext, id: number, body: Patch): Promise<Group> {
      const current = await found(id);
      if (body.permissions) {
        // What the change adds or takes away must be the caller's to give: a group's members lose
        // what it takes, so a permission the caller lacks stays as it is (kept in the list, or refused).
        const before = new Set((await repo.withPermissions(current)).permissions.map(Number));
        const after = new Set(body.permissions);
        const changed = [...after].filter((p) => !before.has(p)).concat([...before].filter((p) => !after.has(p)));
        await checkPermissions(auth, changed);
      }
      await repo.update(current.id, { name: body.name, code: body.code }, body.permissions).catch(groupTaken);
      return repo.withPermissions(await found(current.id));
    },
    /** Deleting a group takes its permissions from its members: all of them must be the caller's to give. */
    async remove(auth: AuthContext, id: number): Promise<void> {
      const group = await found(id);
      const foreign = await notHeld(auth, (await repo.withPermissions(group)).permissions.map(Number));
      if (foreign) throw badRequest({ non_field_errors: [cannotGive(foreign)] });
      await repo.remove(group.id);
    },
  };
}
