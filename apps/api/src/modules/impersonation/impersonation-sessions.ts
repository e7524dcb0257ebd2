import type { Db } from '../../db/client.js';
import type { ImpersonationSessions } from '../../lib/auth-ports.js';
import { userCondition } from '../assignments/index.js';
import { usersRepo } from '../users/index.js';
import { impersonationRepo } from './impersonation.repo.js';

/**
 * Whether an impersonated session is over, for the auth plugin and token verification: ended by
 * its End, or its user out of its staff user's scope since it began (one indexed lookup; none for
 * staff who see everyone).
 */
export function impersonationSessions(db: Db): ImpersonationSessions {
  const repo = impersonationRepo(db);
  const users = usersRepo(db);
  return {
    async isOver({ id, actor, userId }) {
      if (id !== null && (await repo.hasEnded(id))) return true;
      const scope = userCondition({ user: actor });
      return scope !== undefined && !(await users.findRow(userId, scope));
    },
  };
}
