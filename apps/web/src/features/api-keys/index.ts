/** The public face of features/api-keys: its declaration (api-keys.feature.ts), and what other features may use of it. */
export { apiKeysFeature } from './api-keys.feature';

/** What other features may use: a user's API keys tab (the user screen). */
export { ApiKeysTab } from './ApiKeysTab';
export { apiKeyPath, apiKeysPath, newApiKeyForUserPath } from './paths';
