import { gaxios, JWT, OAuth2Client } from 'google-auth-library';
import { ConnectorError, type ConnectorConfig } from './connector.js';
import { httpCall, parseJsonExact, reasonOf, type HttpOptions } from './http.js';

/**
 * Google access tokens for the Ad Manager and AdSense connectors, through google-auth-library:
 * the service-account JWT-bearer grant and the OAuth refresh-token grant. Both post to
 * PUBDESK_GOOGLE_TOKEN_URL only, never to a `token_uri` found in the credentials.
 */

export const AD_MANAGER_SCOPE = 'https://www.googleapis.com/auth/admanager';
export const ADSENSE_SCOPE = 'https://www.googleapis.com/auth/adsense.readonly';

/**
 * Google's token endpoint. google-auth-library 10.9 posts JWT-bearer grants here and names it as
 * the assertion's `aud` with no option to change either; Google requires exactly this `aud`
 * wherever the grant is posted, so only the address the grant goes to is redirected.
 */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const TIMEOUT_MS = 30_000;

/** A valid access token; the library caches it and signs in again shortly before it expires. */
export type AccessToken = () => Promise<string>;

/**
 * The library's HTTP client for the JWT-bearer grant: the grant's fixed URL is rewritten to the
 * configured one (the JWT client has no token-URL option, only this transporter).
 */
function jwtTransporter(config: ConnectorConfig): gaxios.Gaxios {
  const transporter = new gaxios.Gaxios({ timeout: TIMEOUT_MS });
  transporter.interceptors.request.add({
    resolved: async (options) => {
      if (options.url.toString() === GOOGLE_TOKEN_URL) options.url = new URL(config.PUBDESK_GOOGLE_TOKEN_URL);
      return options;
    },
  });
  return transporter;
}

/** A refused or failed sign-in as the user reads it: the platform's reason, never a key, token or body. */
function signInError(err: unknown): ConnectorError {
  if (err instanceof ConnectorError) return err;
  if (err instanceof gaxios.GaxiosError) {
    const status = err.response?.status ?? err.status;
    if (status === undefined) return new ConnectorError('Google sign-in could not be reached.', true);
    if (status === 429 || status >= 500)
      return new ConnectorError(`Google sign-in is unavailable (HTTP ${status}); try again later.`, true);
    const body: unknown = err.response?.data;
    const { error, error_description: description } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const reason = typeof description === 'string' && description ? description : typeof error === 'string' ? error : '';
    return new ConnectorError(reason ? `Google sign-in refused: ${reason.slice(0, 300)}` : `Google sign-in refused (HTTP ${status}).`);
  }
  // Signing failed before any call: the private key is not one node:crypto can use.
  return new ConnectorError('Google sign-in failed: the service account private key cannot sign.');
}

function tokenOf(client: OAuth2Client): AccessToken {
  return async () => {
    try {
      const { token } = await client.getAccessToken();
      if (!token) throw new ConnectorError('Google sign-in answered no access token.');
      return token;
    } catch (err) {
      throw signInError(err);
    }
  };
}

/** Ad Manager: a service account signs a JWT-bearer assertion for `scope`. */
export function serviceAccountToken(config: ConnectorConfig, key: { clientEmail: string; privateKey: string }, scope: string): AccessToken {
  return tokenOf(
    new JWT({
      email: key.clientEmail,
      key: key.privateKey,
      scopes: [scope],
      transporter: jwtTransporter(config),
      // Leaves out the library's request/response interceptors, which log token answers when
      // GOOGLE_SDK_NODE_LOGGING is set.
      useAuthRequestParameters: false,
    }),
  );
}

/** AdSense: the OAuth refresh-token grant (AdSense allows user consent only; its scope was granted then). */
export function refreshTokenToken(
  config: ConnectorConfig,
  client: { clientId: string; clientSecret: string; refreshToken: string },
): AccessToken {
  const oauth = new OAuth2Client({
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    endpoints: { oauth2TokenUrl: config.PUBDESK_GOOGLE_TOKEN_URL },
    transporterOptions: { timeout: TIMEOUT_MS },
    useAuthRequestParameters: false,
  });
  oauth.setCredentials({ refresh_token: client.refreshToken });
  return tokenOf(oauth);
}

/**
 * One call to a Google API with a fresh token: the JSON answer with every number's exact text.
 * Any other status than 2xx (or one in `allow`, answered with `body: undefined`) throws the
 * platform's reason.
 */
export async function callGoogle(
  url: string,
  token: AccessToken,
  options: HttpOptions & { allow?: readonly number[] },
): Promise<{ status: number; body: unknown }> {
  const answer = await httpCall(url, { ...options, headers: { ...options.headers, authorization: `Bearer ${await token()}` } });
  if (options.allow?.includes(answer.status)) return { status: answer.status, body: undefined };
  if (answer.status < 200 || answer.status > 299) {
    throw new ConnectorError(reasonOf(answer, options.platform), answer.status === 429 || answer.status >= 500);
  }
  try {
    return { status: answer.status, body: answer.text ? parseJsonExact(answer.text) : {} };
  } catch {
    // JSON.parse's message quotes the text: keep the body out of it.
    throw new ConnectorError(`${options.platform} answered something other than JSON.`, true);
  }
}
