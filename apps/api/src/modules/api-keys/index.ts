// What the wiring and other modules may use of api-keys: its feature, and the key lookup the auth plugin is given.
export { apiKeysFeature } from './api-keys.feature.js';
export { createApiKeyLookup } from './api-keys.lookup.js';
