import { pino } from 'pino';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { features } from '../src/features.js';
import type { JobDeps } from '../src/lib/feature.js';
import { defineJob, jobKind, type JobQueue, type JobRecord } from '../src/lib/jobs/index.js';
import type { ImportsPorts } from '../src/modules/imports/index.js';
import { demoFigures, refreshRepo, refreshStatistics, statisticsRepo } from '../src/modules/statistics/index.js';

/** Polls `check` until it answers true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A logger whose entries (parsed JSON lines) the test can read. */
export function captureLog(): { log: FastifyBaseLogger; entries: Array<{ level: number; msg: string } & Record<string, unknown>> } {
  const entries: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void entries.push(JSON.parse(line) as (typeof entries)[number]) });
  return { log, entries };
}

/** What the wiring hands imports of statistics (features.ts), for a test that builds an import runner itself. */
export const importsPorts: ImportsPorts = { statistics: statisticsRepo, refreshes: refreshRepo, refreshStatistics, demoFigures };

/** The imports feature's jobs, as the wiring builds them (a worker of its own runs these). */
export const importsJobs = (deps: JobDeps) => features.find((f) => f.name === 'imports')!.jobs!(deps);

/** pino's level number for error. */
export const ERROR = 50;

/** The jobs of one kind, newest first. */
export async function jobsNamed(queue: JobQueue, name: string): Promise<JobRecord[]> {
  return (await queue.list({ name }, { limit: 100, offset: 0 })).results;
}

/** A kind the crash test's child process sends and the test then runs. */
export const survivor = jobKind('test.survivor', z.object({ n: z.number().int() }));
export const survivorJob = (handler: (n: number) => void) =>
  defineJob(survivor, {
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 60,
    handler: async ({ n }) => handler(n),
  });
