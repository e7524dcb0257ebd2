import type { Db } from '../../db/client.js';
import type { ImpersonationSessions } from '../../lib/auth-ports.js';
import { impersonationRepo } from './impersonation.repo.js';

/** Whether an impersonated session (a token's `sid`) is over, for the auth plugin and token verification. */
export function impersonationSessions(db: Db): ImpersonationSessions {
  const repo = impersonationRepo(db);
  return { hasEnded: (sessionId) => repo.hasEnded(sessionId) };
}
