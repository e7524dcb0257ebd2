import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { messages, type FieldErrors } from '@pubdesk/contract';
import { badRequest, HttpError } from '../lib/http-errors.js';

/*
 * Checks every request gets before its route's schema, so that no schema has to repeat them:
 *
 * - No U+0000 in any string or key of the path, query, JSON body or multipart parts. PostgreSQL's
 *   text types cannot hold it, so the query would fail with a 500; DRF answers each such field
 *   with 'Null characters are not allowed.'
 * - A multipart body names a boundary (RFC 2046: 1 to 70 characters); the parser otherwise
 *   throws a plain Error at whichever route reads the parts.
 *
 * One root `preValidation` hook, registered before any plugin or route, covers every route:
 * a route's own hooks run after it, and no route option turns it off.
 */

const NUL = '\u0000';
/** More is noise: the caller has the idea after a few. */
const MAX_REPORTED_FIELDS = 20;

/** Paths (`website.name`, `placements.0.group_id`) of strings and keys holding a NUL. */
export function fieldsWithNul(value: unknown, prefix: string[] = []): string[] {
  const found: string[] = [];
  // Iterative: a deeply nested JSON body must not exhaust the stack.
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: prefix }];
  while (stack.length && found.length < MAX_REPORTED_FIELDS) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) found.push(path.join('.') || 'non_field_errors');
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)] }));
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes(NUL)) found.push([...path, key].join('.'));
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}

function refuseNul(fields: string[]): void {
  if (fields.length === 0) return;
  const errors: FieldErrors = {};
  for (const field of fields) errors[field] = [messages.api.nullCharacters];
  throw badRequest(errors);
}

/** A part's name, file name and (for a field) value, under the part's name. */
function partWithNul(part: Multipart): string[] {
  if (part.fieldname.includes(NUL)) return [part.fieldname];
  const values = part.type === 'file' ? [part.filename] : [part.value];
  return values.some((v) => typeof v === 'string' && v.includes(NUL)) ? [part.fieldname] : [];
}

const boundaryPattern = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/**
 * Multipart parts are read by the route, after the hooks: each part the route is handed (by
 * `parts()`, `file()` or `files()`) is checked for a NUL first, with the fields sent before it.
 */
function guardMultipart(request: FastifyRequest): void {
  if (!boundaryPattern.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(400, { detail: messages.api.multipartNoBoundary });
  }
  const parts = request.parts.bind(request);
  const file = request.file.bind(request);
  const files = request.files.bind(request);
  const checkWithFields = (part: Multipart) => {
    const seen = Object.values(part.fields).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : []));
    refuseNul([...new Set([part, ...seen].flatMap(partWithNul))]);
  };
  request.parts = async function* (options) {
    for await (const part of parts(options)) {
      refuseNul(partWithNul(part));
      yield part;
    }
  };
  request.file = async (options) => {
    const part = await file(options);
    if (part) checkWithFields(part);
    return part;
  };
  request.files = async function* (options) {
    for await (const part of files(options)) {
      checkWithFields(part);
      yield part;
    }
  };
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNul([...fieldsWithNul(request.params), ...fieldsWithNul(request.query), ...fieldsWithNul(request.body)]);
    if (request.isMultipart()) guardMultipart(request);
  });
}
