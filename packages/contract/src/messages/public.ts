import { apiMessages } from './api.js';
import { authMessages } from './auth.js';
import { appMessages, commonMessages, navMessages, pagesMessages } from './common.js';
import { portalMessages } from './portal.js';

/**
 * The namespaces the signed-out pages read (sign-in, sign-up, password reset, account
 * verification, the error pages). The console loads these with its first page and the rest
 * with the signed-in frame, so the login page does not carry every screen's texts. A module of
 * its own so that bundling it does not bring in the other namespaces.
 */
export const publicMessages = {
  app: appMessages,
  nav: navMessages,
  pages: pagesMessages,
  common: commonMessages,
  auth: authMessages,
  /** The portal's frame and its redirect pages (small; the console's denied page links to the portal). */
  portal: portalMessages,
  api: apiMessages,
} as const;
