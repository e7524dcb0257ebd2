import { messages } from '@pubdesk/contract';

/** One e-mail, as the modules hand it over; the mail module decides how it leaves. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Threading and automation headers (`Message-ID`, `In-Reply-To`, `References`,
   * `Auto-Submitted`), as names and values without line breaks.
   */
  headers?: Record<string, string>;
  /**
   * A string in the text that grants access (a reset or verification link): the outbox shows the
   * message to other readers with it hidden, since reading it would be signing in as its addressee.
   */
  secret?: string;
}

/** What modules send mail through (`deps.mailer`); the mail module implements it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The message's text with its secret hidden: what the log and other readers of the outbox see. */
export const redactedText = (message: Pick<MailMessage, 'text' | 'secret'>): string =>
  message.secret ? message.text.replaceAll(message.secret, messages.api.outboxSecretHidden) : message.text;
