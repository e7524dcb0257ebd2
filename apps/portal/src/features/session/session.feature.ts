import { publicScreens } from '@pubdesk/ui/public-pages';
import { defineFeature } from '../../lib/feature';

/**
 * Signing in and out, the mailed-key pages and sign-up (the console's pages, shared: each loads
 * in a chunk of its own), and the pages that say where a session went: staff sent to the console,
 * an impersonation refused or ended.
 */
export const sessionFeature = defineFeature({
  name: 'session',
  routes: [
    { path: 'login', frame: 'public', screen: publicScreens.login },
    { path: 'login/two-factor', frame: 'public', screen: publicScreens.twoFactor },
    { path: 'forgot', frame: 'public', screen: publicScreens.forgot },
    { path: 'reset/:key', frame: 'public', screen: publicScreens.reset },
    { path: 'verify/:key', frame: 'public', screen: publicScreens.verifyAccount },
    { path: 'signup', frame: 'public', screen: publicScreens.signup },
    { path: 'logout', screen: publicScreens.logout },
    { path: 'denied', frame: 'open', screen: () => import('./StaffDeniedPage').then((m) => m.StaffDeniedPage) },
    { path: 'impersonation', frame: 'open', screen: () => import('./ImpersonationRefusedPage').then((m) => m.ImpersonationRefusedPage) },
    { path: 'ended', frame: 'open', screen: () => import('./ImpersonationEndedPage').then((m) => m.ImpersonationEndedPage) },
  ],
});
