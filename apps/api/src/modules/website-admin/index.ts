// What other modules may use of websites' administration: only its feature (nothing stands on it).
export { websiteAdminFeature } from './website-admin.feature.js';
