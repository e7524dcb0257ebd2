import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { alwaysRevalidate, requireSession } from './guards/require-session';
import { publicOnly } from './guards/public-only';
import { settleSession } from './guards/settle-session';
import { PublicLayout } from './layout/PublicLayout';
import { PageLoader } from './layout/PageLoader';
import { RouteError } from './layout/RouteError';
import { screen, withCatalogue } from './route-screens';

const dashboardScreen = screen(
  () => import('../features/dashboard/DashboardPage'),
  (m) => m.DashboardPage,
);
const whitelabelScreen = screen(
  () => import('../features/whitelabel/WhitelabelPage'),
  (m) => m.WhitelabelPage,
  'whitelist.view_whitelist',
);
const sharesScreens = () => import('../features/shares/SharesPage');
const walletsScreen = () => import('../features/wallets/WalletsPage');
const invoicesScreen = () => import('../features/wallets/InvoicesPage');
const sectionScreens = () => import('../features/sections/SectionPage');

export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        loader: publicOnly,
        Component: PublicLayout,
        children: [
          {
            path: 'login',
            lazy: screen(
              () => import('../features/auth/LoginPage'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'forgot',
            lazy: screen(
              () => import('../features/auth/ForgotPage'),
              (m) => m.ForgotPage,
            ),
          },
          {
            path: 'reset/:key',
            lazy: screen(
              () => import('../features/auth/ResetPage'),
              (m) => m.ResetPage,
            ),
          },
          {
            path: 'verifiy/:key',
            lazy: screen(
              () => import('../features/auth/VerifyAccountPage'),
              (m) => m.VerifyAccountPage,
            ),
          },
          {
            path: 'signup',
            lazy: screen(
              () => import('../features/auth/SignupPage'),
              (m) => m.SignupPage,
            ),
          },
        ],
      },
      {
        loader: requireSession,
        shouldRevalidate: alwaysRevalidate,
        lazy: screen(
          withCatalogue(() => import('./layout/AppLayout')),
          (m) => m.AppLayout,
        ),
        children: [
          { index: true, lazy: dashboardScreen },
          {
            path: 'search',
            lazy: screen(
              () => import('../features/statistics/SearchPage'),
              (m) => m.SearchPage,
              'statistics.view_statistic',
            ),
          },
          {
            path: 'reports',
            lazy: screen(
              () => import('../features/statistics/ReportsPage'),
              (m) => m.ReportsPage,
              'statistics.view_statistic',
            ),
          },
          // messages reuses the dashboard view.
          { path: 'messages', lazy: dashboardScreen },
          {
            path: 'statistics',
            children: [
              {
                index: true,
                lazy: screen(
                  () => import('../features/statistics/ReportsPage'),
                  (m) => m.ReportsPage,
                  'statistics.view_statistic',
                ),
              },
              {
                path: 'new',
                lazy: screen(
                  () => import('../features/statistics/NewStatisticsPage'),
                  (m) => m.NewStatisticsPage,
                  'statistics.add_statistic',
                ),
              },
              {
                path: 'data/:id?',
                lazy: screen(
                  () => import('../features/statistics/DataStatisticsPage'),
                  (m) => m.DataStatisticsPage,
                  'statistics.view_statistic',
                ),
              },
              {
                path: 'group/:id?',
                lazy: screen(
                  () => import('../features/statistics/ReportPage'),
                  (m) => m.GroupReportPage,
                  'statistics.view_statistic',
                ),
              },
              {
                path: 'user/group/:id?',
                lazy: screen(
                  () => import('../features/statistics/ReportPage'),
                  (m) => m.UserGroupReportPage,
                  'statistics.view_statistic',
                ),
              },
              {
                path: 'website/:id?',
                lazy: screen(
                  () => import('../features/statistics/ReportPage'),
                  (m) => m.WebsiteReportPage,
                  'statistics.view_statistic',
                ),
              },
              {
                path: 'user/website/:id?',
                lazy: screen(
                  () => import('../features/statistics/ReportPage'),
                  (m) => m.UserWebsiteReportPage,
                  'statistics.view_statistic',
                ),
              },
            ],
          },
          {
            path: 'websites/:id?',
            lazy: screen(
              () => import('../features/websites/WebsitesPage'),
              (m) => m.WebsitesPage,
              'websites.view_website',
            ),
          },
          {
            path: 'groups_types/:id?',
            lazy: screen(
              () => import('../features/group-types/GroupTypesPage'),
              (m) => m.GroupTypesPage,
              'websites.view_grouptype',
            ),
          },
          {
            path: 'placements_groups/:id?',
            lazy: screen(
              () => import('../features/placement-groups/PlacementGroupsPage'),
              (m) => m.PlacementGroupsPage,
              'websites.view_placementgroup',
            ),
          },
          {
            path: 'tags/:id?',
            lazy: screen(
              () => import('../features/tags/TagsPage'),
              (m) => m.TagsPage,
              'websites.view_tag',
            ),
          },
          {
            path: 'players/:id?',
            lazy: screen(
              () => import('../features/players/PlayersPage'),
              (m) => m.PlayersPage,
              'players.view_player',
            ),
          },
          {
            path: 'videos/:id?',
            lazy: screen(
              () => import('../features/videos/VideosPage'),
              (m) => m.VideosPage,
              'players.view_video',
            ),
          },
          { path: 'shares/platform/:id?', lazy: screen(sharesScreens, (m) => m.PlatformSharesPage, 'shares.view_share') },
          { path: 'shares/pmp/:id?', lazy: screen(sharesScreens, (m) => m.PmpSharesPage, 'shares.view_pmpshare') },
          { path: 'shares/network/:id?', lazy: screen(sharesScreens, (m) => m.NetworkSharesPage, 'shares.view_share') },
          {
            path: 'shares/demand_sources/:id?',
            lazy: screen(
              () => import('../features/suppliers/SupplierSharesPage'),
              (m) => m.SupplierSharesPage,
              'demand.view_suppliershare',
            ),
          },
          {
            path: 'users',
            lazy: screen(
              () => import('../features/users/UsersPage'),
              (m) => m.UsersPage,
              'users.view_user',
            ),
          },
          {
            path: 'users/new',
            lazy: screen(
              () => import('../features/users/new-user/NewUserPage'),
              (m) => m.NewUserPage,
              'users.add_user',
            ),
          },
          {
            path: 'users/:id',
            lazy: screen(
              () => import('../features/user-detail/UserPage'),
              (m) => m.UserPage,
              'users.view_user',
            ),
          },
          // The spec's 'credentials' and 'settings' have an empty child: here, their section pages.
          { path: 'credentials', lazy: screen(sectionScreens, (m) => m.CredentialsSectionPage) },
          {
            path: 'credentials/groups',
            lazy: screen(
              () => import('../features/access/GroupsPage'),
              (m) => m.GroupsPage,
              'access.view_group',
            ),
          },
          // Permissions and services say 'Developer only access' themselves (docs/product-rules.md).
          {
            path: 'credentials/permissions',
            lazy: screen(
              () => import('../features/access/PermissionsPage'),
              (m) => m.PermissionsPage,
            ),
          },
          {
            path: 'credentials/services',
            lazy: screen(
              () => import('../features/access/ServicesPage'),
              (m) => m.ServicesPage,
            ),
          },
          {
            path: 'credentials/assignments',
            lazy: screen(
              () => import('../features/assignments/AssignmentsPage'),
              (m) => m.AssignmentsPage,
              'access.view_assignment',
            ),
          },
          {
            path: 'credentials/api-keys/:id?',
            lazy: screen(
              () => import('../features/api-keys/ApiKeysPage'),
              (m) => m.ApiKeysPage,
              'access.view_apikey',
            ),
          },
          {
            path: 'demand_sources/:id?',
            lazy: screen(
              () => import('../features/suppliers/SuppliersPage'),
              (m) => m.SuppliersPage,
              'demand.view_supplier',
            ),
          },
          {
            path: 'placements_groups_data/:id?',
            lazy: screen(
              () => import('../features/placement-group-data/PlacementGroupDataPage'),
              (m) => m.PlacementGroupDataPage,
              'websites.view_placementgroupdata',
            ),
          },
          { path: 'settings', lazy: screen(sectionScreens, (m) => m.SettingsSectionPage) },
          {
            path: 'settings/metrics/:id?',
            lazy: screen(
              () => import('../features/metrics/MetricsPage'),
              (m) => m.MetricsPage,
              'settings.view_metric',
            ),
          },
          {
            path: 'settings/api/:id?',
            lazy: screen(
              () => import('../features/external-apis/ExternalApisPage'),
              (m) => m.ExternalApisPage,
              'settings.view_externalapi',
            ),
          },
          {
            path: 'settings/fx-rates',
            lazy: screen(
              () => import('../features/fx-rates/FxRatesPage'),
              (m) => m.FxRatesPage,
              'settings.view_fxrate',
            ),
          },
          // Payments: the wallets (route 'payments', or 'wallets' with ?account=) and a wallet's invoices ('payment').
          { path: 'payments', lazy: screen(walletsScreen, (m) => m.WalletsPage, 'wallets.view_wallet') },
          { path: 'payments/:id', lazy: screen(invoicesScreen, (m) => m.InvoicesPage, 'wallets.view_invoice') },
          // The spec's route is named 'Whitelabel'; both spellings open the same screen.
          { path: 'whitelabel/:id?', caseSensitive: true, lazy: whitelabelScreen },
          { path: 'Whitelabel/:id?', caseSensitive: true, lazy: whitelabelScreen },
          {
            path: 'profile',
            lazy: screen(
              () => import('../features/profile/ProfilePage'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'logout',
            lazy: screen(
              () => import('../features/auth/LogoutPage'),
              (m) => m.LogoutPage,
            ),
          },
        ],
      },
      {
        loader: settleSession,
        lazy: screen(
          withCatalogue(() => import('./layout/OpenLayout')),
          (m) => m.OpenLayout,
        ),
        children: [
          {
            path: 'denied',
            lazy: screen(
              () => import('../features/auth/DeniedPage'),
              (m) => m.DeniedPage,
            ),
          },
          {
            path: 'suspended',
            lazy: screen(
              () => import('../features/auth/SuspendedPage'),
              (m) => m.SuspendedPage,
            ),
          },
          {
            path: '*',
            lazy: screen(
              () => import('../features/auth/NotFoundPage'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
