import { dashboardEndpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle } from '../../lib/endpoint.js';
import type { DashboardPorts } from './dashboard.ports.js';
import { dashboardService } from './dashboard.service.js';

export async function dashboardRoutes(app: App, ports: DashboardPorts): Promise<void> {
  const service = dashboardService(app.deps.db, app.deps.config.REPORT_TZ, ports);
  // The spec's path for the dashboard's tiles is under /auth/; it reads users, websites and (its ports) statistics.
  handle(app, dashboardEndpoints.status, ({ auth }) => service.status(auth));
}
