import type { BodyOf, externalApiEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { secretBox } from '../../lib/secret-box.js';
import { accountEmailOf } from './account-email.js';
import { uniqueFields } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { externalApisRepo, toExternalApi } from './external-apis.repo.js';

type Input = BodyOf<typeof externalApiEndpoints.create>;
type Patch = BodyOf<typeof externalApiEndpoints.update>;

const shortnameTaken = uniqueFields({
  external_apis_type_shortname_key: ['shortname', 'An API of this type with this shortname already exists.'],
});

/**
 * The rules of external APIs: an API lives under its type's path (an unknown type is a 404),
 * shortnames are unique per type, and the credentials (`code`) are sealed before they are
 * stored and never answered.
 */
export function externalApisService(db: Db, secret: string) {
  const repo = externalApisRepo(db);
  const box = secretBox(secret);
  const typeOf = async (shortname: string) => {
    const type = await repo.typeByName(shortname);
    if (!type) throw notFound();
    return type;
  };
  const found = async (typeId: number, id: number) => {
    const row = await repo.find(id, typeId);
    if (!row) throw notFound();
    return row;
  };
  return {
    types: () => repo.types(),
    listAll: (search: string | undefined, window: PageWindow) => repo.list({ search }, window),
    async list(typeName: string, search: string | undefined, window: PageWindow) {
      const type = await typeOf(typeName);
      return repo.list({ typeId: type.id, search }, window);
    },
    async get(typeName: string, id: number) {
      const type = await typeOf(typeName);
      const row = await found(type.id, id);
      return toExternalApi(row.row, row.type);
    },
    async create(typeName: string, b: Input) {
      const type = await typeOf(typeName);
      if (b.type !== undefined && b.type !== type.shortname)
        throw fieldError('type', `Create an API of type "${b.type}" at /apis/${b.type}/.`);
      const row = await repo
        .insert({
          typeId: type.id,
          name: b.name,
          shortname: b.shortname,
          codeSealed: box.seal(b.code),
          accountEmail: accountEmailOf(b.code),
          priority: b.priority,
          status: b.status,
        })
        .catch(shortnameTaken);
      return toExternalApi(row, type.shortname);
    },
    async update(typeName: string, id: number, b: Patch) {
      const current = await typeOf(typeName);
      const existing = await found(current.id, id);
      // The form's Type moves the API to another type; an empty code keeps what is stored.
      const type = b.type !== undefined ? await typeOf(b.type) : current;
      const code = b.code?.trim() ? b.code : undefined;
      const row = await repo
        .update(existing.row.id, {
          typeId: type.id,
          name: b.name,
          shortname: b.shortname,
          codeSealed: code === undefined ? undefined : box.seal(code),
          accountEmail: code === undefined ? undefined : accountEmailOf(code),
          priority: b.priority,
          status: b.status,
          updatedAt: new Date(),
        })
        .catch(shortnameTaken);
      return toExternalApi(row, type.shortname);
    },
  };
}
