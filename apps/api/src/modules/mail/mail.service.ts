import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs/index.js';
import { redactedText, type Mailer, type MailMessage } from '../../lib/mailer.js';
import { deliverMail } from './mail.jobs.js';
import { outboxRepo } from './mail.repo.js';

export type { Mailer, MailMessage } from '../../lib/mailer.js';

/**
 * Every message is kept in the outbox table at once, in the request, so a reset link can be
 * followed on a laptop and sent mail is on record. Without SMTP_URL that is the delivery (and
 * the server log shows the message, a reset or verification link hidden). With it, the row is `queued` and a `mail.deliver` job
 * sends it: the request does not wait for the SMTP server, and a failed send is retried.
 */
export function createMailer(opts: { db: Db; log: FastifyBaseLogger; jobs: Pick<JobQueue, 'send'>; smtp: boolean }): Mailer {
  const repo = outboxRepo(opts.db);
  return {
    /**
     * Never fails its caller: a message is sent after the change it tells of has committed (a new
     * password, an e-mail changed, a sign-up), and a 500 then would say the change failed. A
     * message that cannot be kept is written to the log (its secret hidden) as an error.
     */
    async send(message) {
      try {
        await keep(message);
      } catch (err) {
        opts.log.error({ err, mail: { to: message.to, subject: message.subject, text: redactedText(message) } }, 'mail not kept');
      }
    },
  };

  async function keep(message: MailMessage): Promise<void> {
    if (!opts.smtp) {
      // A reset or verification link is not for whoever reads the log: the outbox shows it to the addressee and admins.
      opts.log.info(
        { mail: { to: message.to, subject: message.subject, text: redactedText(message) } },
        'mail (no SMTP_URL: kept in the outbox)',
      );
      await repo.insert(message, 'logged');
      return;
    }
    const outboxId = await repo.insert(message, 'queued');
    // Kept: a job that cannot be sent now is sent by the sweeper (mail.resume).
    await opts.jobs.send(deliverMail, { outboxId }).catch((err: unknown) => opts.log.error({ err, outboxId }, 'mail job not sent'));
  }
}
