import { messages, format } from '@pubdesk/contract';
import { addressKey } from '../../lib/address-key.js';
import { fieldError, tooManyRequests } from '../../lib/http-errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { sha256 } from '../../lib/secrets.js';
import type { authRepo } from './auth.repo.js';

type AuthRepo = ReturnType<typeof authRepo>;

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_RESETS_PER_ADDRESS = 3;
export const MAX_RESETS_PER_IP = 10;

interface Counted {
  /** Rows in the window, the caller's own included. */
  count: number;
  oldest: Date | null;
  max: number;
}

/**
 * Seconds until every count is back within its limit, or null when none is over. A lock lifts
 * when the oldest row in the window ages out.
 */
function secondsLocked(counts: Counted[], now: Date): number | null {
  const locks = counts.filter((c) => c.count > c.max && c.oldest).map((c) => c.oldest!.getTime() + THROTTLE_WINDOW_MS);
  if (locks.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...locks) - now.getTime()) / 1000));
}

/**
 * Runs one password check (a sign-in, or the current password a sensitive change asks for)
 * under the sign-in throttle: at most 5 failures per account and 20 per IP in 15 minutes.
 *
 * The attempt is recorded before it is counted, and the count includes it: of any number of
 * parallel attempts, the k-th to be recorded sees at least k rows, so no more than the limit
 * ever reach the password check. A throttled attempt is removed again (it checked nothing, so
 * it neither extends the lock nor counts against the IP); a right password turns it into a
 * success and clears the account's failures; a wrong one stays as a failure.
 */
export async function throttledPasswordCheck(
  repo: AuthRepo,
  who: { username: string; ip: string },
  check: () => Promise<boolean>,
  now = new Date(),
): Promise<boolean> {
  // An IPv6 client's budget is its /64's: one subscriber holds billions of addresses.
  const ip = addressKey(who.ip);
  const id = await repo.recordAttempt(who.username, ip);
  const failures = await repo.recentFailures(who.username, ip, new Date(now.getTime() - THROTTLE_WINDOW_MS));
  const locked = secondsLocked(
    [
      { ...failures.user, max: MAX_FAILURES_PER_ACCOUNT },
      { ...failures.ip, max: MAX_FAILURES_PER_IP },
    ],
    now,
  );
  if (locked !== null) {
    await repo.dropAttempt(id);
    throw tooManyRequests(format(messages.api.throttled, { minutes: Math.ceil(locked / 60) }), locked);
  }
  let ok: boolean;
  try {
    ok = await check();
  } catch (error) {
    await repo.dropAttempt(id);
    throw error;
  }
  if (ok) await repo.attemptSucceeded(id, who.username);
  return ok;
}

/**
 * The password of the user at the keyboard before a sensitive change (e-mail, password, 2FA),
 * under the sign-in throttle; a wrong one is the field error `wrong` on `field`.
 */
export async function assertOwnPassword(
  repo: AuthRepo,
  user: { username: string; password: string },
  attempt: { password: string; ip: string; field: string; wrong: string },
): Promise<void> {
  const ok = await throttledPasswordCheck(repo, { username: user.username, ip: attempt.ip }, () =>
    verifyPassword(attempt.password, user.password),
  );
  if (!ok) throw fieldError(attempt.field, attempt.wrong);
}

/**
 * Counts a password-reset request: at most 3 per address and 10 per IP in 15 minutes, whether
 * or not the address has an account (the answer must not tell). Recorded first, counted with
 * itself, like the sign-in throttle; a refused request is removed so it does not prolong the wait.
 */
export async function assertResetRequestAllowed(repo: AuthRepo, email: string, address: string, now = new Date()): Promise<void> {
  const ip = addressKey(address);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const emailHash = sha256(email.toLowerCase());
  // Rows older than the window count for nothing; the table stays the size of one window.
  await repo.pruneResetRequests(since);
  const id = await repo.recordResetRequest(emailHash, ip);
  const recent = await repo.recentResetRequests(emailHash, ip, since);
  const locked = secondsLocked(
    [
      { ...recent.email, max: MAX_RESETS_PER_ADDRESS },
      { ...recent.ip, max: MAX_RESETS_PER_IP },
    ],
    now,
  );
  if (locked === null) return;
  await repo.dropResetRequest(id);
  throw tooManyRequests(format(messages.api.resetThrottled, { minutes: Math.ceil(locked / 60) }), locked);
}
