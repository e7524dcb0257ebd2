/**
 * The signed-out pages both apps show (sign-in and its two-factor step, forgotten password, reset,
 * account verification, sign-up, sign-out) and their frame. Links and redirects are relative to the
 * app's router: under a basename ('/portal') '/forgot' is the app's own forgot page. A router
 * should load the pages through publicScreens (one chunk each); the components are exported for
 * an app that wraps one (LoginPage with onDenied) in a lazy module of its own, and for tests.
 */
export { publicScreens } from './screens';
export { PublicLayout } from './PublicLayout';
export { ThemeToggle } from './ThemeToggle';
export { loginPath, safeNext } from './login-path';
export { LoginPage } from './LoginPage';
export { TwoFactorPage } from './TwoFactorPage';
export { ForgotPage } from './ForgotPage';
export { ForgotForm } from './ForgotForm';
export { ResetPage, resetRedirectMs } from './ResetPage';
export { VerifyAccountPage } from './VerifyAccountPage';
export { SignupPage } from './SignupPage';
export { LogoutPage } from './LogoutPage';
export { FormHeading } from './FormHeading';
export { KeyProblem } from './KeyProblem';
export { NewPasswordFields } from './NewPasswordFields';
export { Waiting } from './Waiting';
