import { authEndpoints } from '@pubdesk/contract';
import type { App } from '../../lib/fastify-app.js';
import { handle } from '../../lib/endpoint.js';
import { dashboardService } from './dashboard.service.js';

export async function dashboardRoutes(app: App): Promise<void> {
  const service = dashboardService(app.deps.db, app.deps.config.REPORT_TZ);
  // The spec's path for the dashboard's tiles is under /auth/; it stands on users, websites and statistics.
  handle(app, authEndpoints.status, ({ auth }) => service.status(auth));
}
