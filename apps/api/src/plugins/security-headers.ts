import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.js';

/**
 * A page's Content-Security-Policy: scripts, styles, fonts and calls from this origin only, no
 * plugins, no framing; images from `imageSources`. Styles need 'unsafe-inline': Mantine (and
 * Swagger UI's React) set `style` attributes, which cannot carry a nonce, and CSS cannot run
 * script; the script policy is the one that matters.
 */
export function pagePolicy(imageSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The console's policy. The built console has no inline script (Vite emits module files only).
 * Images come from this origin (/brand/, /media/ uploads), data: and blob: URIs, and the S3
 * bucket's public address when uploads live there.
 */
export function consolePolicy(imageOrigins: readonly string[]): string {
  return pagePolicy(["'self'", 'data:', 'blob:', ...imageOrigins]);
}

/**
 * Everything that is not a page (API JSON, scripts, images): opened on its own it may load
 * nothing, and nobody may frame it.
 */
export const closedPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Browser features the console never uses, switched off for it and anything it embeds. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Responses that carry a credential: token pairs, a one-time impersonation key, a revealed API
 * key, a two-factor secret or recovery codes. No cache (browser, proxy, back-forward) may keep them. Route patterns as registered.
 */
const credentialRoutes = new Set([
  'POST /api/auth/token/',
  'POST /api/auth/token/refresh/',
  'POST /api/auth/impersonation/',
  'POST /api/auth/impersonation/exchange/',
  'PUT /api/auth/user/password/',
  'POST /api/auth/api-keys/:id/reveal/',
  // Two-factor secrets and recovery codes, and the second step's token pairs.
  'POST /api/auth/2fa/setup/',
  'POST /api/auth/2fa/confirm/',
  'POST /api/auth/2fa/recovery-codes/',
  'POST /api/auth/token/2fa/',
  'POST /api/auth/token/2fa/setup/',
  'POST /api/auth/token/2fa/confirm/',
]);

/** Where uploaded images are served from besides this origin: the S3 bucket's public address. */
export function uploadOrigins(config: Pick<Config, 'isS3Configured' | 'S3_PUBLIC_URL' | 'S3_ENDPOINT'>): string[] {
  if (!config.isS3Configured) return [];
  const base = config.S3_PUBLIC_URL ?? config.S3_ENDPOINT;
  return base ? [new URL(base).origin] : [];
}

/**
 * The console's pages are whatever answers HTML: index.html at /, and at every page path. A 304
 * has no type, but the browser takes its headers for the page it keeps: a page's revalidation
 * (a browser asks for a page with Accept: text/html) must carry the page's policy, or the next
 * load of a kept page runs under the closed one and loads nothing.
 */
function isPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string') return type.startsWith('text/html');
  return reply.statusCode === 304 && (request.headers.accept ?? '').includes('text/html');
}

function carriesCredential(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && credentialRoutes.has(`${request.method} ${route}`);
}

/** Sets a header unless the route chose its own (the /media/ sandbox, the docs page's CSP). */
function setDefault(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name)) reply.header(name, value);
}

/** The security headers of an answer that is not a page and carries no credential (API JSON). */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': closedPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
};

/**
 * Security headers on every response: a CSP (the console's on pages, a closed one elsewhere),
 * no MIME sniffing, no framing, a referrer policy and a permissions policy; `no-store` on
 * answers that carry a credential. Added to the root before any route so every route and the
 * not-found handler (the console's page paths) inherit it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policy = consolePolicy(uploadOrigins(config));
  app.addHook('onSend', async (request, reply, payload) => {
    setDefault(reply, 'content-security-policy', isPage(request, reply) ? policy : closedPolicy);
    setDefault(reply, 'x-content-type-options', 'nosniff');
    setDefault(reply, 'x-frame-options', 'DENY');
    setDefault(reply, 'referrer-policy', 'strict-origin-when-cross-origin');
    setDefault(reply, 'permissions-policy', permissionsPolicy);
    if (carriesCredential(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
