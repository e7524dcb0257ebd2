import { Outlet, type RouteObject } from 'react-router';
import { PageLoader, RouteError } from '@pubdesk/ui/shell';
import type { FeatureRoute, RouteFrame } from '../lib/feature';
import { features } from './feature-list';
import { alwaysRevalidate, requireSession } from './guards/require-session';
import { publicOnly } from './guards/public-only';
import { settleSession } from './guards/settle-session';
import { PublicLayout } from '@pubdesk/ui/public-pages';
import { screen, withCatalogue } from './route-screens';
import { prefetchLoader } from './screen-prefetch';

/** What a route of the tree carries for the breadcrumbs: the feature's declaration. */
export interface RouteHandle {
  route: FeatureRoute;
}

/**
 * A feature's route as React Router reads it: a lazy screen, guarded by its view permission, and
 * the loader that starts the screen's first reads when it declares them.
 */
function toRouteObject(route: FeatureRoute): RouteObject {
  const handle: RouteHandle = { route };
  const lazy = screen(route.screen, route.permission);
  const loader = route.prefetch ? prefetchLoader(route) : undefined;
  return route.path === ''
    ? { index: true, lazy, loader, handle }
    : { path: route.path, caseSensitive: route.caseSensitive, lazy, loader, handle };
}

/** The routes every feature declares for one frame. */
function routesOf(frame: RouteFrame): RouteObject[] {
  return features
    .flatMap((feature) => feature.routes ?? [])
    .filter((route) => (route.frame ?? 'console') === frame)
    .map(toRouteObject);
}

/**
 * The console's routes (history mode): the signed-out pages, the signed-in console, and the pages
 * shown either way (not found, denied, suspended), each frame with the screens the features
 * declare for it (app/features.ts).
 */
export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { loader: publicOnly, Component: PublicLayout, children: routesOf('public') },
      {
        loader: requireSession,
        shouldRevalidate: alwaysRevalidate,
        lazy: screen(withCatalogue(() => import('./layout/AppLayout').then((m) => m.AppLayout))),
        children: routesOf('console'),
      },
      {
        loader: settleSession,
        lazy: screen(withCatalogue(() => import('./layout/OpenLayout').then((m) => m.OpenLayout))),
        children: [
          ...routesOf('open'),
          // Whatever no feature declares.
          { path: '*', lazy: screen(() => import('../components/NotFoundPage').then((m) => m.NotFoundPage)) },
        ],
      },
    ],
  },
];
