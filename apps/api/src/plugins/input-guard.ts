import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { format, intId, messages, type FieldErrors } from '@pubdesk/contract';
import { badRequest, HttpError, notFound } from '../lib/http-errors.js';

/*
 * Checks every request gets before its route's schema, so that no schema has to repeat them:
 *
 * - No U+0000 in any string or key of the path, query, JSON body or multipart parts. PostgreSQL's
 *   text types cannot hold it, so the query would fail with a 500; DRF answers each such field
 *   with 'Null characters are not allowed.'
 * - No lone UTF-16 surrogate (`"\ud800"` in JSON) in any string or key: it is no character, and
 *   PostgreSQL refuses it in a json value (22P02); DRF answers 'Surrogate characters are not
 *   allowed: U+D800.'
 * - A path id (a parameter the route declares as `intId`) is plain decimal digits without a
 *   leading zero: `0x10`, `9e0`, `+9` and `09` would otherwise coerce to a real id; anything else
 *   names no resource (404).
 * - A multipart body names a boundary (RFC 2046: 1 to 70 characters); the parser otherwise
 *   throws a plain Error at whichever route reads the parts.
 *
 * One root `preValidation` hook, registered before any plugin or route, covers every route:
 * a route's own hooks run after it, and no route option turns it off. JSON bodies reach it
 * already bounded in depth (plugins/json-body.ts); its walk is linear in the body's size anyway.
 */

const NUL = '\u0000';
/** More is noise: the caller has the idea after a few. */
const MAX_REPORTED_FIELDS = 20;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string or key, as its field message; null when nothing is. */
function textProblem(text: string): string | null {
  if (text.includes(NUL)) return messages.api.nullCharacters;
  const lone = loneSurrogate.exec(text);
  if (lone) return format(messages.api.surrogateCharacters, { code: lone[0].charCodeAt(0).toString(16).toUpperCase() });
  return null;
}

/** Depth the walk recurses to (JSON bodies stop at 64, plugins/json-body.ts); deeper values go to the iterative walk. */
const RECURSION_LIMIT = 200;

/** A value met in the iterative walk, with the way back to where it started, so a path is built only for a field reported. */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

/**
 * Field errors for the strings and keys holding a NUL or a lone surrogate, by path
 * (`website.name`, `placements.0.group_id`). Each value is visited once with constant work
 * besides its own text, so the cost is linear in the input's size whatever its depth; it stops
 * after MAX_REPORTED_FIELDS fields. A recursive walk keeps the path as one list of keys (no
 * object per value: a 1 MiB body of tiny values cost 7-10 times its parse with one); past
 * RECURSION_LIMIT levels an iterative walk takes over, so no input can overflow the stack.
 */
export function badTextFields(value: unknown, prefix: string | null = null): FieldErrors {
  const errors: FieldErrors = {};
  let reported = 0;
  const keys: string[] = prefix === null ? [] : [prefix];
  const report = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
    reported++;
  };
  const fieldAt = (path: readonly string[]) => path.join('.') || 'non_field_errors';

  const deep = (start: unknown, at: readonly string[]) => {
    const pathOf = (visit: Visit, last?: string): string => {
      const tail: string[] = last === undefined ? [] : [last];
      for (let v: Visit | null = visit; v !== null; v = v.parent) if (v.key !== null) tail.push(v.key);
      return fieldAt([...at, ...tail.reverse()]);
    };
    const stack: Visit[] = [{ value: start, key: null, parent: null }];
    while (stack.length && reported < MAX_REPORTED_FIELDS) {
      const visit = stack.pop()!;
      const v = visit.value;
      if (typeof v === 'string') {
        const problem = textProblem(v);
        if (problem) report(pathOf(visit), problem);
      } else if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: visit });
      } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
        for (const [key, item] of Object.entries(v)) {
          const problem = textProblem(key);
          if (problem) report(pathOf(visit, key), problem);
          else stack.push({ value: item, key, parent: visit });
        }
      }
    }
  };

  const walk = (v: unknown, depth: number): void => {
    if (reported >= MAX_REPORTED_FIELDS) return;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) report(fieldAt(keys), problem);
      return;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) return;
    if (depth >= RECURSION_LIMIT) return deep(v, [...keys]);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && reported < MAX_REPORTED_FIELDS; i++) {
        const item: unknown = v[i];
        // Numbers, booleans and nulls need nothing: most of a big array.
        if (item === null || (typeof item !== 'string' && typeof item !== 'object')) continue;
        keys.push(String(i));
        walk(item, depth + 1);
        keys.pop();
      }
      return;
    }
    for (const key of Object.keys(v)) {
      if (reported >= MAX_REPORTED_FIELDS) return;
      keys.push(key);
      const problem = textProblem(key);
      if (problem) report(fieldAt(keys), problem);
      else walk((v as Record<string, unknown>)[key], depth + 1);
      keys.pop();
    }
  };
  walk(value, 0);
  return errors;
}

function refuse(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Plain decimal digits, no leading zero: the only spelling of a path id. */
const canonicalId = /^[1-9][0-9]*$/;

/** A path parameter the route declares as an id (`intId`) in any other spelling names nothing. */
function refuseOddPathIds(request: FastifyRequest): void {
  const schema = request.routeOptions.schema?.params as { shape?: Record<string, unknown> } | undefined;
  const params = request.params as Record<string, unknown> | undefined;
  if (!schema?.shape || !params) return;
  for (const [name, fieldSchema] of Object.entries(schema.shape)) {
    const value = params[name];
    if (fieldSchema === intId && typeof value === 'string' && !canonicalId.test(value)) throw notFound();
  }
}

/** A part's name, file name and (for a field) value, under the part's name. */
function partProblems(part: Multipart): FieldErrors {
  const texts = [part.fieldname, part.type === 'file' ? part.filename : part.value];
  for (const text of texts) {
    const problem = typeof text === 'string' ? textProblem(text) : null;
    if (problem) return { [part.fieldname]: [problem] };
  }
  return {};
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
    refuse(Object.assign({}, ...[part, ...seen].map(partProblems)));
  };
  request.parts = async function* (options) {
    for await (const part of parts(options)) {
      refuse(partProblems(part));
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
    refuse({ ...badTextFields(request.params), ...badTextFields(request.query), ...badTextFields(request.body) });
    refuseOddPathIds(request);
    if (request.isMultipart()) guardMultipart(request);
  });
}
