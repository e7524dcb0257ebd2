import type { FastifyInstance } from 'fastify';
import { format, messages } from '@pubdesk/contract';
import { HttpError } from '../lib/http-errors.js';

/**
 * How deep a JSON body may nest. The deepest payload the API declares (the website wizard's
 * placements, a player part's schedule) is under ten levels; 64 leaves room and bounds every
 * walk that follows (the input guard, zod, the serializer, a jsonb column).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside each other. One pass over
 * the characters, stopping at the first level past the bound: a body of 200 kB of `[` is refused
 * after 65 characters, before JSON.parse or anything else walks it. Brackets inside strings do
 * not count (a backslash escapes the next character there).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser (secure-json-parse, refusing
 * `__proto__` keys as Fastify does by default) behind the depth bound. Registered before any
 * route, so every JSON body in the API passes it.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string; the check keeps the types honest.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, { detail: format(messages.api.bodyTooDeep, { max: MAX_JSON_DEPTH }) }), undefined);
    }
    parse(request, text, done);
  });
}
