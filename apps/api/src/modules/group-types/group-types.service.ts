import { eq, type SQL } from 'drizzle-orm';
import { isStaffRole, messages, type BodyOf, type groupTypeEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { uniqueFields, stillInUse } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { groupTypesRepo, toGroupType } from './group-types.repo.js';
import { groupTypes } from './group-types.table.js';

type Input = BodyOf<typeof groupTypeEndpoints.create>;
type Patch = BodyOf<typeof groupTypeEndpoints.update>;

/** Networks and publishers see only the system-default formats. */
export const groupTypeScope = (auth: AuthContext): SQL | undefined =>
  isStaffRole(auth.user.role) ? undefined : eq(groupTypes.systemDefault, true);

const nameTaken = uniqueFields({ group_types_name_key: ['name', messages.api.groupTypeNameTaken] });

const toValues = (b: Patch) => ({ name: b.name, code: b.code, status: b.status, systemDefault: b.system_default });

/** The rules of group types: who sees which, unique names, and no delete while one is in use. */
export function groupTypesService(db: Db) {
  const repo = groupTypesRepo(db);
  const found = async (id: number, scope?: SQL) => {
    const row = await repo.find(id, scope);
    if (!row) throw notFound();
    return row;
  };
  return {
    list: (auth: AuthContext, window: PageWindow) => repo.list(groupTypeScope(auth), window),
    get: async (auth: AuthContext, id: number) => toGroupType(await found(id, groupTypeScope(auth))),
    create: async (body: Input) => toGroupType(await repo.insert({ ...toValues(body), name: body.name }).catch(nameTaken)),
    async update(id: number, body: Patch) {
      const existing = await found(id);
      const values = toValues(body);
      if (!hasValues(values)) return toGroupType(existing);
      return toGroupType(await repo.update(id, values).catch(nameTaken));
    },
    async remove(id: number) {
      await found(id);
      if ((await repo.usage(id)) > 0) {
        throw stillInUse(
          'This group type is still used by placement groups, placement group data, shares or fill rates; change those first.',
        );
      }
      await repo.remove(id);
    },
  };
}
