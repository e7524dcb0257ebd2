import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditWriter } from '../lib/audit-port.js';
import { clientInfo } from '../lib/user-agent.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who did it, when the request carried no session (sign-in sets it). */
    auditUserId: number | null;
    /** The staff user behind it, when the request opened an impersonated session. */
    auditImpersonatorId: number | null;
  }
  interface FastifyContextConfig {
    /** false for a POST not written to the audit log (one that only reads, a check, an upload's chunk). */
    audit?: boolean;
    /** A POST that only reads (token verification, the whitelabel check): no write to the caches either. */
    readsOnly?: boolean;
  }
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The audit log (docs/product-rules.md): every successful write through the API, by anyone, is recorded
 * with its service (the route's tag), action (the route's operation id), user, the impersonating
 * staff user if any, and the client: ip, platform, browser, device. The request body is never
 * stored, so no password, key or token can reach the log; only the record's id is kept. The row
 * is written before the answer leaves, so an answered write is never missing from the log; a row
 * that cannot be written (the database refused it) is written to the server's log instead, and the
 * committed write is answered as done.
 * `record` stores the row (the audit module's repository, handed over by app.ts).
 */
export function registerAudit(app: FastifyInstance, record: AuditWriter): void {
  app.decorateRequest('auditUserId', null);
  app.decorateRequest('auditImpersonatorId', null);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!writes.has(request.method) || reply.statusCode >= 400 || request.routeOptions.config.audit === false) return payload;
    const schema = request.routeOptions.schema as { tags?: string[]; operationId?: string } | undefined;
    if (!schema?.operationId || !request.url.startsWith('/api/')) return payload;
    const params = request.params as { id?: unknown } | undefined;
    const data: Record<string, unknown> = {
      ip: request.ip,
      ...clientInfo(request.headers['user-agent']),
      method: request.method,
      path: request.routeOptions.url,
      status: reply.statusCode,
    };
    if (request.auth?.apiKeyId) data.api_key = request.auth.apiKeyId;
    if (params?.id !== undefined) data.id = Number(params.id);
    else if (request.method === 'POST' && typeof payload === 'string' && payload.startsWith('{')) {
      const created = /^\{"id":(\d+)/.exec(payload);
      if (created) data.id = Number(created[1]);
    }
    const entry = {
      service: (schema.tags?.[0] ?? 'api').slice(0, 50),
      action: schema.operationId.slice(0, 100),
      userId: request.auth?.user.id ?? request.auditUserId,
      impersonatorId: request.auth?.actorId ?? request.auditImpersonatorId,
      data,
    };
    try {
      await record(entry);
    } catch (err) {
      // The write is committed: answering 500 would tell its client it failed (a retry then met
      // "already exists"). The entry goes to the server's log instead, for whoever keeps it.
      request.log.error({ err, audit: entry }, 'audit entry not written');
    }
    return payload;
  });
}
