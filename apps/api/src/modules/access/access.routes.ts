import type { App } from '../../lib/fastify-app.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { exceptionsRoutes } from './exceptions.routes.js';
import { groupsRoutes } from './groups.routes.js';

/** Permissions, services, permission groups and per-user exceptions. */
export async function accessRoutes(app: App): Promise<void> {
  await catalogueRoutes(app);
  await groupsRoutes(app);
  await exceptionsRoutes(app);
}
