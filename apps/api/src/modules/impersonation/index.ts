// What the wiring and other modules may use of impersonation: the feature, and the ended
// sessions the auth plugin asks about (app.ts hands them in).
export { impersonationFeature } from './impersonation.feature.js';
export { impersonationSessions } from './impersonation-sessions.js';
