import type { Config } from './config/env.js';
import type { Database, Db } from './db/client.js';
import type { AccessResolver, ImpersonationSessions, TokenSigner } from './lib/auth-ports.js';
import type { Mailer } from './lib/mailer.js';
import type { JobQueue } from './lib/jobs/index.js';
import type { Storage } from './lib/storage/index.js';
import type { RawRoutes } from './lib/raw-routes.js';
import type { WriteBarriers } from './lib/write-barriers.js';

/**
 * What modules may use: narrow, explicit, built once in buildApp(). Typed by interfaces from the
 * core (lib/), which the modules implement, so this file stands below the modules.
 */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  /** The background job queue (lib/jobs); a module's jobs are in its `*.jobs.ts`. */
  jobs: JobQueue;
  mailer: Mailer;
  storage: Storage;
  tokens: TokenSigner;
  /** Who may do what, read on every request (the access module's resolver). */
  access: AccessResolver;
  /** Impersonated sessions ended early (the impersonation module's): their tokens are refused. */
  impersonations: ImpersonationSessions;
  /** Public reads answered from memory before Fastify: the player config (lib/raw-routes.ts). */
  rawRoutes: RawRoutes;
  /** Waits between a write and its answer (caches kept by notification catching up). */
  writeBarriers: WriteBarriers;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type { App } from './lib/fastify-app.js';
