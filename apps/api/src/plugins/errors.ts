import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { format, messages, type FieldErrors } from '@pubdesk/contract';
import { HttpError } from '../lib/http-errors.js';
import { failedQuery } from '../db/query-error.js';
import { isPortalPath, sendConsoleIndex, sendPortalIndex } from './web.js';

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

/**
 * Maps every error to a DRF-shaped body: 400 field errors, otherwise `{detail}`. With the built
 * apps' folders (null or left out: not served), unknown page paths get their index.html.
 */
/** SQLSTATE numeric_value_out_of_range. */
const NUMERIC_OUT_OF_RANGE = '22003';

export function registerErrorHandling(app: FastifyInstance, opts: { consoleDist?: string | null; portalDist?: string | null } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: FieldErrors = {};
      const source =
        error.validationContext === 'body' ? request.body : error.validationContext === 'querystring' ? request.query : undefined;
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const field = path.join('.') || 'non_field_errors';
        const message =
          path.length > 0 && source !== undefined && isMissing(source, path)
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
      return reply.status(415).send({ detail: format(messages.api.unsupportedMediaType, { type: request.headers['content-type'] ?? '' }) });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ detail: messages.api.tooLarge });
    }
    if (isTruncatedMultipart(error)) return reply.status(400).send({ detail: messages.api.multipartTruncated });
    const status = error.statusCode ?? 500;
    // A figure past what its column holds (a sum grown past its digits): bad input, not a fault.
    const overflow = failedQuery(error);
    if (overflow?.sqlstate === NUMERIC_OUT_OF_RANGE) {
      // Logged with its statement: a sum of a user's figures, or a column of ours too narrow.
      request.log.warn(overflow, 'numeric value out of range');
      return reply.status(400).send({ non_field_errors: [messages.api.figureTooLarge] });
    }
    if (status >= 500) {
      // A failed query logs its statement only: its parameters and the driver's text carry values.
      const query = failedQuery(error);
      if (query) request.log.error(query, 'query failed');
      else request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: messages.api.serverError });
    }
    return reply.status(status).send({ detail: error.message });
  });

  // The console and the portal use history-mode routes: a GET for a page path (outside /api/,
  // no file extension) gets its app's index.html, the portal's under /portal (never the
  // console's: a portal not built is a 404); everything else unknown is a JSON 404.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage) {
      if (isPortalPath(pathname)) {
        if (opts.portalDist) return sendPortalIndex(reply, opts.portalDist);
      } else if (opts.consoleDist) {
        return sendConsoleIndex(reply, opts.consoleDist);
      }
    }
    return reply.status(404).send({ detail: messages.api.notFound });
  });
}

/**
 * A multipart body that ends before its closing boundary. The parser (busboy) reports it with
 * plain Errors, told apart by their text only; `@fastify/multipart` says so when the request
 * closes early.
 */
function isTruncatedMultipart(error: FastifyError): boolean {
  return error.code === 'FST_MP_PREMATURE_CLOSE' || /unexpected end of multipart data$/i.test(error.message);
}

/**
 * Fastify's own errors before a route is found, in DRF's shape: a malformed percent-encoding
 * in the path (`/api/users/%zz/`), a path parameter over `maxParamLength`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') return void reply.status(400).send({ detail: messages.api.malformedUrl });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return void reply.status(414).send({ detail: messages.api.urlTooLong });
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  reply.status(status).send({ detail: status < 500 ? error.message : messages.api.serverError });
}

/**
 * Requests Node's HTTP parser refuses (headers over the size limit, malformed request lines, a
 * client too slow to send its headers) are answered on the socket, before Fastify sees them:
 * in DRF's shape too, as Fastify's default handler does in its own.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.api.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.api.requestTimeout]
        : [400, messages.api.malformedRequest];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
