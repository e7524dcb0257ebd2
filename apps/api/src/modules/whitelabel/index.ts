// What other modules may use of the whitelabel module: the branding answer for a domain.
export { whitelabelService, type WhitelabelService } from './whitelabel.service.js';
export { whitelabelFeature } from './whitelabel.feature.js';
