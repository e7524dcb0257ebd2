/**
 * Server half of the api-list benchmark. run.mjs starts this file under tsx in a child process
 * (so the load generator does not share an event loop with the servers it measures), and it:
 *
 *   1. opens a database: embedded PGlite in a temp dir, or a fresh database on the PostgreSQL
 *      server named by DATABASE_URL (dropped again at the end);
 *   2. applies the migrations and seeds 10,000 users with profiles;
 *   3. starts the real API (buildApp, production config, logger off) on 127.0.0.1;
 *   4. starts a minimal node:http server on 127.0.0.1 that answers GET /api/users/ with the same
 *      statement (the page, its rows carrying the count), through the same driver (`database.query`), in the same JSON shape;
 *   5. reports both URLs and the admin's credentials to the parent over IPC, then waits for
 *      'stop' and cleans up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../apps/api/src/config/env.js';
import { openDatabase, type Database } from '../../apps/api/src/db/client.js';
import { applyMigrations } from '../../apps/api/src/migrate.js';
import { createScratchDatabase } from '../../apps/api/src/db/scratch.js';
import { buildApp } from '../../apps/api/src/app.js';
import { hashPassword } from '../../apps/api/src/lib/passwords.js';

const USER_COUNT = 10_000;
const ADMIN = { username: 'admin', password: 'bench-admin-pass-123' };

/** Messages exchanged with run.mjs. */
export type ServerMessage =
  | { type: 'ready'; kind: Database['kind']; where: string; users: number; apiUrl: string; minimalUrl: string; admin: typeof ADMIN }
  | { type: 'failed'; message: string }
  | { type: 'cpu'; usage: NodeJS.CpuUsage };

// ---------------------------------------------------------------------------------------------
// Database
// ---------------------------------------------------------------------------------------------

/** A new, empty database on the server of `baseUrl`, so the benchmark never touches real data. */

/** Undoes one setup step; they run newest first, so the database closes before it is dropped. */
type Closer = () => Promise<void>;

interface Prepared {
  config: Config;
  database: Database;
  where: string;
}

/** Production-like config over a temp data dir; the database as the server would open it. */
async function prepareDatabase(closers: Closer[]): Promise<Prepared> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pubdesk-bench-'));
  closers.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const fresh = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'pubdesk_bench') : null;
  if (fresh) {
    closers.push(() => fresh.drop().catch((error: unknown) => console.error(`could not drop the benchmark database: ${String(error)}`)));
  }
  // Only the variables named here are read: the benchmark must not pick up a developer's .env.
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBDESK_DATA_DIR: dataDir,
    PUBDESK_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
  });
  // Same call as src/server.ts, so the pool size (PostgreSQL) is the production default.
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  closers.push(() => database.close().catch(() => undefined));
  await applyMigrations(database);
  const where = fresh
    ? `temporary database ${new URL(fresh.url).pathname.slice(1)} on ${new URL(fresh.url).host}`
    : `data in ${config.pgliteDir}`;
  return { config, database, where };
}

/**
 * Seeds the admin (whose password we know, to sign in) and USER_COUNT - 1 generated users, each
 * with a profile. One INSERT ... SELECT generate_series per table keeps this to a second or two;
 * every user shares the admin's hash because scrypt costs ~60 ms per hash.
 */
async function seedUsers(database: Database): Promise<void> {
  const hash = await hashPassword(ADMIN.password);
  await database.query(
    `insert into users (username, email, password, first_name, last_name, role, email_verified_at)
     values ($1, 'admin@bench.test', $2, 'Ada', 'Admin', 'admin', now())`,
    [ADMIN.username, hash],
  );
  // A mix of roles, inactive accounts, never-logged-in users and avatars, so rows look real.
  await database.query(
    `insert into users (username, email, password, first_name, last_name, role, is_active, last_login, date_joined)
     select 'user' || g, 'user' || g || '@bench.test', $1, 'First' || g, 'Last' || g,
            case when g % 10 = 0 then 'network' when g % 97 = 0 then 'pre_activation' else 'publisher' end,
            g % 17 <> 0,
            case when g % 3 = 0 then null else now() - g * interval '7 minutes' end,
            now() - g * interval '1 hour'
     from generate_series(2, $2::int) as g`,
    [hash, USER_COUNT],
  );
  await database.query(
    `insert into profiles (user_id, image, is_verified, country)
     select id, case when id % 4 = 0 then 'avatars/' || id || '.png' end, id % 2 = 0, 'United States' from users`,
  );
  // What a live database has done by the time anyone lists its users: PostgreSQL's autovacuum,
  // the API's own on the embedded database (db/embedded-vacuum.ts), with the same thresholds:
  // statistics for the planner, and pages marked all-visible.
  await database.query('vacuum (analyze) users');
  await database.query('vacuum (analyze) profiles');
}

// ---------------------------------------------------------------------------------------------
// The two servers
// ---------------------------------------------------------------------------------------------

/** The real API exactly as production builds it (serveWeb off: no console files needed). */
async function startApi(config: Config, database: Database) {
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

// The statement drizzle generates for usersRepo.list() with no filter and the default ordering:
// same columns, join and ORDER BY, each row carrying the count (one statement, as the API sends
// it), the limit as a parameter, and (like drizzle) no OFFSET clause when the offset is 0. The
// count on its own only for a page past the end, as the API does.
const LIST_SQL =
  'select "users"."id", "users"."username", "users"."email", "users"."first_name", "users"."last_name", ' +
  '"users"."role", "users"."is_active", "users"."last_login", "users"."display_language", "users"."date_joined", ' +
  '"profiles"."image", "profiles"."is_verified", (select count(*) from "users") as "__total" ' +
  'from "users" left join "profiles" on "profiles"."user_id" = "users"."id" ' +
  'order by "users"."id" asc, "users"."id" asc limit $1';
const LIST_SQL_WITH_OFFSET = `${LIST_SQL} offset $2`;
const COUNT_SQL = 'select count(*) from "users"';

interface ListRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  is_active: boolean;
  last_login: Date | string | null;
  display_language: string;
  date_joined: Date | string;
  image: string | null;
  is_verified: boolean | null;
  __total: string | number;
}

/** Drivers return timestamps as Date by default, or as text when set up with raw parsers. */
const iso = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).toISOString();

/** The API's user JSON (packages/contract userSchema), field for field. */
function userJson(row: ListRow) {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    is_active: row.is_active,
    is_verified: row.is_verified ?? false,
    last_login: row.last_login ? iso(row.last_login) : null,
    profile_image: row.image ?? null,
    display_language: row.display_language,
    date_joined: iso(row.date_joined),
  };
}

/** DRF-style next/previous links, built like lib/pagination.ts does. */
function pageLink(base: URL, limit: number, offset: number): string {
  const url = new URL(base);
  url.searchParams.delete('page');
  url.searchParams.set('limit', String(limit));
  if (offset > 0) url.searchParams.set('offset', String(offset));
  else url.searchParams.delete('offset');
  return url.toString();
}

/** The baseline: no framework, no auth, no validation; only the driver and JSON.stringify. */
async function startMinimal(database: Database) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (req.method !== 'GET' || url.pathname !== '/api/users/') {
      res.writeHead(404).end();
      return;
    }
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const list = offset > 0 ? database.query<ListRow>(LIST_SQL_WITH_OFFSET, [limit, offset]) : database.query<ListRow>(LIST_SQL, [limit]);
    list
      .then(async (rows) => {
        const count = rows[0]
          ? Number(rows[0].__total)
          : offset > 0
            ? Number((await database.query<{ count: string | number }>(COUNT_SQL))[0]?.count ?? 0)
            : 0;
        const body = JSON.stringify({
          count,
          next: offset + limit < count ? pageLink(url, limit, offset + limit) : null,
          previous: offset > 0 ? pageLink(url, limit, Math.max(0, offset - limit)) : null,
          results: rows.map(userJson),
        });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      })
      .catch((error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Lifecycle
// ---------------------------------------------------------------------------------------------

function send(message: ServerMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  if (!process.send) throw new Error('servers.ts is started by bench/api-list/run.mjs (npm run bench:api-list)');
  const closers: Closer[] = [];
  let stopping = false;
  // Runs the closers newest first, then exits: an explicit exit also writes --cpu-prof output.
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const close of closers.reverse()) await close().catch(() => undefined);
    process.exit(code);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop(0);
    // The parent reads this before and after each measured run: CPU per request is a far
    // steadier figure than req/s when other work shares the machine.
    if (message === 'cpu') send({ type: 'cpu', usage: process.cpuUsage() });
  });
  // The parent went away or Ctrl-C: still drop the temporary database and directory.
  process.on('disconnect', () => void stop(0));
  process.on('SIGINT', () => void stop(130));
  process.on('SIGTERM', () => void stop(143));

  try {
    const prepared = await prepareDatabase(closers);
    await seedUsers(prepared.database);
    const api = await startApi(prepared.config, prepared.database);
    closers.push(api.close);
    const minimal = await startMinimal(prepared.database);
    closers.push(minimal.close);
    send({
      type: 'ready',
      kind: prepared.database.kind,
      where: prepared.where,
      users: USER_COUNT,
      apiUrl: api.url,
      minimalUrl: minimal.url,
      admin: ADMIN,
    });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    await stop(1);
  }
}

void main();
