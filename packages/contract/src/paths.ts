/** Where each API lives, relative to the origin that serves the console (see DECISIONS.md). */
export const apiBase = '/api';
export const authBase = '/api/auth';
export const playersBase = '/api/players';
