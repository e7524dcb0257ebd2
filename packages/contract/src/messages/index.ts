import { apiMessages } from './api.js';
import { accessMessages } from './access.js';
import { apiKeysMessages } from './api-keys.js';
import { assignmentsMessages } from './assignments.js';
import { authMessages } from './auth.js';
import { appMessages, commonMessages, navMessages, pagesMessages } from './common.js';
import { dashboardMessages } from './dashboard.js';
import { externalApisMessages } from './external-apis.js';
import { fxRatesMessages } from './fx-rates.js';
import { groupTypesMessages } from './group-types.js';
import { importsMessages } from './imports.js';
import { metricsMessages } from './metrics.js';
import { placementGroupDataMessages } from './placement-group-data.js';
import { placementGroupsMessages } from './placement-groups.js';
import { playersMessages } from './players.js';
import { portalMessages } from './portal.js';
import { portalOverviewMessages } from './portal-overview.js';
import { portalReportsMessages } from './portal-reports.js';
import { portalAdsTxtMessages } from './portal-ads-txt.js';
import { portalPlayersMessages } from './portal-players.js';
import { portalWebsitesMessages } from './portal-websites.js';
import { portalPaymentsMessages } from './portal-payments.js';
import { portalPublishersMessages } from './portal-publishers.js';
import { portalSupportMessages } from './portal-support.js';
import { sharesMessages } from './shares.js';
import { suppliersMessages } from './suppliers.js';
import { statisticsMessages } from './statistics.js';
import { tagsMessages } from './tags.js';
import { ticketsMessages } from './tickets.js';
import { twoFactorMessages } from './two-factor.js';
import { usersMessages } from './users.js';
import { videosMessages } from './videos.js';
import { walletsMessages } from './wallets.js';
import { websitesMessages } from './websites.js';
import { whitelabelMessages } from './whitelabel.js';

export { format } from './format.js';
export { publicMessages } from './public.js';

/**
 * The message catalogue: every string a user reads, on screen or in an API `detail`, one file per
 * domain (the namespace is the domain's stem in camelCase) plus common.ts for what several screens
 * share. Exact product wording is kept, misspellings included ('Faild to login', 'Successfuly ...'),
 * because that is what the product shows. A translation is another object of this shape.
 * `{name}` placeholders are filled by `format()`.
 */
export const messages = {
  app: appMessages,
  nav: navMessages,
  pages: pagesMessages,
  common: commonMessages,
  auth: authMessages,
  dashboard: dashboardMessages,
  imports: importsMessages,
  whitelabel: whitelabelMessages,
  users: usersMessages,
  websites: websitesMessages,
  groupTypes: groupTypesMessages,
  placementGroups: placementGroupsMessages,
  tags: tagsMessages,
  players: playersMessages,
  tickets: ticketsMessages,
  twoFactor: twoFactorMessages,
  videos: videosMessages,
  wallets: walletsMessages,
  shares: sharesMessages,
  suppliers: suppliersMessages,
  placementGroupData: placementGroupDataMessages,
  statistics: statisticsMessages,
  metrics: metricsMessages,
  externalApis: externalApisMessages,
  fxRates: fxRatesMessages,
  access: accessMessages,
  assignments: assignmentsMessages,
  apiKeys: apiKeysMessages,
  portal: portalMessages,
  portalOverview: portalOverviewMessages,
  portalReports: portalReportsMessages,
  portalWebsites: portalWebsitesMessages,
  portalPlayers: portalPlayersMessages,
  portalAdsTxt: portalAdsTxtMessages,
  portalPayments: portalPaymentsMessages,
  portalPublishers: portalPublishersMessages,
  portalSupport: portalSupportMessages,
  api: apiMessages,
} as const;
export type Messages = typeof messages;
