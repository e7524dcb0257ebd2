// What the wiring and other modules may use of impersonation.
export { impersonationFeature } from './impersonation.feature.js';
