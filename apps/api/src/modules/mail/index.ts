// What the wiring and other modules may use of mail: the mailer, its job and its routes.
export { createMailer, type Mailer, type MailMessage } from './mail.service.js';
export { deliverMail, mailJobs, type MailJobDeps } from './mail.jobs.js';
export { mailRoutes } from './mail.routes.js';
export { outbox, type OutboxStatus } from './mail.table.js';
export { mailFeature } from './mail.feature.js';
