// What other modules may use of the whitelabel module: the branding answer for a domain, and
// which label a user belongs to (their mail links and impersonation URL).
export { whitelabelService, type WhitelabelService } from './whitelabel.service.js';
export { labelMembers, type LabelMembers } from './label-members.js';
export { whitelabelFeature } from './whitelabel.feature.js';
