import type { Feature } from './lib/feature.js';
import { healthFeature } from './modules/health/index.js';
import { authFeature, authRepo } from './modules/auth/index.js';
import { usersFeature } from './modules/users/index.js';
import { whitelabelFeature } from './modules/whitelabel/index.js';
import { mailFeature } from './modules/mail/index.js';
import { jobsFeature } from './modules/jobs/index.js';
import { websitesFeature } from './modules/websites/index.js';
import { groupTypesFeature } from './modules/group-types/index.js';
import { placementGroupsFeature, placementGroupsRepo } from './modules/placement-groups/index.js';
import { tagsFeature, tagsRepo } from './modules/tags/index.js';
import { playerContents, playersFeature, playersRepo } from './modules/players/index.js';
import { videosFeature } from './modules/videos/index.js';
import { sharesFeature, sharesRepo } from './modules/shares/index.js';
import { externalApisFeature } from './modules/external-apis/index.js';
import { metricsFeature } from './modules/metrics/index.js';
import { suppliersFeature } from './modules/suppliers/index.js';
import { placementGroupDataFeature } from './modules/placement-group-data/index.js';
import { adsTxtFeature } from './modules/ads-txt/index.js';
import { ticketsFeature } from './modules/tickets/index.js';
import {
  demoFigures,
  refreshRepo,
  refreshStatistics,
  shareRecomputations,
  statisticDashboardService,
  statisticsFeature,
  statisticsRepo,
} from './modules/statistics/index.js';
import { dashboardFeature } from './modules/dashboard/index.js';
import { accessFeature, usersAccess } from './modules/access/index.js';
import { auditFeature } from './modules/audit/index.js';
import { impersonationFeature } from './modules/impersonation/index.js';
import { assignmentsFeature, userCondition, websiteCondition, websiteForWrite, websiteScope } from './modules/assignments/index.js';
import { apiKeysFeature } from './modules/api-keys/index.js';
import { walletsFeature } from './modules/wallets/index.js';
import { fxRatesFeature } from './modules/fx-rates/index.js';
import { importsFeature } from './modules/imports/index.js';

/**
 * Every feature of the API, one line each: app.ts registers their routes in this order (so it is
 * also the order of the OpenAPI document), the seed runs their demo data by seedOrder, and the
 * job queue runs their jobs. users, websites and videos stand below modules that their
 * administration uses, placement groups below the row scope, and imports and the dashboard beside
 * the statistics they write and show: those are handed in here, as the ports each declares
 * (`*.ports.ts`).
 */
export const features: readonly Feature[] = [
  healthFeature,
  authFeature,
  usersFeature({ userCondition, access: usersAccess, sessions: authRepo }),
  whitelabelFeature,
  mailFeature,
  jobsFeature,
  websitesFeature({
    websiteCondition,
    userCondition,
    placementGroups: placementGroupsRepo,
    shares: sharesRepo,
    players: playersRepo,
    tags: tagsRepo,
  }),
  groupTypesFeature,
  placementGroupsFeature({ websiteScope, websiteForWrite }),
  tagsFeature,
  playersFeature,
  videosFeature({ players: playersRepo, playerContents }),
  sharesFeature({ recomputations: shareRecomputations }),
  externalApisFeature,
  metricsFeature,
  suppliersFeature({ recomputations: shareRecomputations }),
  placementGroupDataFeature,
  adsTxtFeature,
  statisticsFeature,
  walletsFeature,
  fxRatesFeature,
  importsFeature({ statistics: statisticsRepo, refreshes: refreshRepo, refreshStatistics, demoFigures }),
  dashboardFeature({ revenue: statisticDashboardService }),
  accessFeature,
  auditFeature,
  impersonationFeature,
  assignmentsFeature,
  apiKeysFeature,
  ticketsFeature,
];
