import { defineFeature } from '../../lib/feature.js';
import { auditRoutes } from './audit.routes.js';
import { seedDemoAuditLog } from './audit.seed.js';

/** The audit log (`/logs/`) that the audit hook writes for every successful write. */
export const auditFeature = defineFeature({
  name: 'audit',
  routes: auditRoutes,
  seed: seedDemoAuditLog,
  seedOrder: 120,
  permissions: ['access.view_log'],
});
