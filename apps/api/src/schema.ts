// The one schema: every module's tables, for drizzle-kit (drizzle.config.ts) to diff against
// the migrations. Wiring, like features.ts: a new feature adds its table file here.
export * from './modules/users/users.table.js';
export * from './modules/auth/auth.table.js';
export * from './modules/whitelabel/whitelabel.table.js';
export * from './modules/mail/mail.table.js';
export * from './modules/websites/websites.table.js';
export * from './modules/group-types/group-types.table.js';
export * from './modules/placement-groups/placement-groups.table.js';
export * from './modules/tags/tags.table.js';
export * from './modules/shares/shares.table.js';
export * from './modules/players/players.table.js';
export * from './modules/videos/videos.table.js';
export * from './modules/wallets/wallets.table.js';
export * from './modules/external-apis/external-apis.table.js';
export * from './modules/metrics/metrics.table.js';
export * from './modules/suppliers/suppliers.table.js';
export * from './modules/placement-group-data/placement-group-data.table.js';
export * from './modules/access/access.table.js';
export * from './modules/audit/audit.table.js';
export * from './modules/impersonation/impersonation.table.js';
export * from './modules/assignments/assignments.table.js';
export * from './modules/api-keys/api-keys.table.js';
export * from './modules/statistics/statistics.table.js';
export * from './modules/wallets/invoices.table.js';
export * from './modules/fx-rates/fx-rates.table.js';
export * from './modules/imports/imports.table.js';
