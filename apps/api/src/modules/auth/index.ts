// What other modules and the wiring may use of auth: the token signer, and the repository through
// which users' administration ends a suspended user's sessions (handed to it by features.ts).
export { createTokenSigner, type TokenSigner } from './tokens.js';
export { authRepo } from './auth.repo.js';
export { authFeature } from './auth.feature.js';
