import type { Feature } from './lib/feature.js';
import { healthFeature } from './modules/health/index.js';
import { authFeature } from './modules/auth/index.js';
import { userAdminFeature } from './modules/user-admin/index.js';
import { whitelabelFeature } from './modules/whitelabel/index.js';
import { mailFeature } from './modules/mail/index.js';
import { jobsFeature } from './modules/jobs/index.js';
import { websiteAdminFeature } from './modules/website-admin/index.js';
import { groupTypesFeature } from './modules/group-types/index.js';
import { placementGroupsFeature } from './modules/placement-groups/index.js';
import { tagsFeature } from './modules/tags/index.js';
import { playersFeature } from './modules/players/index.js';
import { sharesFeature } from './modules/shares/index.js';
import { externalApisFeature } from './modules/external-apis/index.js';
import { metricsFeature } from './modules/metrics/index.js';
import { suppliersFeature } from './modules/suppliers/index.js';
import { placementGroupDataFeature } from './modules/placement-group-data/index.js';
import { statisticsFeature } from './modules/statistics/index.js';
import { dashboardFeature } from './modules/dashboard/index.js';
import { accessFeature } from './modules/access/index.js';
import { auditFeature } from './modules/audit/index.js';
import { impersonationFeature } from './modules/impersonation/index.js';
import { assignmentsFeature } from './modules/assignments/index.js';
import { apiKeysFeature } from './modules/api-keys/index.js';
import { walletsFeature } from './modules/wallets/index.js';
import { fxRatesFeature } from './modules/fx-rates/index.js';
import { importsFeature } from './modules/imports/index.js';

/**
 * Every feature of the API, one line each: app.ts registers their routes in this order (so it is
 * also the order of the OpenAPI document), the seed runs their demo data by seedOrder, and the
 * job queue runs their jobs. users and websites hold records only (see schema.ts): no entry.
 */
export const features: readonly Feature[] = [
  healthFeature,
  authFeature,
  userAdminFeature,
  whitelabelFeature,
  mailFeature,
  jobsFeature,
  websiteAdminFeature,
  groupTypesFeature,
  placementGroupsFeature,
  tagsFeature,
  playersFeature,
  sharesFeature,
  externalApisFeature,
  metricsFeature,
  suppliersFeature,
  placementGroupDataFeature,
  statisticsFeature,
  walletsFeature,
  fxRatesFeature,
  importsFeature,
  dashboardFeature,
  accessFeature,
  auditFeature,
  impersonationFeature,
  assignmentsFeature,
  apiKeysFeature,
];
