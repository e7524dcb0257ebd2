#!/usr/bin/env node
/**
 * `npm run bench:multi-process`: N API processes and one worker on one PostgreSQL, started the
 * way docs/deploy.md says (the real `apps/api/src/server.ts` and `apps/api/src/worker.ts`, each a
 * process of its own, one shared data folder and secret), then:
 *
 *   1. checks across processes, each printed HELD or FAILED: a token signed in on process A is
 *      taken by the others and refreshed there; a suspension made on A reaches every other
 *      process's access cache, and a player cache purge on A their public-config caches (timed);
 *      a white label made on A is the branding on B; a job queued through A's API (a video's
 *      probe) is done by the worker; an upload through A is read through B, and a resumable
 *      upload begun on A is finished on B (the shared storage folder); last (after step 2), whether
 *      the processes cache again after PostgreSQL drops their LISTEN connections;
 *   2. throughput of the authenticated users list (GET /api/users/?limit=10 over 10,000 users, as
 *      bench:api-list) against one process, then against all N round-robin (autocannon hands its
 *      connections to the N addresses in turn), and the ratio;
 *   3. outside the documented order: N API processes and a worker started at the same moment on
 *      a new, empty database, then a worker first and N API processes at once: how many come up;
 *      and a second API process on one embedded database folder: whether it is refused.
 *
 * It asserts nothing and exits 0 whatever it finds; 1 only when it cannot run (no DATABASE_URL,
 * a process that does not start in the documented order).
 *
 * Environment:
 *   DATABASE_URL       postgres://… server to create the temporary databases on (needed; its user needs CREATEDB)
 *   BENCH_PROCESSES    API processes (default 2, at least 2)
 *   BENCH_DURATION     seconds measured per throughput target (default 5)
 *   BENCH_WARMUP       seconds of unrecorded warm-up per target (default 2)
 *   BENCH_CONNECTIONS  concurrent connections of the load (default 10)
 *   BENCH_ROUNDS       times the pair (1 process, N processes) is measured, alternating (default 2)
 *   BENCH_PORT         first port tried for the API processes (default 8400; free ones upward are taken)
 *   BENCH_COLD_START   0 skips step 3
 *   BENCH_COLD_RUNS    runs of step 3's second case, a race that does not lose every time (default 3)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIST_PATH = '/api/users/?limit=10';
const USER_COUNT = 10_000;
const ADMIN = { username: 'admin', password: 'bench-admin-pass-123' };
const READY_TIMEOUT_MS = 120_000;
const CACHE_TIMEOUT_MS = 10_000;
const JOB_TIMEOUT_MS = 60_000;
const REPEATS = 5;

const options = {
  processes: integer('BENCH_PROCESSES', 2, 2),
  duration: integer('BENCH_DURATION', 5, 1),
  warmup: integer('BENCH_WARMUP', 2, 0),
  connections: integer('BENCH_CONNECTIONS', 10, 1),
  port: integer('BENCH_PORT', 8400, 1),
  coldStart: process.env.BENCH_COLD_START !== '0',
  coldRuns: integer('BENCH_COLD_RUNS', 3, 1),
  rounds: integer('BENCH_ROUNDS', 2, 1),
};

function integer(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be an integer of at least ${min}, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Databases, folders, ports
// ---------------------------------------------------------------------------------------------

/** What to undo at the end, newest first: processes before the folders and databases they use. */
const cleanups = [];
/** Undoes what was set up since `mark` (a length of `cleanups`), newest first. */
async function undoTo(mark) {
  while (cleanups.length > mark) {
    await cleanups
      .pop()()
      .catch((error) => console.error(`cleanup: ${error.message}`));
  }
}

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server of DATABASE_URL, dropped at the end (as db/scratch.ts makes them). */
async function scratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  cleanups.push(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

let nextPort = options.port;
async function freePort() {
  for (let tries = 0; tries < 100; tries++) {
    const port = nextPort++;
    if (await portFree(port)) return port;
  }
  throw new Error(`no free port from ${options.port} upward`);
}

// ---------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------

const tsx = import.meta.resolve('tsx');
/** The worker says "worker running" at info level: that line is how whenReady() knows it is up. */
const WORKER_ENV = { LOG_LEVEL: 'info' };
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * The environment docs/deploy.md gives every process: one database, one data folder (uploads,
 * resumable uploads), one secret; the API processes leave the jobs to the worker. Nothing of the
 * caller's environment but PATH and HOME: a developer's PUBDESK_* must not leak in.
 */
function processEnv(shared, extra) {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(shared.databaseUrl ? { DATABASE_URL: shared.databaseUrl } : {}),
    PUBDESK_DATA_DIR: shared.dataDir,
    PUBDESK_SECRET: shared.secret,
    ...extra,
  };
}

/** Starts `apps/api/src/<file>` under tsx, its output into `<log dir>/<name>.log`. */
function startProcess(name, file, env, logDir) {
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'apps/api/src', file)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const proc = {
    name,
    child,
    log,
    exited,
    url: env.PORT ? `http://127.0.0.1:${env.PORT}` : null,
    /** SIGTERM (a graceful stop: in-flight requests and running jobs finish), SIGKILL after 30 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
  cleanups.push(() => proc.stop());
  return proc;
}

/** Resolves once the process answers /healthz (API) or logs "worker running"; rejects if it exits first. */
async function whenReady(proc, timeoutMs = READY_TIMEOUT_MS) {
  const started = performance.now();
  let exitCode;
  void proc.exited.then((code) => (exitCode = code));
  while (performance.now() - started < timeoutMs) {
    if (exitCode !== undefined) throw new Error(`${proc.name} exited (${exitCode}) before it was ready: ${firstError(proc.log)}`);
    if (proc.url) {
      const res = await fetch(`${proc.url}/healthz`).catch(() => null);
      if (res?.status === 200) return performance.now() - started;
    } else if (readLog(proc.log).includes('worker running')) {
      return performance.now() - started;
    }
    await sleep(100);
  }
  throw new Error(`${proc.name} was not ready after ${timeoutMs / 1000} s`);
}

const readLog = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The line of a process's log that says why it stopped (a database error's detail, or the first error line). */
function firstError(file) {
  const lines = readLog(file).split('\n');
  const detail = lines.find((l) => /detail: '/.test(l));
  const error = lines.find((l) => /Error|error:/.test(l));
  return (detail ?? error ?? lines.find(Boolean) ?? '(no output)').trim().slice(0, 200);
}

/** User + system CPU time of a process so far, in ms (Linux /proc); NaN elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return NaN;
  }
}

/** All CPUs' busy and total jiffies so far (Linux /proc/stat); null elsewhere. */
function machineCpu() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const numbers = values.map(Number);
    const total = numbers.reduce((a, b) => a + b, 0);
    return { busy: total - numbers[3] - numbers[4], total };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** One request; answers the status, headers and the body (JSON when it is). */
async function call(proc, method, urlPath, { token, json, body, headers = {} } = {}) {
  const res = await fetch(proc.url + urlPath, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const text = method === 'HEAD' ? '' : await res.text();
  let data = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text
  }
  return { status: res.status, headers: res.headers, data, text };
}

/** Like call(), but anything other than `status` stops the run: the bench's own set-up went wrong. */
async function must(status, proc, method, urlPath, init) {
  const res = await call(proc, method, urlPath, init);
  if (res.status !== status) throw new Error(`${method} ${urlPath} on ${proc.name}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.data;
}

async function signIn(proc, credentials) {
  const data = await must(200, proc, 'POST', '/api/auth/token/', { json: credentials });
  if (!data.access) throw new Error(`sign-in on ${proc.name} answered no token: ${JSON.stringify(data)}`);
  return data;
}

/**
 * Polls `probe` on every process of `procs` at once until it says true; answers each one's ms
 * (from `since`) and how many answers came before (stale reads), or null for one that never did.
 */
async function untilSeen(procs, since, probe, timeoutMs = CACHE_TIMEOUT_MS) {
  return Promise.all(
    procs.map(async (proc) => {
      let stale = 0;
      while (performance.now() - since < timeoutMs) {
        if (await probe(proc)) return { proc: proc.name, ms: performance.now() - since, stale };
        stale++;
      }
      return { proc: proc.name, ms: null, stale };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const results = [];
function report(held, name, detail) {
  results.push({ held, name });
  console.log(`${held ? 'HELD  ' : 'FAILED'}  ${name}${detail ? `\n        ${detail}` : ''}`);
}

/** Runs one check; an exception is its FAILED with the message, and the run goes on. */
async function check(name, body) {
  try {
    const outcome = await body();
    report(outcome.held, name, outcome.detail);
  } catch (error) {
    report(false, name, error instanceof Error ? error.message : String(error));
  }
}

const fmt = (ms) => (ms === null ? 'never' : `${ms.toFixed(1)} ms`);
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `min ${fmt(sorted[0])}, median ${fmt(sorted[Math.floor((sorted.length - 1) / 2)])}, max ${fmt(sorted.at(-1))}`;
};

function loadLine() {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min), ${os.availableParallelism()} CPUs`;
}

// ---------------------------------------------------------------------------------------------
// Set-up: the order docs/deploy.md gives
// ---------------------------------------------------------------------------------------------

async function seedUsers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Every generated user shares the admin's hash (scrypt costs ~60 ms a hash), as bench:api-list does.
    const [{ password }] = (await client.query("select password from users where username = 'admin'")).rows;
    await client.query(
      `insert into users (username, email, password, first_name, last_name, role, is_active, last_login, date_joined)
       select 'user' || g, 'user' || g || '@bench.test', $1, 'First' || g, 'Last' || g,
              case when g % 10 = 0 then 'network' when g % 97 = 0 then 'pre_activation' else 'publisher' end,
              g % 17 <> 0,
              case when g % 3 = 0 then null else now() - g * interval '7 minutes' end,
              now() - g * interval '1 hour'
       from generate_series(2, $2::int) as g`,
      [password, USER_COUNT],
    );
    await client.query(
      `insert into profiles (user_id, image, is_verified, country)
       select id, case when id % 4 = 0 then 'avatars/' || id || '.png' end, id % 2 = 0, 'United States' from users
       where not exists (select 1 from profiles p where p.user_id = users.id)`,
    );
    await client.query('analyze users');
    await client.query('analyze profiles');
    return (await client.query("select id, username from users where role = 'publisher' and is_active order by id limit $1", [REPEATS]))
      .rows;
  } finally {
    await client.end();
  }
}

/** A short MP4: a real one from ffmpeg when installed (so the worker's ffprobe finds a length), else bytes that sniff as MP4. */
function makeVideo(dir) {
  const file = path.join(dir, 'bench.mp4');
  const made = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', '-c:v', 'mpeg4', '-f', 'mp4', file],
    { stdio: 'ignore' },
  );
  if (made.status === 0 && existsSync(file)) return { bytes: readFileSync(file), real: true };
  const bytes = randomBytes(64 * 1024);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return { bytes, real: false };
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const tusMetadata = (fields) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(String(value)).toString('base64')}`)
    .join(',');

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

async function runChecks(apis, adminToken, publishers, work) {
  const [a, b] = apis;
  const others = apis.slice(1);
  const admin = { token: adminToken };

  await check('a token signed in on A is taken by every other process, and refreshed on B', async () => {
    const tokens = await signIn(a, ADMIN);
    const statuses = await Promise.all(others.map((p) => call(p, 'GET', '/api/users/?limit=1', { token: tokens.access })));
    const refreshed = await call(b, 'POST', '/api/auth/token/refresh/', { json: { refresh: tokens.refresh } });
    const onA = refreshed.data?.access ? await call(a, 'GET', '/api/users/?limit=1', { token: refreshed.data.access }) : null;
    // The refresh token rotated on B: presenting the old one again, on A, must be refused.
    const replay = await call(a, 'POST', '/api/auth/token/refresh/', { json: { refresh: tokens.refresh } });
    const held = statuses.every((s) => s.status === 200) && refreshed.status === 200 && onA?.status === 200 && replay.status === 401;
    return {
      held,
      detail:
        `access token from A on ${others.map((p, i) => `${p.name} ${statuses[i].status}`).join(', ')}; refresh on B ${refreshed.status}, ` +
        `its access token on A ${onA?.status ?? '-'}; the rotated refresh token again on A ${replay.status} (401 expected)`,
    };
  });

  await check(`a suspension made on A reaches the access cache of every other process (${publishers.length} users)`, async () => {
    const times = [];
    const staleReads = [];
    let missed = 0;
    for (const user of publishers) {
      const { access } = await signIn(b, { username: user.username, password: ADMIN.password });
      // Each other process reads (and caches) the user's head row first.
      for (const p of others) await must(200, p, 'GET', `/api/users/${user.id}/`, { token: access });
      await must(200, a, 'PATCH', `/api/users/${user.id}/`, { ...admin, json: { is_active: false } });
      const since = performance.now();
      const seen = await untilSeen(
        others,
        since,
        async (p) => (await call(p, 'GET', `/api/users/${user.id}/`, { token: access })).status === 403,
      );
      for (const s of seen) {
        if (s.ms === null) missed++;
        else times.push(s.ms);
        staleReads.push(s.stale);
      }
    }
    return {
      held: missed === 0,
      detail:
        `403 on the other processes after A's answer: ${times.length ? spread(times) : 'none'}` +
        `${missed ? `; ${missed} never within ${CACHE_TIMEOUT_MS / 1000} s` : ''}; stale 200s read meanwhile: ${staleReads.join(', ')}`,
    };
  });

  const website = await must(201, a, 'POST', '/api/websites/', {
    ...admin,
    json: { name: 'Multi-process bench', url: 'https://multi-process.bench.test', category: 'news', status: 'active' },
  });
  const player = await must(201, a, 'POST', '/api/players/players/', {
    ...admin,
    json: { name: 'Bench player', website_id: website.id, status: 'active' },
  });
  const configPath = `/api/players/public/${player.id}/`;

  await check(`a player cache purge on A reaches the public-config cache of every other process (${REPEATS} purges)`, async () => {
    const etagOf = async (p) => {
      const res = await call(p, 'GET', configPath);
      if (res.status !== 200) throw new Error(`public config on ${p.name}: ${res.status} ${res.text.slice(0, 200)}`);
      return res.headers.get('etag');
    };
    const times = [];
    let missed = 0;
    let writerStale = 0;
    for (let i = 0; i < REPEATS; i++) {
      const before = new Map();
      // Twice: the first read builds and keeps the config, the second is answered from memory.
      for (const p of apis) {
        await etagOf(p);
        before.set(p.name, await etagOf(p));
      }
      await must(200, a, 'POST', '/api/purge_cache/purge/', { ...admin, json: { url: configPath } });
      const since = performance.now();
      // The writer's own process: its answer waited for its copy to go (lib/write-barriers.ts).
      if ((await etagOf(a)) === before.get(a.name)) writerStale++;
      const seen = await untilSeen(others, since, async (p) => (await etagOf(p)) !== before.get(p.name));
      for (const s of seen) {
        if (s.ms === null) missed++;
        else times.push(s.ms);
      }
    }
    return {
      held: missed === 0 && writerStale === 0,
      detail:
        `new ETag on the other processes after A's answer: ${times.length ? spread(times) : 'none'}` +
        `${missed ? `; ${missed} never within ${CACHE_TIMEOUT_MS / 1000} s` : ''}; A itself served the old one right after ${writerStale} of ${REPEATS} purges`,
    };
  });

  await check(
    'a white label made and renamed on A is the branding on B at once (kept per process, dropped by the whitelist trigger notifying)',
    async () => {
      const domain = 'multi-process.bench.test';
      const label = await must(201, a, 'POST', '/api/whitelist/', {
        ...admin,
        json: { domain, status: 'active', company_name: 'Bench One' },
      });
      const first = await call(b, 'POST', '/api/whitelist/check/', { json: { domain } });
      await must(200, a, 'PATCH', `/api/whitelist/${label.id}/`, { ...admin, json: { company_name: 'Bench Two' } });
      const second = await call(b, 'POST', '/api/whitelist/check/', { json: { domain } });
      return {
        held: first.data?.company_name === 'Bench One' && second.data?.company_name === 'Bench Two',
        detail: `B's branding: "${first.data?.company_name}" after the create, "${second.data?.company_name}" right after the rename`,
      };
    },
  );

  const video = makeVideo(work);
  let uploaded = null;
  let uploadedAt = 0;
  await check('an upload through A is read, byte for byte, through B (the shared storage folder)', async () => {
    const form = new FormData();
    form.append('website_id', String(website.id));
    form.append('name', 'Bench video');
    form.append('file', new Blob([video.bytes], { type: 'video/mp4' }), 'bench.mp4');
    uploaded = await must(201, a, 'POST', '/api/players/videos/', { ...admin, body: form });
    uploadedAt = performance.now();
    const mediaPath = new URL(uploaded.url, a.url).pathname;
    const res = await fetch(b.url + mediaPath);
    const bytes = Buffer.from(await res.arrayBuffer());
    return {
      held: res.status === 200 && sha256(bytes) === sha256(video.bytes),
      detail: `${mediaPath} through B: ${res.status}, ${bytes.length} bytes, SHA-256 ${sha256(bytes) === sha256(video.bytes) ? 'the same' : 'DIFFERENT'}`,
    };
  });

  await check("a job queued through A's API (the upload's probe) is done by the worker (API processes run none)", async () => {
    if (!uploaded) throw new Error('no upload to probe (the check above failed)');
    const since = uploadedAt;
    let done = null;
    let ms = null;
    while (performance.now() - since < JOB_TIMEOUT_MS) {
      const row = await must(200, b, 'GET', `/api/players/videos/${uploaded.id}/`, admin);
      if (row.status === 'uploaded') {
        done = row;
        ms = performance.now() - since;
        break;
      }
      await sleep(50);
    }
    // The job is marked completed once its handler has returned, a moment after the video's row.
    const jobOf = async () =>
      (await must(200, b, 'GET', '/api/jobs/?name=players.probe-video&limit=10', admin)).results.find(
        (j) => j.singleton_key === `video-${uploaded.id}`,
      );
    let job = await jobOf();
    while (done && job?.state !== 'completed' && performance.now() - since < JOB_TIMEOUT_MS) {
      await sleep(50);
      job = await jobOf();
    }
    const waited = job?.started_at ? new Date(job.started_at).getTime() - new Date(job.created_at).getTime() : null;
    const read =
      done && video.real ? (done.length !== null ? `, length ${done.length} s read by the worker's ffprobe` : ', no length') : '';
    return {
      held: done !== null && job?.state === 'completed' && (!video.real || done.length !== null),
      detail:
        `video "uploaded" on B ${fmt(ms)} after the upload's answer${read}; job ${job?.state ?? 'not found'}, ` +
        `queued to started ${waited === null ? '-' : `${waited} ms`} (the worker polls every 2 s: an API process's send cannot wake it)` +
        `${video.real ? '' : ' (no ffmpeg here: a stand-in file, no length expected)'}`,
    };
  });

  await check('a resumable upload begun on A is finished on B (tus on the shared folder)', async () => {
    const half = Math.floor(video.bytes.length / 2);
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await call(a, 'POST', '/api/players/uploads/', {
      ...admin,
      headers: {
        ...tus,
        'upload-length': String(video.bytes.length),
        'upload-metadata': tusMetadata({ website_id: website.id, name: 'Bench resumable', filename: 'bench.mp4' }),
      },
    });
    if (created.status !== 201) throw new Error(`create on A: ${created.status} ${created.text.slice(0, 200)}`);
    const location = new URL(created.headers.get('location'), a.url).pathname;
    const octets = { ...tus, 'content-type': 'application/offset+octet-stream' };
    const first = await call(a, 'PATCH', location, {
      ...admin,
      headers: { ...octets, 'upload-offset': '0' },
      body: video.bytes.subarray(0, half),
    });
    const head = await call(b, 'HEAD', location, { ...admin, headers: tus });
    const offset = head.headers.get('upload-offset');
    const last = await call(b, 'PATCH', location, {
      ...admin,
      headers: { ...octets, 'upload-offset': String(offset) },
      body: video.bytes.subarray(Number(offset)),
    });
    const videoId = last.headers.get('upload-video-id');
    const row = videoId ? await call(a, 'GET', `/api/players/videos/${videoId}/`, admin) : null;
    return {
      held: first.status === 204 && Number(offset) === half && last.status === 204 && row?.data?.size === video.bytes.length,
      detail:
        `first half on A ${first.status}; HEAD on B says offset ${offset} of ${video.bytes.length}; last half on B ${last.status}, ` +
        `video ${videoId ?? '-'} of ${row?.data?.size ?? '-'} bytes seen on A`,
    };
  });
  return { configPath };
}

/**
 * What a process does when PostgreSQL drops its listening connections (a restart, a failover, an
 * idle-connection killer): measured by the public config, which a process answers from memory
 * only while it listens, and whose anonymous database reads are limited per address (a burst of
 * 100, then 429).
 */
async function listenLossCheck(apis, databaseName, configPath) {
  const BURST = 150;
  // All at once, so that the limiter's refill (20 a second) does not hide what reached the database.
  const throttled = async (p) => {
    const answers = await Promise.all(Array.from({ length: BURST }, () => call(p, 'GET', configPath)));
    return answers.filter((a) => a.status === 429).length;
  };
  await check(
    `after PostgreSQL drops the LISTEN connections, the processes cache again (${BURST} anonymous config reads at once, each)`,
    async () => {
      const before = await Promise.all(apis.map(throttled));
      const listeners = `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}' and query like 'LISTEN %'`;
      const dropped = (await onServer(process.env.DATABASE_URL, listeners)).length;
      await sleep(3000);
      // Every process reads it once (building its copy, if it keeps one again), then the burst.
      for (const p of apis) await call(p, 'GET', configPath);
      const after = await Promise.all(apis.map(throttled));
      const held = after.every((n) => n === 0);
      return {
        held,
        detail:
          `429s before: ${apis.map((p, i) => `${p.name} ${before[i]}`).join(', ')}; ${dropped} listening connections ended; ` +
          `3 s later: ${apis.map((p, i) => `${p.name} ${after[i]}`).join(', ')}` +
          (held ? '' : ' (each read went to the database: nothing is kept once the connection is lost, and it is not opened again)'),
      };
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Throughput
// ---------------------------------------------------------------------------------------------

/** The PostgreSQL backends of the benchmark's database (pg_stat_activity), for their CPU time in /proc. */
async function backendPids(databaseName) {
  const rows = await onServer(process.env.DATABASE_URL, `select pid from pg_stat_activity where datname = '${databaseName}'`);
  return rows.map((r) => r.pid);
}

/** CPU ms of each pid, keyed by pid. */
const cpuOf = (pids) => new Map(pids.map((pid) => [pid, cpuMs(pid)]));
/** CPU ms spent between two readings (a pid that appeared meanwhile counts whole). */
const cpuSpent = (before, after) => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

async function measure(name, targets, token, databaseName) {
  const load = {
    url: targets.map((p) => p.url + LIST_PATH),
    headers: { authorization: `Bearer ${token}` },
    connections: options.connections,
  };
  if (options.warmup > 0) await autocannon({ ...load, duration: options.warmup });
  const load1 = os.loadavg()[0];
  const apiPids = targets.map((p) => p.child.pid);
  const apiBefore = cpuOf(apiPids);
  const dbBefore = cpuOf(await backendPids(databaseName));
  const clientBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const result = await autocannon({ ...load, duration: options.duration });
  const machineAfter = machineCpu();
  const client = process.cpuUsage(clientBefore);
  const dbAfter = cpuOf(await backendPids(databaseName));
  const apiAfter = cpuOf(apiPids);
  const requests = Math.max(1, result.requests.total);
  const busy =
    machineBefore && machineAfter
      ? (100 * (machineAfter.busy - machineBefore.busy)) / Math.max(1, machineAfter.total - machineBefore.total)
      : NaN;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    apiCpu: cpuSpent(apiBefore, apiAfter) / requests,
    dbCpu: cpuSpent(dbBefore, dbAfter) / requests,
    clientCpu: (client.user + client.system) / 1000 / requests,
    busy,
    load: load1,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function printTable(rows) {
  const columns = [
    ['target', (r) => r.name, 'left'],
    ['req/s', (r) => r.rps.toFixed(0)],
    ['p50 ms', (r) => String(r.p50)],
    ['p99 ms', (r) => String(r.p99)],
    ['requests', (r) => String(r.requests)],
    ['API CPU ms/req', (r) => r.apiCpu.toFixed(2)],
    ['PostgreSQL CPU ms/req', (r) => r.dbCpu.toFixed(2)],
    ['autocannon CPU ms/req', (r) => r.clientCpu.toFixed(2)],
    ['machine busy', (r) => `${r.busy.toFixed(0)}%`],
    ['load avg', (r) => r.load.toFixed(2)],
    ['failed', (r) => String(r.failed)],
  ];
  const cells = [columns.map(([title]) => title), ...rows.map((r) => columns.map(([, get]) => get(r)))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  for (const line of cells) {
    console.log(line.map((cell, i) => (columns[i][2] === 'left' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
}

// ---------------------------------------------------------------------------------------------
// Cold start: what happens when the processes are not started in the documented order
// ---------------------------------------------------------------------------------------------

/**
 * Starts BENCH_PROCESSES API processes and a worker on a new, empty database, the worker first or
 * all at once; answers who came up, then stops them and drops the database.
 */
async function coldStart(label, workerFirst) {
  const mark = cleanups.length;
  nextPort = options.port;
  try {
    const databaseUrl = (await scratchDatabase(process.env.DATABASE_URL, 'pubdesk_bench_mp_cold')).url;
    const shared = { databaseUrl, dataDir: tempDir('pubdesk-bench-mp-cold-'), secret: randomBytes(32).toString('hex') };
    const procs = [startProcess(`${label}-worker`, 'worker.ts', processEnv(shared, WORKER_ENV), shared.dataDir)];
    if (workerFirst) await whenReady(procs[0]);
    for (let i = 0; i < options.processes; i++) {
      const port = await freePort();
      const env = processEnv(shared, { PORT: String(port), HOST: '127.0.0.1', PUBDESK_RUN_WORKER: 'false', PUBDESK_DEMO: '0' });
      procs.push(startProcess(`${label}-api-${i + 1}`, 'server.ts', env, shared.dataDir));
    }
    return await Promise.all(
      procs.map((p) =>
        whenReady(p, 90_000).then(
          () => ({ name: p.name, up: true }),
          () => ({ name: p.name, up: false, why: firstError(p.log) }),
        ),
      ),
    );
  } finally {
    await undoTo(mark);
  }
}

/**
 * Two API processes on one embedded database folder (no DATABASE_URL): the embedded database is
 * one process, so the second should be refused. Answers whether it started, and whether a white
 * label made on the first is the branding on the second.
 */
async function embeddedTwice() {
  const mark = cleanups.length;
  nextPort = options.port;
  try {
    const dataDir = tempDir('pubdesk-bench-mp-embedded-');
    const env = (port) => ({
      ...processEnv({ dataDir, secret: randomBytes(32).toString('hex') }, {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBDESK_DEMO: '0',
      PUBDESK_ADMIN_PASSWORD: ADMIN.password,
    });
    const first = startProcess('embedded-1', 'server.ts', env(await freePort()), dataDir);
    await whenReady(first);
    const second = startProcess('embedded-2', 'server.ts', env(await freePort()), dataDir);
    const up = await whenReady(second, 90_000).then(
      () => true,
      () => false,
    );
    if (!up) return { held: true, detail: `the second process stopped: ${firstError(second.log)}` };
    const { access } = await signIn(first, ADMIN);
    const domain = 'embedded.bench.test';
    await must(201, first, 'POST', '/api/whitelist/', { token: access, json: { domain, status: 'active', company_name: 'Written on 1' } });
    const seen = await call(second, 'POST', '/api/whitelist/check/', { json: { domain } });
    return {
      held: false,
      detail:
        `both started on ${path.join(dataDir, 'pglite')}; a white label written on the first is "${seen.data?.company_name}" on the second ` +
        '(two databases in one folder: each writes its own files over the other)',
    };
  } finally {
    await undoTo(mark);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error(
      'bench:multi-process needs DATABASE_URL (a PostgreSQL server; see bench/README.md): the embedded database is one process.',
    );
    process.exitCode = 1;
    return;
  }
  const began = performance.now();
  console.log(`multi-process benchmark: ${options.processes} API processes and 1 worker on PostgreSQL; ${loadLine()}`);
  const database = await scratchDatabase(process.env.DATABASE_URL, 'pubdesk_bench_mp');
  const shared = { databaseUrl: database.url, dataDir: tempDir('pubdesk-bench-mp-'), secret: randomBytes(32).toString('hex') };
  const work = tempDir('pubdesk-bench-mp-work-');
  const apiEnv = (port, origin) =>
    processEnv(shared, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBDESK_RUN_WORKER: 'false',
      PUBDESK_DEMO: '0',
      PUBDESK_ADMIN_PASSWORD: ADMIN.password,
      PUBDESK_MAIN_ORIGIN: origin,
    });

  // 1. One API process alone: it applies the migrations and creates the admin.
  const firstPort = await freePort();
  const origin = `http://127.0.0.1:${firstPort}`;
  const apis = [startProcess('api-1', 'server.ts', apiEnv(firstPort, origin), work)];
  const firstMs = await whenReady(apis[0]);
  console.log(`database ${database.name}; api-1 migrated it and is up in ${(firstMs / 1000).toFixed(1)} s`);
  const publishers = await seedUsers(database.url);
  console.log(`seeded ${USER_COUNT} users with profiles`);

  // 2. The other API processes and the worker, all at once: the schema is there already.
  for (let i = 1; i < options.processes; i++) apis.push(startProcess(`api-${i + 1}`, 'server.ts', apiEnv(await freePort(), origin), work));
  const worker = startProcess('worker', 'worker.ts', processEnv(shared, WORKER_ENV), work);
  await Promise.all([...apis.slice(1), worker].map((p) => whenReady(p)));
  console.log(`up: ${apis.map((p) => `${p.name} ${p.url}`).join(', ')}, and the worker; shared data folder ${shared.dataDir}`);

  const { access: adminToken } = await signIn(apis[0], ADMIN);
  console.log('');
  console.log(`checks (A = ${apis[0].name}, B = ${apis[1].name}):`);
  const { configPath } = await runChecks(apis, adminToken, publishers, work);

  console.log('');
  console.log(
    `throughput of GET ${LIST_PATH} (${USER_COUNT} users): ${options.connections} connections, ` +
      `${options.warmup} s warm-up + ${options.duration} s measured per target`,
  );
  const token = (await signIn(apis[0], ADMIN)).access;
  const ones = [];
  const alls = [];
  for (let round = 0; round < options.rounds; round++) {
    ones.push(await measure(`1 process (${apis[0].name})`, [apis[0]], token, database.name));
    alls.push(await measure(`${apis.length} processes, round-robin`, apis, token, database.name));
  }
  printTable(ones.flatMap((one, i) => [one, alls[i]]));
  const mean = (rows) => rows.reduce((sum, r) => sum + r.rps, 0) / rows.length;
  const ratio = mean(alls) / mean(ones);
  const cpus = os.availableParallelism();
  // CPU per request grows when other work shares the cores: the cheapest run is the closest to the machine's own cost.
  const perRequest = Math.min(...[...ones, ...alls].map((r) => r.apiCpu + r.dbCpu + r.clientCpu));
  const busiest = Math.min(...ones.map((r) => r.busy));
  console.log('');
  console.log(
    `ratio ${apis.length} processes / 1 process (mean req/s over ${options.rounds} round${options.rounds === 1 ? '' : 's'}): ` +
      `${mean(alls).toFixed(0)} / ${mean(ones).toFixed(0)} = ${ratio.toFixed(2)}x`,
  );
  console.log(
    `note: the ${cpus} CPUs here run the API processes, PostgreSQL, autocannon (and whatever else the load average counts) ` +
      `together, so ${apis.length} processes cannot scale beyond the cores: a request costs at least ${perRequest.toFixed(2)} ms ` +
      `of CPU in all (API + PostgreSQL + autocannon), a ceiling near ${((cpus * 1000) / perRequest).toFixed(0)} req/s for the ` +
      `whole machine, and with 1 process the machine was already ${busiest.toFixed(0)}% busy or more. One API process uses one ` +
      'core for its JavaScript; more processes help when cores are idle.',
  );
  const one = { failed: ones.reduce((n, r) => n + r.failed, 0) };
  const all = { failed: alls.reduce((n, r) => n + r.failed, 0) };
  if (one.failed || all.failed) console.log('warning: some requests failed (non-2xx, errors or timeouts); the figures are not comparable');

  // Last, as it leaves the processes without their caches.
  console.log('');
  await listenLossCheck(apis, database.name, configPath);

  // Stop the documented set before the cold starts, so that they do not share the machine with it.
  await Promise.all([...apis, worker].map((p) => p.stop()));

  if (options.coldStart) {
    console.log('');
    console.log('outside the documented order:');
    const cases = [
      ['all', false, 1, `${options.processes} API processes and the worker started at the same moment`],
      ['worker-first', true, options.coldRuns, `the worker first (it migrates), then ${options.processes} API processes at once`],
    ];
    for (const [label, workerFirst, runs, name] of cases) {
      const why = new Set();
      let whole = 0;
      for (let run = 0; run < runs; run++) {
        const outcomes = await coldStart(label, workerFirst);
        const down = outcomes.filter((o) => !o.up);
        if (down.length === 0) whole++;
        for (const o of down) why.add(`${o.name.replace(/^[a-z-]+-(api|worker)/, '$1')} exited: ${o.why}`);
      }
      report(whole === runs, `${name}: every process up in ${whole} of ${runs} run${runs === 1 ? '' : 's'}`, [...why].join('\n        '));
    }
    await check('a second API process on the same embedded database folder (no DATABASE_URL) is refused', embeddedTwice);
  }

  const failed = results.filter((r) => !r.held);
  console.log('');
  console.log(
    `${results.length - failed.length} held, ${failed.length} failed, in ${((performance.now() - began) / 1000).toFixed(0)} s; ${loadLine()}`,
  );
}

process.on('SIGINT', () => void undoTo(0).then(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error(`multi-process benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await undoTo(0);
}
