import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { alwaysRevalidate, requireSession } from './guards/require-session';
import { publicOnly } from './guards/public-only';
import { settleSession } from './guards/settle-session';
import { PublicLayout } from './layout/PublicLayout';
import { PageLoader } from './layout/PageLoader';
import { RouteError } from './layout/RouteError';

/** A screen (or the signed-in frame) loaded on first visit: each one is its own chunk. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { Component: async () => pick(await load()) };
}

const whitelabelScreen = screen(() => import('../features/whitelabel/WhitelabelPage'), (m) => m.WhitelabelPage);
const sharesScreens = () => import('../features/shares/SharesPage');

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
          { path: 'login', lazy: screen(() => import('../features/auth/LoginPage'), (m) => m.LoginPage) },
          { path: 'forgot', lazy: screen(() => import('../features/auth/ForgotPage'), (m) => m.ForgotPage) },
          { path: 'reset/:key', lazy: screen(() => import('../features/auth/ResetPage'), (m) => m.ResetPage) },
          { path: 'verifiy/:key', lazy: screen(() => import('../features/auth/VerifyAccountPage'), (m) => m.VerifyAccountPage) },
          { path: 'signup', lazy: screen(() => import('../features/auth/SignupPage'), (m) => m.SignupPage) },
        ],
      },
      {
        loader: requireSession,
        shouldRevalidate: alwaysRevalidate,
        lazy: screen(() => import('./layout/AppLayout'), (m) => m.AppLayout),
        children: [
          { index: true, lazy: screen(() => import('../features/dashboard/DashboardPage'), (m) => m.DashboardPage) },
          { path: 'websites/:id?', lazy: screen(() => import('../features/websites/WebsitesPage'), (m) => m.WebsitesPage) },
          { path: 'groups_types/:id?', lazy: screen(() => import('../features/group-types/GroupTypesPage'), (m) => m.GroupTypesPage) },
          {
            path: 'placements_groups/:id?',
            lazy: screen(() => import('../features/placement-groups/PlacementGroupsPage'), (m) => m.PlacementGroupsPage),
          },
          { path: 'tags/:id?', lazy: screen(() => import('../features/tags/TagsPage'), (m) => m.TagsPage) },
          { path: 'shares/platform/:id?', lazy: screen(sharesScreens, (m) => m.PlatformSharesPage) },
          { path: 'shares/pmp/:id?', lazy: screen(sharesScreens, (m) => m.PmpSharesPage) },
          { path: 'shares/network/:id?', lazy: screen(sharesScreens, (m) => m.NetworkSharesPage) },
          {
            path: 'shares/demand_sources/:id?',
            lazy: screen(() => import('../features/demand-sources/SupplierSharesPage'), (m) => m.SupplierSharesPage),
          },
          { path: 'users', lazy: screen(() => import('../features/users/UsersPage'), (m) => m.UsersPage) },
          { path: 'users/new', lazy: screen(() => import('../features/users/new-user/NewUserPage'), (m) => m.NewUserPage) },
          { path: 'users/:id', lazy: screen(() => import('../features/user-detail/UserPage'), (m) => m.UserPage) },
          { path: 'credentials/groups', lazy: screen(() => import('../features/credentials/GroupsPage'), (m) => m.GroupsPage) },
          { path: 'credentials/permissions', lazy: screen(() => import('../features/credentials/PermissionsPage'), (m) => m.PermissionsPage) },
          { path: 'credentials/services', lazy: screen(() => import('../features/credentials/ServicesPage'), (m) => m.ServicesPage) },
          { path: 'credentials/assignments', lazy: screen(() => import('../features/assignments/AssignmentsPage'), (m) => m.AssignmentsPage) },
          { path: 'credentials/api-keys/:id?', lazy: screen(() => import('../features/api-keys/ApiKeysPage'), (m) => m.ApiKeysPage) },
          { path: 'demand_sources/:id?', lazy: screen(() => import('../features/demand-sources/DemandSourcesPage'), (m) => m.DemandSourcesPage) },
          {
            path: 'placements_groups_data/:id?',
            lazy: screen(() => import('../features/placement-group-data/PlacementGroupDataPage'), (m) => m.PlacementGroupDataPage),
          },
          { path: 'settings/metrics/:id?', lazy: screen(() => import('../features/settings/MetricsPage'), (m) => m.MetricsPage) },
          { path: 'settings/api/:id?', lazy: screen(() => import('../features/settings/ExternalApisPage'), (m) => m.ExternalApisPage) },
          // The spec's route is named 'Whitelabel'; both spellings open the same screen.
          { path: 'whitelabel/:id?', caseSensitive: true, lazy: whitelabelScreen },
          { path: 'Whitelabel/:id?', caseSensitive: true, lazy: whitelabelScreen },
          { path: 'profile', lazy: screen(() => import('../features/profile/ProfilePage'), (m) => m.ProfilePage) },
          { path: 'logout', lazy: screen(() => import('../features/auth/LogoutPage'), (m) => m.LogoutPage) },
        ],
      },
      {
        loader: settleSession,
        lazy: screen(() => import('./layout/OpenLayout'), (m) => m.OpenLayout),
        children: [
          { path: 'denied', lazy: screen(() => import('../features/auth/DeniedPage'), (m) => m.DeniedPage) },
          { path: 'suspended', lazy: screen(() => import('../features/auth/SuspendedPage'), (m) => m.SuspendedPage) },
          { path: '*', lazy: screen(() => import('../features/auth/NotFoundPage'), (m) => m.NotFoundPage) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
