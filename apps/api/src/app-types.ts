import type { AccessResolver } from './modules/access/access.resolver.js';
import type { Config } from './config/env.js';
import type { Database, Db } from './db/client.js';
import type { Mailer } from './modules/mail/mail.service.js';
import type { Storage } from './services/storage.js';
import type { TokenSigner } from './modules/auth/tokens.js';

/** What modules may use: narrow, explicit, built once in buildApp(). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: Storage;
  tokens: TokenSigner;
  /** Who may do what, read on every request (modules/access/access.resolver.ts). */
  access: AccessResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type { App } from './lib/fastify-app.js';
