import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { credentialsMask, type ApiType, type ExternalApi } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { apiTypes, externalApis, type ExternalApiRow } from './external-apis.table.js';

type LastImport = ExternalApi['last_import'];

/** The answer never carries the credentials: only whether some are stored. */
export const toExternalApi = (row: ExternalApiRow, type: string, lastImport: LastImport = null): ExternalApi => ({
  id: row.id,
  type,
  name: row.name,
  shortname: row.shortname,
  code: row.codeSealed ? credentialsMask : '',
  priority: row.priority,
  status: row.status,
  accountEmail: row.accountEmail,
  last_import: lastImport,
  created_at: row.createdAt.toISOString(),
});

/**
 * The newest import run through the API. The imports module owns `import_runs` and depends on
 * this one, so the table is named here rather than imported (an import would run back up).
 */
const lastImportOf = sql<LastImport>`(
  select json_build_object('state', r.state, 'finished_at', to_char(r.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from import_runs r where r.api_id = ${externalApis.id} order by r.id desc limit 1)`;

export interface ExternalApiFilter {
  typeId?: number;
  search?: string;
  id?: number;
}

/** Every query on API types and external APIs; the only file that writes SQL for them. */
export function externalApisRepo(db: Db) {
  const crud = crudRepo(db, externalApis);
  const whereOf = (f: ExternalApiFilter) =>
    and(
      ...[
        f.typeId !== undefined ? eq(externalApis.typeId, f.typeId) : undefined,
        f.id !== undefined ? eq(externalApis.id, f.id) : undefined,
        f.search ? searchAny(f.search, [externalApis.name, externalApis.shortname, externalApis.accountEmail]) : undefined,
      ].filter((w): w is SQL => w !== undefined),
    );
  const joined = () =>
    db
      .select({ row: externalApis, type: apiTypes.shortname, lastImport: lastImportOf })
      .from(externalApis)
      .innerJoin(apiTypes, eq(apiTypes.id, externalApis.typeId));

  return {
    async types(): Promise<ApiType[]> {
      return db.select({ id: apiTypes.id, shortname: apiTypes.shortname }).from(apiTypes).orderBy(asc(apiTypes.id));
    },
    async typeByName(shortname: string): Promise<ApiType | null> {
      const [row] = await db
        .select({ id: apiTypes.id, shortname: apiTypes.shortname })
        .from(apiTypes)
        .where(eq(apiTypes.shortname, shortname));
      return row ?? null;
    },
    list: (filter: ExternalApiFilter, window: PageWindow) =>
      crud.page(
        { rows: joined(), where: whereOf(filter), orderBy: [asc(apiTypes.id), asc(externalApis.priority), asc(externalApis.id)], window },
        (r) => toExternalApi(r.row, r.type, r.lastImport),
      ),
    async find(id: number, typeId?: number) {
      const [row] = await joined().where(whereOf({ id, typeId }));
      return row ?? null;
    },
    insert: crud.create,
    update: (id: number, values: Partial<typeof externalApis.$inferInsert>) => crud.update(id, values),
    /**
     * The demand sources reading through the API leave the demo world (new credentials or type:
     * their runs read the API from now on). Named by SQL, not imported: suppliers stand on this module.
     */
    async sourcesLeaveDemo(id: number): Promise<void> {
      await db.execute(sql`update suppliers set demo = false where api_id = ${id} and demo`);
    },
  };
}
