/**
 * The signed-out pages as a router loads them: each on first visit, in a chunk of its own, so
 * the login page does not bring the others (nor the endpoint declarations and zod they use).
 * An app that needs a page with props (LoginPage's onDenied) lazy-loads a module of its own
 * that renders the page from this entry instead.
 */
export const publicScreens = {
  login: () => import('./LoginPage').then((m) => m.LoginPage),
  forgot: () => import('./ForgotPage').then((m) => m.ForgotPage),
  reset: () => import('./ResetPage').then((m) => m.ResetPage),
  verifyAccount: () => import('./VerifyAccountPage').then((m) => m.VerifyAccountPage),
  signup: () => import('./SignupPage').then((m) => m.SignupPage),
  logout: () => import('./LogoutPage').then((m) => m.LogoutPage),
  /** /login/two-factor: the sign-in's second step, which the login page goes on to for an account with 2FA. */
  twoFactor: () => import('./TwoFactorPage').then((m) => m.loadTwoFactorPage()),
};
