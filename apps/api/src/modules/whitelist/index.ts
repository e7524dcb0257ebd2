// What other modules may use of whitelist: the branding answer for a domain.
export { whitelistService, type WhitelistService } from './whitelist.service.js';
export { whitelistFeature } from './whitelist.feature.js';
