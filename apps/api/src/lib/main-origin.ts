import type { Config } from '../config/env.js';

/**
 * The main label's origin, from configuration only: links the server hands out (in mail, in
 * list pages) never echo a request's `Host` or `X-Forwarded-Host`, which the client chooses.
 * Without PUBDESK_MAIN_ORIGIN it is this server on 127.0.0.1 (the main label in the demo, where
 * localhost is a white label): right on a laptop and harmless elsewhere.
 */
export function mainOrigin(config: Pick<Config, 'PUBDESK_MAIN_ORIGIN' | 'PORT'>): string {
  return config.PUBDESK_MAIN_ORIGIN ? new URL(config.PUBDESK_MAIN_ORIGIN).origin : `http://127.0.0.1:${config.PORT}`;
}

/**
 * The portal's address on the main label: PUBDESK_PORTAL_URL when set, else /portal/ on the main
 * origin (the portal this server serves). A white label's users get its path on their label's
 * domain instead (the impersonation service).
 */
export function portalUrl(config: Pick<Config, 'PUBDESK_PORTAL_URL' | 'PUBDESK_MAIN_ORIGIN' | 'PORT'>): string {
  return config.PUBDESK_PORTAL_URL ?? `${mainOrigin(config)}/portal/`;
}

/** A white label's origin: its domain, with the main origin's scheme and port (one server serves every label). */
export function labelOrigin(config: Pick<Config, 'PUBDESK_MAIN_ORIGIN' | 'PORT'>, domain: string): string {
  const main = new URL(mainOrigin(config));
  return `${main.protocol}//${domain}${main.port ? `:${main.port}` : ''}`;
}
