import type { App } from '../../app-types.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { exceptionsRoutes } from './exceptions.routes.js';
import { groupsRoutes } from './groups.routes.js';

/** Permissions, services, permission groups and per-user exceptions (spec section 7). */
export async function accessRoutes(app: App): Promise<void> {
  await catalogueRoutes(app);
  await groupsRoutes(app);
  await exceptionsRoutes(app);
}
