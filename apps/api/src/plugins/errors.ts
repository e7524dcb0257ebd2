import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type FieldErrors } from '@pubdesk/contract';
import { HttpError } from '../lib/http-errors.js';

/** zod's wording for a missing value, in DRF's words. */
function fieldMessage(message: string, keyword: string): string {
  if (keyword === 'invalid_type' && /received undefined/.test(message)) return 'This field is required.';
  return message;
}

/**
 * Whether the request left out the value at this path. A field with its own message (a choice,
 * a coerced id, a percentage) would otherwise answer that message, or zod's "Invalid input",
 * for a field that was simply not sent; DRF says 'This field is required.' for all of them.
 */
function isMissing(source: unknown, path: string[]): boolean {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined;
}

/** Maps every error to a DRF-shaped body: 400 field errors, otherwise `{detail}`. */
export function registerErrorHandling(app: FastifyInstance, opts: { spaFallback: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      const source = error.validationContext === 'body' ? request.body : error.validationContext === 'querystring' ? request.query : undefined;
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const field = path.join('.') || 'non_field_errors';
        const message = path.length > 0 && source !== undefined && isMissing(source, path)
          ? 'This field is required.'
          : fieldMessage(issue.message ?? 'Invalid value.', String(issue.keyword));
        (body[field] ??= []).push(message);
      }
      return reply.status(400).send(body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ detail: messages.api.invalidBody });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: 'Request entity too large.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: 'A server error occurred.' });
    }
    return reply.status(status).send({ detail: error.message });
  });

  // The console uses history-mode routes: a GET for a page path (outside /api/, no file
  // extension) gets index.html; everything else unknown is a JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (opts.spaFallback && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ detail: messages.api.notFound });
  });
}
