// What other modules and the wiring may use of auth: the token signer and the refresh tokens a suspension revokes.
export { createTokenSigner, type TokenSigner } from './tokens.js';
export { refreshTokens } from './auth.table.js';
export { authFeature } from './auth.feature.js';
