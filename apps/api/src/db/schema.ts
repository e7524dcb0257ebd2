// The one schema: every module's tables, for drizzle-kit and the typed client.
export * from '../modules/users/users.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/whitelist/whitelist.table.js';
export * from '../modules/mail/mail.table.js';
