import { messages, format } from '@pubdesk/contract';
import { tooManyRequests } from '../../lib/http-errors.js';
import type { authRepo } from './auth.repo.js';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Refuses a sign-in while the account has 5 failures, or the IP 20, within 15 minutes. It runs
 * before the password is checked, so a correct password does not get through a lock.
 */
export async function assertNotThrottled(repo: ReturnType<typeof authRepo>, username: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const failures = await repo.recentFailures(username, ip, since);
  const locks = [
    failures.user.count >= MAX_FAILURES_PER_ACCOUNT ? failures.user.oldest : null,
    failures.ip.count >= MAX_FAILURES_PER_IP ? failures.ip.oldest : null,
  ].filter((d): d is Date => d !== null);
  if (locks.length === 0) return;
  // The lock lifts when the oldest failure in the window ages out.
  const retryAt = Math.max(...locks.map((d) => d.getTime() + THROTTLE_WINDOW_MS));
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  throw tooManyRequests(format(messages.api.throttled, { minutes: Math.ceil(seconds / 60) }), seconds);
}
