import { crudPermissions } from '@pubdesk/contract';
import { defineFeature } from '../../lib/feature.js';
import { assignmentsRoutes } from './assignments.routes.js';
import { seedDemoAssignments } from './assignments.seed.js';

/** Who looks after what (`/assigned/`). */
export const assignmentsFeature = defineFeature({
  name: 'assignments',
  routes: assignmentsRoutes,
  seed: seedDemoAssignments,
  seedOrder: 100,
  permissions: crudPermissions('access', 'assignment'),
});
