/** One e-mail, as the modules hand it over; the mail module decides how it leaves. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What modules send mail through (`deps.mailer`); the mail module implements it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
