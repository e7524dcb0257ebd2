import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { defineJob, jobKind, type AnyJobDefinition } from '../../lib/jobs/index.js';
import { backoffRetries } from '../../lib/job-retries.js';
import type { JobDeps } from '../../lib/feature.js';
import { stalledWork, sweeperJob } from '../../lib/jobs/sweeper.js';
import { outboxRepo } from './mail.repo.js';

/** Delivers one outbox row; the payload is its id, so no message text sits in the queue. */
export const deliverMail = jobKind('mail.deliver', z.object({ outboxId: z.number().int().positive() }));

export interface MailJobDeps {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>;
  log: FastifyBaseLogger;
  send?: JobDeps['send'];
}

/**
 * Sends a queued message through SMTP and records the outcome on its row. A failed send is
 * retried with backoff (waits of 30 s, 1, 2, 4 and 8 minutes, each up to twice that); after the last attempt the row
 * says `failed`. A row no longer `queued` (sent by an earlier run of the same job, or deleted)
 * is left alone, so a job run twice does not mail twice unless the crash fell between the SMTP
 * server taking the message and the row being marked.
 */
export function mailJobs(deps: MailJobDeps): AnyJobDefinition[] {
  const transport = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : null;
  const repo = outboxRepo(deps.db);
  const deliver = defineJob(deliverMail, {
    ...backoffRetries({ retries: 5, delaySeconds: 30, runMinutes: 15 }),
    // One delivery of a message at a time: the sweeper's send beside a slow one waits behind it,
    // and finds the message sent.
    singletonKey: ({ outboxId }) => `mail:${outboxId}`,
    async handler({ outboxId }, run) {
      const row = await repo.find(outboxId);
      if (row?.status !== 'queued') return;
      const message = {
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html !== null ? { html: row.html } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      };
      if (!transport) {
        // Queued while SMTP was configured, run where it no longer is: the outbox is the delivery.
        deps.log.info(
          { mail: { to: row.to, subject: row.subject, text: row.redactedText ?? row.text } },
          'mail (no SMTP_URL: kept in the outbox)',
        );
        await repo.setStatus(outboxId, 'logged', null);
        return;
      }
      try {
        await transport.sendMail({ from: deps.config.SMTP_FROM, ...message });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await repo.setStatus(outboxId, run.lastAttempt ? 'failed' : 'queued', error);
        if (run.lastAttempt) deps.log.error({ to: row.to, subject: row.subject, error }, 'mail delivery failed');
        throw err;
      }
      await repo.setStatus(outboxId, 'sent', null);
    },
  });
  // A message kept `queued` whose job was never sent (the process died after the row's commit, or
  // the send failed) is sent again; the delivery reads the row first, so one sent is left alone.
  const resume = sweeperJob('mail.resume', deps, [
    stalledWork(deliverMail, async (before) => (await repo.stalled(before)).map((outboxId) => ({ outboxId }))),
  ]);
  return [deliver, resume];
}
