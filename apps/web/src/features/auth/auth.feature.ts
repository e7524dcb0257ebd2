import { publicScreens } from '@pubdesk/ui/public-pages';
import { defineFeature } from '../../lib/feature';

/**
 * Signing in and out, the mailed-key pages, sign-up (the pages the portal shares, from
 * @pubdesk/ui/public-pages, each loaded on first visit), and the denied and suspended notices.
 */
export const authFeature = defineFeature({
  name: 'auth',
  routes: [
    { path: 'login', frame: 'public', screen: publicScreens.login },
    { path: 'login/two-factor', frame: 'public', screen: publicScreens.twoFactor },
    { path: 'forgot', frame: 'public', screen: publicScreens.forgot },
    { path: 'reset/:key', frame: 'public', screen: publicScreens.reset },
    // The spec's spelling.
    { path: 'verifiy/:key', frame: 'public', screen: publicScreens.verifyAccount },
    // New accounts sign up where they will work: the portal.
    { path: 'signup', frame: 'public', screen: () => import('./SignupMovedPage').then((m) => m.SignupMovedPage) },
    { path: 'logout', screen: publicScreens.logout },
    { path: 'denied', frame: 'open', screen: () => import('./DeniedPage').then((m) => m.DeniedPage) },
    { path: 'suspended', frame: 'open', screen: () => import('./SuspendedPage').then((m) => m.SuspendedPage) },
  ],
});
