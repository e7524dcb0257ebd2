import { z } from 'zod';
import { defineJob, jobKind, type AnyJobDefinition, type JobKind } from './job-definition.js';

/**
 * Work a row says is waiting, of one job kind: its rows' payloads, found by `find` (rows left
 * waiting since `before`). A row is written and its job sent after the commit: a crash between the
 * two, or a failed send, leaves the row waiting with no job.
 */
export interface StalledWork {
  kind: string;
  resend(send: SendFn, before: Date): Promise<number>;
}

type SendFn = <P>(kind: JobKind<P>, payload: P) => Promise<string | null>;

export function stalledWork<P>(kind: JobKind<P>, find: (before: Date) => Promise<P[]>): StalledWork {
  return {
    kind: kind.name,
    async resend(send, before) {
      const payloads = await find(before);
      for (const payload of payloads) await send(kind, payload);
      return payloads.length;
    },
  };
}

/**
 * Work left waiting that is settled where it is rather than sent again (`settle` answers how many):
 * a run whose process died, which no job will take up, is failed.
 */
export function stalledSettled(kind: string, settle: () => Promise<number>): StalledWork {
  return { kind, resend: () => settle() };
}

/** Rows waiting this long have no job going: one is sent. */
export const STALLED_MS = 10 * 60 * 1000;

/**
 * A module's sweeper: every five minutes, a job is sent again for each piece of work left waiting
 * for `STALLED_MS`. The kinds it sends are singletons or idempotent (their handlers check the row
 * first), so a send for work whose job is only slow changes nothing.
 */
export function sweeperJob(
  name: string,
  deps: { send?: SendFn; log: { info(obj: object, msg: string): void } },
  works: readonly StalledWork[],
): AnyJobDefinition {
  return defineJob(jobKind(name, z.object({})), {
    retryLimit: 1,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 5 * 60,
    schedule: { cron: '*/5 * * * *', payload: {} },
    async handler() {
      if (!deps.send) return;
      const before = new Date(Date.now() - STALLED_MS);
      for (const work of works) {
        const sent = await work.resend(deps.send, before);
        if (sent > 0) deps.log.info({ kind: work.kind, sent }, 'stalled work sent again');
      }
    },
  });
}
