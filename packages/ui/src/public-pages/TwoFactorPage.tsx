import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { messages } from '@pubdesk/contract';
import type { LoginOutcome, SecondStep } from '../auth/session';
import { installCatalogue } from '../i18n';
import { notifyFailed } from '../notify/notices';
import { CodeStep } from './CodeStep';
import { EnrolStep } from './EnrolStep';
import { loginPath, safeNext } from './login-path';

/**
 * What the login page hands on to /login/two-factor, in the history entry's state (never in the
 * address): the second step the password earned, and the page to go to once signed in.
 */
export interface TwoFactorState {
  step: SecondStep;
  next: string | null;
}

export interface TwoFactorStepProps {
  step: SecondStep;
  /** Signed in (or 'denied': a role this app does not serve): on as after a password. */
  onSignedIn: (outcome: LoginOutcome) => void;
  /** Back to the password form; with why (told in a notice) when the step is over (expired, too many wrong codes). */
  onBack: (message?: string) => void;
}

function twoFactorState(state: unknown): TwoFactorState | null {
  if (!state || typeof state !== 'object' || !('step' in state)) return null;
  const { step, next } = state as { step: Partial<SecondStep> | null; next?: unknown };
  if (!step || (step.kind !== 'code' && step.kind !== 'setup') || typeof step.mfaToken !== 'string') return null;
  return { step: { kind: step.kind, mfaToken: step.mfaToken }, next: typeof next === 'string' ? next : null };
}

/**
 * /login/two-factor: the sign-in's second step, after the right password of an account with
 * two-factor authentication: the code (or a recovery code), or setting it up where the role
 * requires it. A page of its own, loaded only for such accounts (the login page's first load
 * does not carry it). Opened without a step (typed, or in a new tab), it goes to /login.
 */
export function TwoFactorPage() {
  const navigate = useNavigate();
  const state = twoFactorState(useLocation().state);
  const next = state?.next ?? null;

  const onSignedIn = (outcome: LoginOutcome) => navigate(outcome === 'denied' ? '/denied' : safeNext(next), { replace: true });
  const onBack = useCallback(
    (message?: string) => {
      // Why, under the sign-in's failure title, as a refused password is told.
      if (message) notifyFailed(message, 'auth.login.failedTitle');
      navigate(next ? loginPath(next) : '/login', { replace: true });
    },
    [navigate, next],
  );

  if (!state) return <Navigate to="/login" replace />;
  const props = { step: state.step, onSignedIn, onBack };
  return state.step.kind === 'setup' ? <EnrolStep {...props} /> : <CodeStep {...props} />;
}

/**
 * The page as the router loads it (publicScreens.twoFactor). Its texts (`twoFactor`) are not among
 * the signed-out pages' namespaces: it installs the whole catalogue, the chunk the signed-in
 * frame loads next anyway (lib/i18n-catalogue.ts in the console, the portal's layout).
 */
export function loadTwoFactorPage(): typeof TwoFactorPage {
  installCatalogue(messages);
  return TwoFactorPage;
}
