import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  successStatus,
  type BodyOf,
  type EndpointSpec,
  type PageQuery,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
} from '@pubdesk/contract';
import { access, allow, type Access } from './access-rule.js';
import type { AuthContext } from './auth-context.js';
import type { App } from './fastify-app.js';
import { listResponse, pageWindow, type PageSize, type PageWindow } from './pagination.js';
import { sendExport, type ExportTable } from './table-export.js';

/** What a handler gets: the caller (never null unless the endpoint is public) and the checked inputs. */
export interface EndpointContext<E extends EndpointSpec> {
  auth: E['access'] extends 'public' ? AuthContext | null : AuthContext;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the body to send with the declared status; a handler that sent its own answer returns the reply. */
export type EndpointHandler<E extends EndpointSpec> = (
  context: EndpointContext<E>,
) => Promise<ResultOf<E> | FastifyReply> | ResultOf<E> | FastifyReply;

const accessRule = (rule: EndpointSpec['access']): Access =>
  rule === 'public' ? access.public : rule === 'authenticated' ? access.authenticated : access.can(rule.permission);

/**
 * The largest body anyone may send without signing in: the public forms (sign-in, sign-up, a
 * reset, the branding check) are well under 1 kB. The 1 MiB of the signed-in API let anyone make
 * each request parse and walk 340,000 keys (118 ms).
 */
const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Registers a declared endpoint: path under /api, the access rule the guard enforces, the zod
 * schemas Fastify validates and the OpenAPI document shows, and the declared success status.
 * The document's refusals are derived from the same (plugins/docs.ts, lib/endpoint-errors.ts).
 */
export function handle<E extends EndpointSpec>(app: App, endpoint: E, handler: EndpointHandler<E>): void {
  const status = successStatus(endpoint);
  const rule = allow(accessRule(endpoint.access), { sessionOnly: endpoint.sessionOnly });
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    ...(endpoint.access === 'public' ? { bodyLimit: PUBLIC_BODY_LIMIT } : {}),
    config: {
      ...rule,
      ...(endpoint.audit === false || endpoint.readsOnly ? { audit: false } : {}),
      ...(endpoint.readsOnly ? { readsOnly: true } : {}),
      docs: { errors: endpoint.errors, ...(endpoint.response ? {} : { status }) },
    },
    schema: {
      tags: [...endpoint.tags],
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.response ? { response: { [status]: endpoint.response } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        auth: request.auth as EndpointContext<E>['auth'],
        params: request.params as ParamsOf<E>,
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        request,
        reply,
      });
      if (reply.sent || result === reply) return reply;
      if (status === 204) return reply.status(204).send();
      return reply.status(status).send(result);
    },
  });
}

/** One handler for several declarations: PUT and PATCH of a resource share theirs. */
export function handleEach<E extends EndpointSpec>(app: App, endpoints: readonly E[], handler: EndpointHandler<E>): void {
  for (const endpoint of endpoints) handle(app, endpoint, handler);
}

/** One page of a list, as a service returns it; any other field (a report's totals) is sent beside the page. */
export interface ListPage<T> {
  count: number;
  results: T[];
  [extra: string]: unknown;
}

/**
 * A DRF list endpoint: the page window from `limit`/`offset`/`page` (with the endpoint's default
 * limit), the service's page for it, and the `{count, next, previous, results}` envelope (plus the
 * page's other fields).
 */
export function handleList<E extends EndpointSpec>(
  app: App,
  endpoint: E,
  pageSize: number | PageSize,
  load: (context: EndpointContext<E>, window: PageWindow) => Promise<ListPage<unknown>>,
  /** The whole list as a file, for `?format=csv` or `xlsx` (reports). */
  exportTable?: (context: EndpointContext<E>) => ExportTable | Promise<ExportTable>,
): void {
  handle(app, endpoint, async (context) => {
    const format = (context.query as { format?: string } | undefined)?.format;
    if (exportTable && (format === 'csv' || format === 'xlsx')) return sendExport(context.reply, format, await exportTable(context));
    const window = pageWindow((context.query ?? {}) as PageQuery, pageSize);
    const { count, results, ...extra } = await load(context, window);
    return { ...listResponse(context.request, window, count, results), ...extra } as ResultOf<E>;
  });
}
