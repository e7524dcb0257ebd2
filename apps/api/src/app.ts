import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { App, Deps } from './app-types.js';
import { registerAudit } from './plugins/audit.js';
import { wroteSomething, registerAuth } from './plugins/auth.js';
import { registerDocs } from './plugins/docs.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerGuard } from './plugins/guard.js';
import { findPortalDist, findWebDist, registerStatic } from './plugins/web.js';
import { findPlayerDist, registerPlayerScript } from './plugins/player-script.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerCompression } from './plugins/compression.js';
import { createStorage } from './lib/storage/index.js';
import { multipartOptions } from './lib/uploads.js';
import { jobsOf, type JobDeps } from './lib/feature.js';
import { createRawRoutes } from './lib/raw-routes.js';
import { createWriteBarriers } from './lib/write-barriers.js';
import { createJobQueue, type AnyJobDefinition, type JobQueue } from './lib/jobs/index.js';
import type { Mailer } from './lib/mailer.js';
import { features } from './features.js';
import { createAccessResolver } from './modules/access/index.js';
import { createApiKeyLookup } from './modules/api-keys/index.js';
import { auditRepo } from './modules/audit/index.js';
import { createTokenSigner } from './modules/auth/index.js';
import { createMailer } from './modules/mail/index.js';
import { impersonationSessions } from './modules/impersonation/index.js';

/** Every feature's background jobs; the API and `npm run worker` run the same list. */
export const jobDefinitions = (deps: JobDeps): AnyJobDefinition[] => jobsOf(features, deps);

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer (tests capture mail this way). */
  mailer?: Mailer;
  /** Serve the built console and portal; off in API tests. */
  serveWeb?: boolean;
  /**
   * Start the job queue with the server, running its worker here when runWorker says so. Left
   * out (API tests), the queue starts on first use and runs no handler, so a test that does not
   * use it pays nothing for it.
   */
  jobs?: { runWorker: boolean; pollingIntervalSeconds?: number };
}

/** Builds the whole server: plugins, then every feature's routes, in the order features.ts lists them. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const rawRoutes = createRawRoutes();
  const app = Fastify({
    // The hottest public reads are answered from memory before Fastify (lib/raw-routes.ts).
    serverFactory: (handler) => createServer((req, res) => rawRoutes.handle(req, res) || handler(req, res)),
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'].slice(0, 100) : randomUUID()),
    forceCloseConnections: 'idle',
    // Errors raised before routing (a malformed URL, an over-long header) answer in DRF's shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schemas in development and tests; in production the
  // checked shapes are trusted and sent straight through JSON.stringify.
  app.setSerializerCompiler(config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler);

  // A job may queue another: the sender reaches the queue once it exists.
  let queue: JobQueue | null = null;
  const send: JobDeps['send'] = (kind, payload) => queue!.send(kind, payload);
  const jobs = createJobQueue({
    database,
    log: app.log,
    jobs: jobDefinitions({ db: database.db, config, log: app.log, send }),
    runWorker: opts.jobs?.runWorker ?? false,
    ...(opts.jobs?.pollingIntervalSeconds ? { pollingIntervalSeconds: opts.jobs.pollingIntervalSeconds } : {}),
  });
  queue = jobs;
  if (opts.jobs) await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  const deps: Deps = {
    config,
    database,
    db: database.db,
    jobs,
    mailer: opts.mailer ?? createMailer({ db: database.db, log: app.log, jobs, smtp: config.isSmtpConfigured }),
    storage: createStorage(config),
    tokens: createTokenSigner(config.secret),
    access: createAccessResolver(database.db, database),
    impersonations: impersonationSessions(database.db),
    rawRoutes,
    writeBarriers: createWriteBarriers(),
  };
  await deps.access.start();
  app.addHook('onClose', () => deps.access.stop());
  app.decorate('deps', deps);

  const webDist = opts.serveWeb ? findWebDist(config.PUBDESK_WEB_DIST) : null;
  const portalDist = opts.serveWeb ? findPortalDist(config.PUBDESK_PORTAL_DIST) : null;
  registerErrorHandling(app, { consoleDist: webDist, portalDist });
  // Before any other plugin or route, so that every route has them.
  registerJsonBody(app);
  registerInputGuard(app);
  registerSecurityHeaders(app, config);
  await app.register(multipart, multipartOptions(config));
  // Static files first: the console is pre-compressed and uploads are images; every route
  // after the compression plugin (the docs, the API) is compressed on the fly.
  await registerStatic(app, { uploadDir: config.uploadDir, webDist, portalDist, rawRoutes });
  if (opts.serveWeb) registerPlayerScript(app, findPlayerDist(config.PUBDESK_PLAYER_DIST));
  await registerCompression(app);
  await registerDocs(app, config.PRODUCT_NAME);

  registerAuth(app, deps.tokens, deps.access, createApiKeyLookup(deps.db), deps.impersonations);
  // A refused write changed nothing: only a write that went through waits for the other processes.
  app.addHook('onSend', async (request, reply, payload) => {
    if (wroteSomething(request, reply)) await deps.writeBarriers.settle();
    return payload;
  });
  registerGuard(app);
  registerAudit(app, auditRepo(deps.db).record);
  for (const feature of features) await app.register(feature.routes);
  return app;
}
