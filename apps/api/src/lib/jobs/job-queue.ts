import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { bossDb } from './boss-db.js';
import type { AnyJobDefinition, JobKind, JobRun } from './job-definition.js';
import { listJobRecords, type JobFilter, type JobRecord } from './job-records.js';

/** Where pg-boss keeps its tables, beside the product's `public` schema. */
const SCHEMA = 'pgboss';

/**
 * How often an idle worker asks for work, per kind. A job sent from this process wakes its
 * worker at once, so polling only finds retries whose delay is over, cron jobs and, on
 * PostgreSQL, jobs sent by other processes. On the embedded database every job comes from this
 * process (no other can open it), so it polls rarely: its one connection serves the requests.
 */
const pollingSeconds: Record<Database['kind'], number> = { pglite: 10, postgres: 2 };
/** How long stop() lets running handlers finish before their jobs are failed (and so retried). */
const STOP_TIMEOUT_MS = 20_000;

export interface SendOptions {
  /** Overrides the kind's own singletonKey(payload) for this send (singleton kinds only). */
  singletonKey?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  /**
   * Enqueues a job: answers its id, or null when it was dropped because a job of the same
   * singleton key is already waiting. Send after a transaction commits, never inside one: the
   * job is not part of it, and on the embedded database it would wait for the transaction's end.
   */
  send<P>(kind: JobKind<P>, payload: P, options?: SendOptions): Promise<string | null>;
  /** Sends a job of the kind on a cron schedule (one per kind; a second call replaces it). */
  schedule<P>(kind: JobKind<P>, cron: string, payload: P, options?: { tz?: string }): Promise<void>;
  unschedule(kind: JobKind<unknown>): Promise<void>;
  schedules(): Promise<Array<{ name: string; cron: string; tz: string }>>;
  /** Jobs newest first, for `GET /api/jobs/`. */
  list(filter: JobFilter, window: { limit: number; offset: number }): Promise<{ count: number; results: JobRecord[] }>;
  /**
   * Installs (or migrates) the queue's tables and the kinds' queues and schedules, and starts
   * the worker when asked to. Idempotent; every other method starts the queue on first use.
   */
  start(): Promise<void>;
  /** Stops polling, lets running handlers finish (up to 20 s) and stops using the database. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  jobs: readonly AnyJobDefinition[];
  /** Run the handlers in this process; false on API instances beside a separate worker. */
  runWorker: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * The durable job queue, on pg-boss in the product's own database (embedded PGlite or
 * PostgreSQL). A job is a row: it survives a restart and runs once a worker is up. Delivery is
 * exactly once; execution is at least once (see JobSpec.handler).
 */
export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const { database, log, runWorker } = opts;
  const definitions = new Map(opts.jobs.map((d) => [d.name, d]));
  if (definitions.size !== opts.jobs.length) throw new Error('two job definitions share a name');
  const db = bossDb(database);
  const interval = opts.pollingIntervalSeconds ?? pollingSeconds[database.kind];
  // Maintenance (failing expired runs, archiving) and cron dispatch are the workers' part; the
  // cron dispatcher polls its own queue like the workers (pg-boss allows 1 to 45 s).
  const cronWorkerIntervalSeconds = Math.min(45, Math.max(1, interval));
  const boss = new PgBoss({ db, schema: SCHEMA, supervise: runWorker, schedule: runWorker, migrate: true, cronWorkerIntervalSeconds });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const workerIds = new Map<string, string>();
  let starting: Promise<void> | null = null;
  let stopped = false;

  const definitionOf = (kind: JobKind<unknown>) => {
    const definition = definitions.get(kind.name);
    if (!definition) throw new Error(`unknown job kind ${kind.name}: add its definition to the queue`);
    return definition;
  };

  const runOne = async (definition: AnyJobDefinition, job: PgBoss.JobWithMetadata<unknown>) => {
    const run: JobRun = { id: job.id, name: job.name, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
    try {
      await definition.handler(definition.payload.parse(job.data), run);
    } catch (error) {
      const entry = { job: { id: job.id, name: job.name, attempt: run.attempt }, err: error };
      if (run.lastAttempt) log.error(entry, 'job failed: no retry left');
      else log.warn(entry, 'job failed: it will be retried');
      throw error;
    }
  };

  const startWorker = async (definition: AnyJobDefinition) => {
    const options = { pollingIntervalSeconds: interval, batchSize: 1, includeMetadata: true as const };
    const id = await boss.work<unknown>(definition.name, options, async (jobs) => {
      for (const job of jobs) await runOne(definition, job);
      // pg-boss waits a polling interval after each batch: drain what is waiting first.
      if (jobs.length > 0) boss.notifyWorker(workerIds.get(definition.name) ?? '');
    });
    workerIds.set(definition.name, id);
  };

  const install = async () => {
    await boss.start();
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    for (const definition of definitions.values()) {
      const settings: PgBoss.Queue = {
        name: definition.name,
        policy: definition.singletonKey ? 'stately' : 'standard',
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        expireInSeconds: definition.expireInSeconds,
      };
      const queue = existing.get(definition.name);
      if (!queue) await boss.createQueue(definition.name, settings);
      else if (!sameSettings(queue, settings)) await boss.updateQueue(definition.name, settings);
      if (definition.schedule) {
        const { cron, payload, tz } = definition.schedule;
        await boss.schedule(definition.name, cron, toData(definition, payload), { tz: tz ?? 'UTC' });
      }
    }
    if (runWorker) for (const definition of definitions.values()) await startWorker(definition);
  };

  const started = (): Promise<void> => {
    if (stopped) return Promise.reject(new Error('the job queue is stopped'));
    starting ??= install().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  };

  return {
    async send(kind, payload, options = {}) {
      const definition = definitionOf(kind);
      const data = toData(definition, payload);
      const singletonKey = options.singletonKey ?? definition.singletonKey?.(payload);
      if (singletonKey !== undefined && !definition.singletonKey) throw new Error(`${kind.name} is not a singleton kind`);
      await started();
      const id = await boss.send(kind.name, data, {
        ...(singletonKey !== undefined ? { singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        expireInSeconds: definition.expireInSeconds,
      });
      const worker = workerIds.get(kind.name);
      if (id && worker && !options.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },
    async schedule(kind, cron, payload, options = {}) {
      const data = toData(definitionOf(kind), payload);
      await started();
      await boss.schedule(kind.name, cron, data, { tz: options.tz ?? 'UTC' });
    },
    async unschedule(kind) {
      definitionOf(kind);
      await started();
      await boss.unschedule(kind.name);
    },
    async schedules() {
      await started();
      // The rows of pg-boss's schedule table (its type omits the timezone column).
      const rows = (await boss.getSchedules()) as unknown as Array<{ name: string; cron: string; timezone: string | null }>;
      return rows.map((s) => ({ name: s.name, cron: s.cron, tz: s.timezone ?? 'UTC' }));
    },
    async list(filter, window) {
      await started();
      return listJobRecords(db, SCHEMA, filter, window);
    },
    start: started,
    async stop() {
      if (stopped) return;
      stopped = true;
      const wasStarting = starting;
      if (wasStarting) {
        await wasStarting.catch(() => undefined);
        await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      }
      await db.close();
    },
  };
}

/** The payload checked against the kind's schema, as the JSON object pg-boss stores. */
function toData(definition: AnyJobDefinition, payload: unknown): object {
  const data = definition.payload.parse(payload);
  if (typeof data !== 'object' || data === null) throw new Error(`${definition.name}: a payload must be an object`);
  return data;
}

function sameSettings(queue: PgBoss.QueueResult, settings: PgBoss.Queue): boolean {
  return (
    queue.policy === settings.policy &&
    queue.retryLimit === settings.retryLimit &&
    queue.retryDelay === settings.retryDelay &&
    queue.retryBackoff === settings.retryBackoff &&
    queue.expireInSeconds === settings.expireInSeconds
  );
}
