/** Where each API lives, relative to the origin that serves the console (docs/product-rules.md). */
export const apiBase = '/api';
export const authBase = '/api/auth';
export const playersBase = '/api/players';
