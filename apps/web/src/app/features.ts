/**
 * Every feature of the console, one line each: the router, the sidebar, the section pages and the
 * breadcrumbs are built from what each one declares (lib/feature.ts). The order does not matter:
 * the router ranks the paths, and the sidebar sorts its entries by their `order`.
 *
 * The wiring reads the declaration file itself (<stem>.feature.ts, which its index.ts re-exports):
 * the declarations land in the entry chunk, and the components and hooks an index exports to other
 * features must not (each screen stays a chunk of its own, loaded on first visit).
 */
export { accessFeature } from '../features/access/access.feature';
export { apiKeysFeature } from '../features/api-keys/api-keys.feature';
export { assignmentsFeature } from '../features/assignments/assignments.feature';
export { authFeature } from '../features/auth/auth.feature';
export { dashboardFeature } from '../features/dashboard/dashboard.feature';
export { externalApisFeature } from '../features/external-apis/external-apis.feature';
export { fxRatesFeature } from '../features/fx-rates/fx-rates.feature';
export { groupTypesFeature } from '../features/group-types/group-types.feature';
export { importsFeature } from '../features/imports/imports.feature';
export { metricsFeature } from '../features/metrics/metrics.feature';
export { placementGroupDataFeature } from '../features/placement-group-data/placement-group-data.feature';
export { placementGroupsFeature } from '../features/placement-groups/placement-groups.feature';
export { playersFeature } from '../features/players/players.feature';
export { profileFeature } from '../features/profile/profile.feature';
export { sectionsFeature } from '../features/sections/sections.feature';
export { securitySettingsFeature } from '../features/security-settings/security-settings.feature';
export { sharesFeature } from '../features/shares/shares.feature';
export { statisticsFeature } from '../features/statistics/statistics.feature';
export { suppliersFeature } from '../features/suppliers/suppliers.feature';
export { tagsFeature } from '../features/tags/tags.feature';
export { ticketsFeature } from '../features/tickets/tickets.feature';
export { userDetailFeature } from '../features/user-detail/user-detail.feature';
export { usersFeature } from '../features/users/users.feature';
export { videosFeature } from '../features/videos/videos.feature';
export { walletsFeature } from '../features/wallets/wallets.feature';
export { websitesFeature } from '../features/websites/websites.feature';
export { whitelabelFeature } from '../features/whitelabel/whitelabel.feature';
