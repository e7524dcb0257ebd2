import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Role, TokenPair } from '@pubdesk/contract';
import { loadConfig, type Config } from '../src/config/env.js';
import { openDatabase, type Database } from '../src/db/client.js';
import type { ScratchDatabase } from '../src/db/scratch.js';
import { applyMigrations } from '../src/migrate.js';
import { buildApp, type BuildOptions } from '../src/app.js';
import type { App } from '../src/app-types.js';
import { hashPassword } from '../src/lib/passwords.js';
import { usersRepo, type UserRow } from '../src/modules/users/index.js';
import { outbox } from '../src/modules/mail/mail.table.js';

/**
 * One database and app per test file: in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways). `reset()`
 * empties every table (and the uploads folder) between tests, which is much cheaper than a
 * new database.
 */
export interface TestContext {
  app: App;
  config: Config;
  database: Database;
  reset(): Promise<void>;
  createUser(
    opts?: Partial<{
      username: string;
      password: string;
      role: Role;
      email: string;
      isActive: boolean;
      firstName: string;
      lastName: string;
    }>,
  ): Promise<UserRow>;
  login(username: string, password?: string): Promise<TokenPair>;
  /**
   * Authorization header for a new user of this role (created on first use per reset). The
   * access token is minted directly (see `tokenFor`): a real login costs a scrypt verify.
   */
  authAs(role: Role): Promise<{ authorization: string; user: UserRow }>;
  /**
   * A valid access token for the user, signed like a login's, without the password check; with
   * `impersonator`, that of a session in which this staff user acts as the user (the `act` claim).
   */
  tokenFor(
    user: UserRow,
    overrides?: Partial<{ is_verified: boolean; profile_image: string | null; impersonator: UserRow }>,
  ): Promise<string>;
  mail(): Promise<Array<typeof outbox.$inferSelect>>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'test-pass-123';
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));

/** Hash of the migrations and the PGlite build: a template made from anything else is not reused. */
function templateKey(): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  hash.update(readFileSync(path.join(dir, 'package.json')));
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  for (const file of walk(migrationsDir).sort()) hash.update(path.relative(migrationsDir, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Starting PGlite runs initdb, about 5 s of CPU; loading a dump of an initialised and migrated
 * cluster takes well under one. The dump is built once and cached in the temp folder, keyed by
 * templateKey(); every test file then starts its own in-memory database from it.
 */
let templateFile: Promise<string> | null = null;
function pgliteTemplate(): Promise<string> {
  return (templateFile ??= (async () => {
    const name = `pubdesk-test-pglite-${templateKey()}.tar`;
    const file = path.join(tmpdir(), name);
    if (existsSync(file)) return file;
    // Templates of earlier migrations are of no further use (40 MB each).
    for (const old of readdirSync(tmpdir()).filter((f) => /^pubdesk-test-pglite-[0-9a-f]{16}\.tar$/.test(f) && f !== name)) {
      rmSync(path.join(tmpdir(), old), { force: true });
    }
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await applyMigrations(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // atomic: a concurrent worker sees the whole file or none
    return file;
  })());
}

async function migratedPglite(pgliteThread = false): Promise<Database> {
  return openDatabase({ pgliteDir: 'memory://', pgliteDump: new Blob([readFileSync(await pgliteTemplate())]), pgliteThread });
}

/** Runs `statements` on the PostgreSQL server of `serverUrl`, over a connection of its own. */
async function onServer<T>(serverUrl: string, statements: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await statements(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The same on PostgreSQL: migrating a new database takes two to three seconds, copying a migrated
 * one (CREATE DATABASE ... TEMPLATE) a fraction of one. The first test process to need it migrates
 * `pubdesk_tpl_<templateKey()>` on the server, under an advisory lock the others wait on, and drops
 * the templates of other migrations; nobody connects to it afterwards (a copy needs it idle).
 */
let postgresTemplateName: Promise<string> | null = null;
function postgresTemplate(serverUrl: string): Promise<string> {
  return (postgresTemplateName ??= onServer(serverUrl, async (client) => {
    const name = `pubdesk_tpl_${templateKey()}`;
    await client.query(`select pg_advisory_lock(hashtext('pubdesk test template'))`);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const others = await client.query<{ datname: string }>(
        `select datname from pg_database where datname ~ '^pubdesk_tpl_[0-9a-f]{16}(_building)?$' and datname <> $1`,
        [name],
      );
      for (const { datname } of others.rows) await client.query(`drop database if exists ${datname} with (force)`);
      // Migrated under another name, then renamed: a half-migrated template is never copied.
      const building = `${name}_building`;
      await client.query(`create database ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await applyMigrations(database);
      } finally {
        await database.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('pubdesk test template'))`);
    }
  }));
}

/** A new database for one test file on the server of `serverUrl`: a copy of the migrated template. */
async function migratedPostgres(serverUrl: string): Promise<ScratchDatabase> {
  const template = await postgresTemplate(serverUrl);
  const name = `pubdesk_t_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * The job queue keeps its rows in a schema of its own, which the truncate leaves, and ids restart
 * with every test: a job the previous test left queued would meet the next test's rows under the
 * same ids. Waits (a few seconds at most) for the jobs running, then drops the ones waiting.
 */
async function settleJobs(database: Database): Promise<void> {
  const [queue] = await database.query<{ present: boolean }>(`select to_regclass('pgboss.job') is not null as present`);
  if (!queue?.present) return;
  for (let tries = 0; tries < 50; tries++) {
    const [running] = await database.query<{ n: number }>(`select count(*)::int as n from pgboss.job where state = 'active'`);
    if (!running?.n) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await database.query(`delete from pgboss.job where state in ('created', 'retry')`);
}

/** Tables whose rows come from the migrations and the permission catalogue, not from tests. */
const referenceTables = ['api_types', 'services', 'permissions'];

/** Triggers that refuse a TRUNCATE: the append-only ledger's (migration 0021). */
const truncateGuards = [{ table: 'wallet_entries', trigger: 'wallet_entries_no_truncate' }];

/**
 * Empties test tables (ids restart) past the triggers that refuse a TRUNCATE: they are switched
 * off and on again inside the truncate's own transaction, so no other connection sees them off.
 */
export async function truncateTables(database: Database, tables: readonly string[], { cascade = false } = {}): Promise<void> {
  const list = tables.map((t) => `"${t}"`).join(', ');
  await database.db.transaction(async (tx) => {
    for (const g of truncateGuards) await tx.execute(sql.raw(`alter table "${g.table}" disable trigger "${g.trigger}"`));
    await tx.execute(sql.raw(`truncate ${list} restart identity${cascade ? ' cascade' : ''}`));
    for (const g of truncateGuards) await tx.execute(sql.raw(`alter table "${g.table}" enable trigger "${g.trigger}"`));
  });
}

/**
 * Empties every table but the reference ones and restarts every id. A test writes to a handful of
 * the ~70 tables, and a TRUNCATE costs as much for an empty table as for a full one (it replaces
 * the table's files; with CASCADE from `users` it reaches nearly all of them): a reset by TRUNCATE
 * took 70 to 80 ms, this one under 10. One query finds the tables holding rows; they are emptied
 * by DELETE with the replication role set to replica, which skips the foreign-key checks (every
 * table ends empty, so none is left dangling) and the row triggers (the ledger's append-only
 * guard, the statistics roll-ups, which are emptied alike); the moved sequences are set back.
 * The notifications the skipped triggers would have sent are sent by hand: the caches of users'
 * access and of players' configs forget everything, as they do after a TRUNCATE.
 */
interface TestTables {
  /** One query naming the test tables that hold rows. */
  holdingRows: string;
  /** One query setting back the moved sequences of the test tables' ids. */
  restartIds: string;
}
let testTables: Promise<TestTables> | null = null;
function findTestTables(database: Database): Promise<TestTables> {
  const others = referenceTables.map((t) => `'${t}'`).join(', ');
  return (testTables ??= (async () => {
    const tables = await database.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename not in (${others}) order by 1`,
    );
    const sequences = await database.query<{ name: string }>(
      `select s.relname as name from pg_class s
         join pg_namespace n on n.oid = s.relnamespace
         join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid
       where s.relkind = 'S' and n.nspname = 'public' and t.relname not in (${others})`,
    );
    const quoted = (names: { name: string }[]) => names.map((r) => `'${r.name}'`).join(', ');
    return {
      holdingRows: tables.map((r) => `select '${r.name}' as name where exists (select 1 from "${r.name}")`).join(' union all '),
      restartIds: sequences.length
        ? `select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences
           where schemaname = 'public' and last_value is not null and sequencename in (${quoted(sequences)})`
        : '',
    };
  })());
}

async function emptyTestTables(database: Database): Promise<void> {
  const { holdingRows, restartIds } = await findTestTables(database);
  const holding = holdingRows ? (await database.query<{ name: string }>(holdingRows)).map((r) => r.name) : [];
  if (holding.length) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local session_replication_role = replica`));
      for (const table of holding) await tx.execute(sql.raw(`delete from "${table}"`));
      await tx.execute(sql.raw(`select pg_notify('pubdesk_access', '*'), pg_notify('pubdesk_player_config', '*')`));
    });
  }
  if (restartIds) await database.query(restartIds);
}

/**
 * `build` adds options to buildApp's: a job queue with its worker (`jobs`), a mailer; and
 * `pgliteThread` runs the embedded database in its own thread, as the server does.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  { pgliteThread, ...build }: Pick<BuildOptions, 'jobs' | 'mailer'> & { pgliteThread?: boolean } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pubdesk-test-'));
  const pgBase = process.env.DATABASE_URL;
  const fresh = pgBase ? await migratedPostgres(pgBase) : null;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PUBDESK_DATA_DIR: dataDir,
      PUBDESK_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'silent',
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
      ...env,
    },
    { inMemory: !fresh },
  );
  const database = fresh ? await openDatabase({ url: config.DATABASE_URL, poolSize: 4 }) : await migratedPglite(pgliteThread);
  // Both start from a migrated template: this finds no migration to run, and syncs the permissions.
  await applyMigrations(database);
  const app = await buildApp({ config, database, ...build });
  await app.ready();
  const repo = usersRepo(database.db);
  const byRole = new Map<Role, { authorization: string; user: UserRow }>();
  let seq = 0;

  const ctx: TestContext = {
    app,
    config,
    database,
    async reset() {
      byRole.clear();
      await settleJobs(database);
      // Reference data (API types, services, permissions) stays: the product always has it.
      await emptyTestTables(database);
      // The truncate's notification must reach the app before the next test's first request.
      await app.deps.access.settle();
      for (const entry of readdirSync(config.uploadDir)) rmSync(path.join(config.uploadDir, entry), { recursive: true, force: true });
    },
    async createUser(opts = {}) {
      const n = ++seq;
      const role = opts.role ?? 'publisher';
      const username = opts.username ?? `${role}_${n}`;
      return repo.create({
        username,
        email: opts.email ?? `${username}@example.test`,
        password: await hashOnce(opts.password ?? TEST_PASSWORD),
        firstName: opts.firstName ?? 'Test',
        lastName: opts.lastName ?? `User${n}`,
        role,
        isActive: opts.isActive ?? true,
      });
    },
    async login(username, password = TEST_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/token/', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<TokenPair>();
    },
    async authAs(role) {
      const known = byRole.get(role);
      if (known) return known;
      const user = await ctx.createUser({ role });
      const entry = { authorization: `Bearer ${await ctx.tokenFor(user)}`, user };
      byRole.set(role, entry);
      return entry;
    },
    async tokenFor(user, overrides = {}) {
      return app.deps.tokens.sign({
        user: {
          id: user.id,
          username: user.username,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          role: user.role,
          is_verified: overrides.is_verified ?? false,
          profile_image: overrides.profile_image ?? null,
        },
        ...(overrides.impersonator ? { act: { sub: String(overrides.impersonator.id) } } : {}),
      });
    },
    async mail() {
      return database.db.select().from(outbox).orderBy(outbox.id);
    },
    async close() {
      await app.close();
      await database.close();
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/**
 * The hooks almost every API test file registers: one app for the file (the arguments after
 * `build` go to createTestContext) and, before each test, an empty database holding the world
 * `build` makes. The hooks fill the two objects returned, so a file destructures them at its top
 * and reads them inside its tests: `const { ctx, world } = eachTestIn(inventoryWorld);`.
 */
export function eachTestIn<W extends object = Record<never, never>>(
  build?: (ctx: TestContext) => Promise<W>,
  ...options: Parameters<typeof createTestContext>
): { ctx: TestContext; world: W } {
  const ctx = {} as TestContext;
  const world = {} as W;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(...options));
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.reset();
    if (build) Object.assign(world, await build(ctx));
  });
  return { ctx, world };
}
