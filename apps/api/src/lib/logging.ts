import type { FastifyRequest } from 'fastify';

/*
 * The access log (Fastify's "incoming request" lines) writes each request's URL, and some URLs
 * carry a secret: the key of a mailed link the console opens (`/reset/<key>`, `/verifiy/<key>`),
 * the impersonation key (`?impersonating=<key>`), a token in a query string. Those parts are
 * replaced before the line is written.
 */

/** A path segment that is itself a key: the console's mailed-link pages. */
const secretSegment = /(\/(?:reset|verifiy|verify)\/)[^/?#]+/gi;
/** Query parameters whose value is a key or a token. */
const secretParameter = /key|token|secret|password|impersonating|signature/i;
const REDACTED = '[redacted]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The URL as the log may show it: keys in the path and in the query string replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(secretSegment, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && secretParameter.test(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The server's logger options (pino): Fastify's request fields, with the URL redacted. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
