import { endpoint } from './endpoint.js';
import { dashboardStatusSchema } from './dashboard.js';

/**
 * The dashboard's counts. The path is the spec's (`/api/auth/status/`); the statistics endpoints
 * give the dashboard its charts and tables (statistics.endpoints.ts).
 */
export const dashboardEndpoints = {
  /** User and network counts (the dashboard's tiles). */
  status: endpoint({
    method: 'GET',
    path: '/auth/status/',
    operationId: 'authStatus',
    summary: 'Count users and networks for the dashboard',
    tags: ['auth'],
    resource: 'auth-status',
    access: { permission: 'auth.view_status' },
    response: dashboardStatusSchema,
  }),
};
