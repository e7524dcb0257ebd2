import type { BodyOf, externalApiEndpoints } from '@pubdesk/contract';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { connectorFor } from './connectors/registry.js';
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
export function externalApisService(db: Db, config: Config) {
  const repo = externalApisRepo(db);
  const box = secretBox(config.secret);
  /** Credentials of a type with a reporting connector must have the shape it signs in with. */
  const checkCode = (type: string, code: string) => {
    const problem = connectorFor(type, config)?.checkCredentials(code);
    if (problem) throw fieldError('code', problem);
  };
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
      return toExternalApi(row.row, row.type, row.lastImport);
    },
    async create(typeName: string, b: Input) {
      const type = await typeOf(typeName);
      if (b.type !== undefined && b.type !== type.shortname)
        throw fieldError('type', `Create an API of type "${b.type}" at /apis/${b.type}/.`);
      checkCode(type.shortname, b.code);
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
      // A move to another type must bring credentials of that type's shape.
      if (code !== undefined) checkCode(type.shortname, code);
      else if (type.id !== current.id) checkCode(type.shortname, box.open(existing.row.codeSealed));
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
      // New credentials or type: the sources reading through it leave the demo world.
      if (code !== undefined || type.id !== current.id) await repo.sourcesLeaveDemo(existing.row.id);
      // Read back with the last import, which an update leaves as it was.
      const saved = await found(type.id, row.id);
      return toExternalApi(saved.row, saved.type, saved.lastImport);
    },
  };
}
