import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outbox } from './mail.table.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise logs the message. Either way it is kept
 * in the outbox table, so a reset link can be followed on a laptop and sent mail is on record.
 * A delivery failure is recorded, not thrown: the user's request still succeeds.
 */
export function createMailer(opts: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      let status = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: opts.from, ...message });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
          opts.log.error({ to: message.to, subject: message.subject, error }, 'mail delivery failed');
        }
      } else {
        opts.log.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'mail (no SMTP_URL: kept in the outbox)');
      }
      await opts.db.insert(outbox).values({ ...message, html: message.html ?? null, status, error });
    },
  };
}
