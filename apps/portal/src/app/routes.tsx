import { Outlet, redirect, type RouteObject } from 'react-router';
import { t } from '@pubdesk/ui/i18n';
import { PublicLayout } from '@pubdesk/ui/public-pages';
import { PageLoader, RouteError } from '@pubdesk/ui/shell';
import type { PortalFrame, PortalRoute } from '../lib/feature';
import { features } from './feature-list';
import { alwaysRevalidate, publicOnly, requireSession } from './guards';

function toRouteObject(route: PortalRoute): RouteObject {
  return { path: route.path, lazy: async () => ({ Component: await route.screen() }) };
}

function routesOf(frame: PortalFrame): RouteObject[] {
  return features
    .flatMap((feature) => feature.routes ?? [])
    .filter((route) => (route.frame ?? 'portal') === frame)
    .map(toRouteObject);
}

/**
 * The portal's routes under /portal: the signed-out pages, the signed-in frame (its texts and
 * screens load with it, never with the sign-in page), and the pages shown either way.
 */
export const routes: RouteObject[] = [
  {
    Component: Outlet,
    HydrateFallback: PageLoader,
    ErrorBoundary: () => <RouteError home={{ to: '/overview', label: t('portal.nav.overview') }} />,
    children: [
      { loader: publicOnly, Component: PublicLayout, children: routesOf('public') },
      {
        loader: requireSession,
        shouldRevalidate: alwaysRevalidate,
        lazy: async () => ({ Component: (await import('./layout/PortalLayout')).PortalLayout }),
        children: [{ index: true, loader: () => redirect('/overview') }, ...routesOf('portal')],
      },
      {
        Component: PublicLayout,
        children: [
          ...routesOf('open'),
          { path: '*', lazy: async () => ({ Component: (await import('./layout/NotFoundPage')).NotFoundPage }) },
        ],
      },
    ],
  },
];
