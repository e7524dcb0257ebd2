import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import type { Database } from './db/client.js';
import type { App, Deps } from './app-types.js';
import { registerAuth } from './plugins/auth.js';
import { registerDocs } from './plugins/docs.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerGuard } from './plugins/guard.js';
import { findWebDist, registerStatic } from './plugins/web.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerCompression } from './plugins/compression.js';
import { createStorage } from './lib/storage/index.js';
import { multipartOptions } from './lib/uploads.js';
import { createTokenSigner } from './modules/auth/tokens.js';
import { createMailer, type Mailer } from './modules/mail/mail.service.js';
import { mailJobs, type MailJobDeps } from './modules/mail/mail.jobs.js';
import { createJobQueue, type AnyJobDefinition } from './lib/jobs/index.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { whitelistRoutes } from './modules/whitelist/whitelist.routes.js';
import { websitesRoutes } from './modules/websites/websites.routes.js';
import { groupTypesRoutes } from './modules/group-types/group-types.routes.js';
import { placementGroupsRoutes } from './modules/placement-groups/placement-groups.routes.js';
import { tagsRoutes } from './modules/tags/tags.routes.js';
import { sharesRoutes } from './modules/shares/shares.routes.js';
import { externalApisRoutes } from './modules/external-apis/external-apis.routes.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { suppliersRoutes } from './modules/suppliers/suppliers.routes.js';
import { supplierSharesRoutes } from './modules/suppliers/supplier-shares.routes.js';
import { adsRoutes } from './modules/suppliers/ads.routes.js';
import { placementGroupDataRoutes } from './modules/placement-group-data/placement-group-data.routes.js';
import { accessRoutes } from './modules/access/access.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { impersonationRoutes } from './modules/impersonation/impersonation.routes.js';
import { usersAdminRoutes } from './modules/users/users.admin.routes.js';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.js';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js';
import { createApiKeyLookup } from './modules/api-keys/api-keys.lookup.js';
import { registerAudit } from './plugins/audit.js';
import { createAccessResolver } from './modules/access/index.js';

/** Each module registers its own routes; adding a feature is one line here. */
const modules = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  whitelistRoutes,
  mailRoutes,
  jobsRoutes,
  websitesRoutes,
  groupTypesRoutes,
  placementGroupsRoutes,
  tagsRoutes,
  sharesRoutes,
  externalApisRoutes,
  metricsRoutes,
  suppliersRoutes,
  supplierSharesRoutes,
  adsRoutes,
  placementGroupDataRoutes,
  accessRoutes,
  auditRoutes,
  impersonationRoutes,
  usersAdminRoutes,
  assignmentsRoutes,
  apiKeysRoutes,
];

/** Every module's background jobs; the API and `npm run worker` run the same list. */
export const jobDefinitions = (deps: MailJobDeps): AnyJobDefinition[] => [...mailJobs(deps)];

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer (tests capture mail this way). */
  mailer?: Mailer;
  /** Serve the built console; off in API tests. */
  serveWeb?: boolean;
  /**
   * Start the job queue with the server, running its worker here when runWorker says so. Left
   * out (API tests), the queue starts on first use and runs no handler, so a test that does not
   * use it pays nothing for it.
   */
  jobs?: { runWorker: boolean; pollingIntervalSeconds?: number };
}

/** Builds the whole server: plugins, then every module's routes. The only wiring file. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config, database } = opts;
  const app = Fastify({
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

  const jobs = createJobQueue({
    database,
    log: app.log,
    jobs: jobDefinitions({ db: database.db, config, log: app.log }),
    runWorker: opts.jobs?.runWorker ?? false,
    ...(opts.jobs?.pollingIntervalSeconds ? { pollingIntervalSeconds: opts.jobs.pollingIntervalSeconds } : {}),
  });
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
  };
  await deps.access.start();
  app.addHook('onClose', () => deps.access.stop());
  app.decorate('deps', deps);

  const webDist = opts.serveWeb ? findWebDist(config.PUBDESK_WEB_DIST) : null;
  registerErrorHandling(app, { spaFallback: Boolean(webDist) });
  // Before any other plugin or route, so that every route has it.
  registerInputGuard(app);
  registerSecurityHeaders(app, config);
  await app.register(multipart, multipartOptions(config));
  // Static files first: the console is pre-compressed and uploads are images; every route
  // after the compression plugin (the docs, the API) is compressed on the fly.
  await registerStatic(app, { uploadDir: config.uploadDir, webDist });
  await registerCompression(app);
  await registerDocs(app, config.PRODUCT_NAME);

  registerAuth(app, deps.tokens, deps.access, createApiKeyLookup(deps.db));
  registerGuard(app);
  registerAudit(app, deps.db);
  for (const register of modules) await app.register(register);
  return app;
}
