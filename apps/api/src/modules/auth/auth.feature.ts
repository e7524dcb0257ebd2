import { defineFeature } from '../../lib/feature.js';
import { authRoutes } from './auth.routes.js';

/** Sign-in, tokens, registration, password reset and e-mail and password changes. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: authRoutes,
  permissions: ['auth.view_status'],
});
