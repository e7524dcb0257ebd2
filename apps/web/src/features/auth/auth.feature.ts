import { defineFeature } from '../../lib/feature';

/** Signing in and out, the mailed-key pages, sign-up, and the denied and suspended notices. */
export const authFeature = defineFeature({
  name: 'auth',
  routes: [
    { path: 'login', frame: 'public', screen: () => import('./LoginPage').then((m) => m.LoginPage) },
    { path: 'forgot', frame: 'public', screen: () => import('./ForgotPage').then((m) => m.ForgotPage) },
    { path: 'reset/:key', frame: 'public', screen: () => import('./ResetPage').then((m) => m.ResetPage) },
    // The spec's spelling.
    { path: 'verifiy/:key', frame: 'public', screen: () => import('./VerifyAccountPage').then((m) => m.VerifyAccountPage) },
    { path: 'signup', frame: 'public', screen: () => import('./SignupPage').then((m) => m.SignupPage) },
    { path: 'logout', screen: () => import('./LogoutPage').then((m) => m.LogoutPage) },
    { path: 'denied', frame: 'open', screen: () => import('./DeniedPage').then((m) => m.DeniedPage) },
    { path: 'suspended', frame: 'open', screen: () => import('./SuspendedPage').then((m) => m.SuspendedPage) },
  ],
});
