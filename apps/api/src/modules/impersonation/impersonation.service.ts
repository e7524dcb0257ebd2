import { impersonableRoles, messages, type ImpersonationResponse } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { fieldError, HttpError } from '../../lib/http-errors.js';
import { labelOrigin, portalUrl } from '../../lib/main-origin.js';
import { randomKey } from '../../lib/secrets.js';
import { userCondition } from '../assignments/index.js';
import { usersRepo, type UserRow } from '../users/index.js';
import { labelMembers } from '../whitelabel/index.js';
import { impersonationRepo } from './impersonation.repo.js';

const KEY_TTL_MS = 60_000;
const impersonable = (role: string) => (impersonableRoles as readonly string[]).includes(role);
const keyInvalid = () => new HttpError(400, { detail: messages.api.keyInvalid });

/**
 * Staff ask for a single-use key valid 60 seconds for a publisher, network or pre_activation
 * user; the portal exchanges it for a session whose token names the staff user as `act`
 * (RFC 8693), so every action in it is logged with both, and its key's row as `sid`, which the
 * portal's End marks ended.
 */
export function impersonationService(deps: Pick<Deps, 'db' | 'config' | 'tokens'>) {
  const repo = impersonationRepo(deps.db);
  const users = usersRepo(deps.db);
  const members = labelMembers(deps);

  /**
   * The portal on the target's own white label (its domain, the portal's path), so the session
   * wears the brand the user knows; without exactly one label, the portal's main address
   * (PUBDESK_PORTAL_URL as it is, else /portal/ on the main origin).
   */
  async function portalFor(target: UserRow): Promise<URL> {
    const portal = new URL(portalUrl(deps.config));
    const label = await members.labelFor(target);
    return label ? new URL(portal.pathname, labelOrigin(deps.config, label.domain)) : portal;
  }

  return {
    async start(auth: AuthContext, userId: number): Promise<ImpersonationResponse> {
      // Never from an impersonated session: the route is session-only (the guard refuses it).
      // Someone outside the caller's scope does not exist for them.
      const target = await users.findRow(userId, userCondition(auth));
      if (!target) throw missingId('user_id', userId);
      if (!impersonable(target.role)) throw fieldError('user_id', 'Publishers and Networks only');
      if (!target.isActive) throw fieldError('user_id', messages.api.accountDisabled);
      const key = randomKey();
      const expiresAt = new Date(Date.now() + KEY_TTL_MS);
      await repo.addKey(key, target.id, auth.user.id, expiresAt);
      const url = await portalFor(target);
      url.searchParams.set('impersonating', key);
      return { key, expires_at: expiresAt.toISOString(), url: url.toString() };
    },

    /** Uses the key up; answers the session's access token and who it is for and by, for the audit log. */
    async exchange(key: string): Promise<{ access: string; userId: number; actorId: number }> {
      const used = await repo.useKey(key);
      if (!used) throw keyInvalid();
      const [user, actor] = await Promise.all([users.get(used.userId), users.findRow(used.actorId)]);
      // Checked again now: the target may have been promoted to staff since the key was made.
      if (!user || !user.is_active || !actor?.isActive || !impersonable(user.role)) throw keyInvalid();
      // A pre_activation user's session opens as publisher.
      const role = user.role === 'pre_activation' ? 'publisher' : user.role;
      const { id, username, first_name, last_name, email, is_verified, profile_image } = user;
      const access = await deps.tokens.sign({
        user: { id, username, first_name, last_name, email, role, is_verified, profile_image },
        act: { sub: String(actor.id) },
        sid: used.id,
      });
      return { access, userId: user.id, actorId: actor.id };
    },

    /** The portal's End: the session's token is refused from now on (plugins/auth.ts). */
    async end(auth: AuthContext): Promise<void> {
      if (auth.actorId === null) throw new HttpError(400, { detail: messages.api.notImpersonated });
      // A token from before sessions had ids cannot be ended: it expires on its own.
      if (auth.impersonationId) await repo.end(auth.impersonationId, auth.user.id, auth.actorId);
    },
  };
}
