import type { FastifyBaseLogger } from 'fastify';
import type { Permission } from '@pubdesk/contract';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import type { App } from './fastify-app.js';
import type { AnyJobDefinition, JobKind } from './jobs/index.js';

/** What a seeder may need besides the database: the server secret seals demo credentials. */
export interface SeedContext {
  secret: string;
  /** Today in the reporting time zone (YYYY-MM-DD): the last day of the demo statistics. */
  today: string;
}

/** What a feature's job handlers may use: the same in the server and in a worker process of its own. */
export interface JobDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /**
   * Queues a job from inside another (the import scheduler queues each source's run). Bound once
   * the queue exists: the definitions are made before it.
   */
  send?: <P>(kind: JobKind<P>, payload: P) => Promise<string | null>;
}

/**
 * One feature of the API, as its module exports it from `index.ts` and `features.ts` lists it.
 * The wiring takes everything from here: routes (in the list's order), demo data (in seedOrder),
 * and background jobs; nothing central names a module's functions.
 */
export interface Feature {
  /** The module folder's name. */
  readonly name: string;
  /** Registers the feature's routes on the app (each declares its access rule). */
  readonly routes: (app: App) => Promise<void>;
  /** Demo data, run inside the seeding transaction on a fresh database when demo data is asked for. */
  readonly seed?: (db: Db, ctx: SeedContext) => Promise<void>;
  /**
   * Where the seeder runs among the others, lowest first: after the seeders whose rows it
   * refers to (users 10, then whitelabels 20, group types 30, websites 40, ...). Default 1000.
   */
  readonly seedOrder?: number;
  /** The feature's kinds of background job; handlers get what they need from the deps. */
  readonly jobs?: (deps: JobDeps) => readonly AnyJobDefinition[];
  /** The permission codenames the feature's routes check (from the contract's catalogue). */
  readonly permissions?: readonly Permission[];
}

/** Declares a feature; the identity function is there for the type and for a readable definition. */
export function defineFeature(feature: Feature): Feature {
  return feature;
}

/** The features' demo seeders, lowest seedOrder first; equal orders keep the list's order. */
export function seedersOf(features: readonly Feature[]): Array<(db: Db, ctx: SeedContext) => Promise<void>> {
  return features
    .flatMap(({ seed, seedOrder = 1000 }, index) => (seed ? [{ seed, seedOrder, index }] : []))
    .sort((a, b) => a.seedOrder - b.seedOrder || a.index - b.index)
    .map(({ seed }) => seed);
}

/** Every feature's job definitions, for the queue (in the server, or in a worker process). */
export function jobsOf(features: readonly Feature[], deps: JobDeps): AnyJobDefinition[] {
  return features.flatMap((feature) => feature.jobs?.(deps) ?? []);
}
