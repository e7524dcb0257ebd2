import type { FastifySchema, RouteOptions } from 'fastify';
import type { EndpointErrors, ErrorStatus } from '@pubdesk/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the API document says of a declared endpoint beyond its route schema (`handle()` sets
     * it): the refusals it declares (`EndpointSpec.errors`), and the success status of an answer
     * without a JSON schema (a 204, the ads.txt file). Neither is a response schema, which would
     * also serialize those answers.
     */
    docs?: { errors?: EndpointErrors; status?: number };
  }
}

const disabled = 'the account or API key is disabled (`account_disabled`, `api_key_disabled`)';
const sessionOnly =
  "Also refused to an API key (`session_required`) and to an impersonated session (`impersonated_session`): only the user's own session may.";

/**
 * The refusals a route answers, each with when, as the API document shows them. Derived from
 * what every request goes through: the input checks (400: the input guard refuses a NUL or a
 * lone surrogate in any query, so every route has one), the guard (401 and 403 unless the route
 * is public), a path id that names nothing in the caller's scope (404) and the body parser (413
 * over the size limit, 415 for another media type); then the route's declared `errors` add the
 * rest (409, 429, ...) or say more precisely when a derived one is answered.
 */
export function refusalsOf(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>): Partial<Record<ErrorStatus, string>> {
  const schema: FastifySchema = route.schema ?? {};
  const rule = route.config?.access;
  const takesInput = Boolean(schema.params || schema.querystring || schema.body || schema.headers);
  const refusals: Partial<Record<ErrorStatus, string>> = {
    400: takesInput
      ? 'The input was refused: messages by field (`non_field_errors` for the input as a whole), or `{detail}` for a body that is not JSON.'
      : 'A query the API refuses (a NUL character or a lone surrogate): messages by parameter.',
  };
  if (rule && rule.kind !== 'public') {
    refusals[401] = 'Not signed in: no token or API key, or one that is invalid or expired (`token_not_valid`).';
    const lacking =
      rule.kind === 'permission' ? `The caller lacks the \`${rule.permission}\` permission, or ${disabled}.` : `${capitalised(disabled)}.`;
    refusals[403] = route.config?.sessionOnly ? `${lacking} ${sessionOnly}` : lacking;
  }
  if (route.url.includes(':')) refusals[404] = 'Nothing with this id, or nothing the caller may see.';
  if (schema.body) {
    refusals[413] = 'The body is over the size limit.';
    refusals[415] = 'The body is not of a media type the endpoint reads.';
  }
  return { ...refusals, ...route.config?.docs?.errors };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
