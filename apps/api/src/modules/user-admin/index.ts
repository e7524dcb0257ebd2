// What other modules may use of users' administration: only its feature (nothing stands on it).
export { userAdminFeature } from './user-admin.feature.js';
