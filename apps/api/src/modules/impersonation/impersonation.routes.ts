import { and, eq, gt, isNull } from 'drizzle-orm';
import { impersonableRoles, impersonationExchangeSchema, impersonationRequestSchema, impersonationResponseSchema, impersonationSessionSchema, messages } from '@pubdesk/contract';
import type { App } from '../../app-types.js';
import { fieldError, forbidden, HttpError } from '../../lib/http-errors.js';
import { randomKey, sha256 } from '../../lib/secrets.js';
import { userCondition } from '../assignments/index.js';
import { access, allow } from '../access/index.js';
import { usersRepo } from '../users/index.js';
import { impersonationKeys } from './impersonation.table.js';

const tags = ['auth'];
const KEY_TTL_MS = 60_000;

/**
 * DECISIONS.md: staff ask for a single-use key valid 60 seconds for a publisher, network or
 * pre_activation user; the portal exchanges it for a session whose token names the staff user
 * as `act` (RFC 8693), so every action in it is logged with both.
 */
export async function impersonationRoutes(app: App): Promise<void> {
  const { db, config, tokens } = app.deps;
  const users = usersRepo(db);

  app.post(
    '/api/auth/impersonation/',
    {
      config: allow(access.can('auth.impersonate_user'), { sessionOnly: true }),
      schema: { tags, operationId: 'impersonate', body: impersonationRequestSchema, response: { 201: impersonationResponseSchema } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      if (auth.actorId !== null) throw forbidden('You cannot impersonate from an impersonated session.');
      // Someone outside the caller's scope does not exist for them.
      const target = await users.findRow(request.body.user_id, userCondition(auth));
      if (!target) throw fieldError('user_id', `Invalid pk "${request.body.user_id}" - object does not exist.`);
      if (!(impersonableRoles as readonly string[]).includes(target.role)) throw fieldError('user_id', 'Publishers and Networks only');
      if (!target.isActive) throw fieldError('user_id', messages.api.accountDisabled);
      const key = randomKey();
      const expiresAt = new Date(Date.now() + KEY_TTL_MS);
      await db.insert(impersonationKeys).values({ keyHash: sha256(key), userId: target.id, actorId: auth.user.id, expiresAt });
      const url = new URL(config.PUBDESK_PORTAL_URL);
      url.searchParams.set('impersonating', key);
      return reply.status(201).send({ key, expires_at: expiresAt.toISOString(), url: url.toString() });
    },
  );

  app.post(
    '/api/auth/impersonation/exchange/',
    {
      // The key is the credential; it is used once.
      config: allow(access.public),
      schema: { tags, operationId: 'exchangeImpersonationKey', body: impersonationExchangeSchema, response: { 200: impersonationSessionSchema } },
    },
    async (request) => {
      const [used] = await db
        .update(impersonationKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(impersonationKeys.keyHash, sha256(request.body.key)), isNull(impersonationKeys.usedAt), gt(impersonationKeys.expiresAt, new Date())))
        .returning();
      const invalid = () => new HttpError(400, { detail: messages.api.keyInvalid });
      if (!used) throw invalid();
      const [user, actor] = await Promise.all([users.get(used.userId), users.findRow(used.actorId)]);
      // Checked again now: the target may have been promoted to staff since the key was made.
      if (!user || !user.is_active || !actor?.isActive || !(impersonableRoles as readonly string[]).includes(user.role)) throw invalid();
      request.auditUserId = user.id;
      request.auditImpersonatorId = actor.id;
      // A pre_activation user's session opens as publisher (spec section 4).
      const role = user.role === 'pre_activation' ? 'publisher' : user.role;
      const access = await tokens.sign({
        user: { id: user.id, username: user.username, first_name: user.first_name, last_name: user.last_name, email: user.email, role, is_verified: user.is_verified, profile_image: user.profile_image },
        act: { sub: String(actor.id) },
      });
      return { access };
    },
  );
}
