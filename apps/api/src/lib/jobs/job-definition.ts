import type { z } from 'zod';

/**
 * A kind of background job: its name and the shape of its payload. A sender needs only this,
 * so a service can enqueue work without knowing how (or in which process) it runs.
 * Names are `<module>.<verb>` (`mail.deliver`).
 */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
}

export function jobKind<P>(name: string, payload: z.ZodType<P>): JobKind<P> {
  return { name, payload };
}

/** What a handler learns about the run it is in. */
export interface JobRun {
  id: string;
  name: string;
  /** 1 for the first run, 2 for the first retry, and so on. */
  attempt: number;
  /** No retry follows if this run fails: the job then ends `failed`. */
  lastAttempt: boolean;
}

/** How a kind of job runs. */
export interface JobSpec<P> {
  /** Retries after the first run; a job runs at most retryLimit + 1 times. */
  retryLimit: number;
  /** Seconds before a retry; with retryBackoff the wait doubles each time (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** The longest one run may take; a run still going then counts as failed (and is retried). */
  expireInSeconds: number;
  /**
   * Makes the kind a singleton: of the jobs with the same key, at most one waits and one runs,
   * and a send while one waits is dropped (answers null). Keys are listed by `GET /api/jobs/`:
   * ids, never secrets.
   */
  singletonKey?(payload: P): string;
  /** A cron schedule registered when the queue starts (one per kind). */
  schedule?: { cron: string; payload: P; tz?: string };
  /**
   * Does the work. Throwing fails the run (retried while retries are left). A job can run more
   * than once (a crash after the work but before it is marked done): handlers must be idempotent.
   */
  handler(payload: P, run: JobRun): Promise<void>;
}

export interface JobDefinition<P> extends JobKind<P>, JobSpec<P> {}

/** Any job definition, as lists of them hold them (the handler is a method, so this type-checks). */
export type AnyJobDefinition = JobDefinition<unknown>;

export function defineJob<P>(kind: JobKind<P>, spec: JobSpec<P>): JobDefinition<P> {
  return { ...spec, name: kind.name, payload: kind.payload };
}
