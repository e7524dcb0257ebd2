import { defineFeature, type Feature } from '../../lib/feature.js';
import type { DashboardPorts } from './dashboard.ports.js';
import { dashboardRoutes } from './dashboard.routes.js';

/**
 * The dashboard's tiles (`/auth/status/`): counts of users, networks and websites, and the
 * revenue tiles, which come in as ports, from the wiring.
 */
export function dashboardFeature(ports: DashboardPorts): Feature {
  return defineFeature({
    name: 'dashboard',
    routes: (app) => dashboardRoutes(app, ports),
  });
}
