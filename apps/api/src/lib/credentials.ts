import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals third-party credentials (an external API's `code`) at rest with AES-256-GCM. The key is
 * derived from the server secret (PUBDESK_SECRET) with HKDF, under its own label, so it is
 * never the token-signing key itself. A sealed value is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export interface CredentialsBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** `label` keeps each kind of secret under its own key (external API credentials, API keys). */
export function credentialsBox(secret: string, label = 'external-api-credentials'): CredentialsBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'pubdesk', label, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unrecognised sealed credentials');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The account the credentials belong to, for the demand-source form's 'name - account email'
 * label: a JSON key file's `client_email` (Google service accounts, used by Ad Manager and
 * AdSense), `account_email`, `email` or `username`; else the first e-mail address in the text.
 */
export function accountEmailOf(code: string): string {
  try {
    const parsed: unknown = JSON.parse(code);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      for (const key of ['client_email', 'account_email', 'email', 'username']) {
        const value = record[key];
        if (typeof value === 'string' && value.includes('@')) return value.slice(0, 254);
      }
    }
  } catch {
    // Not JSON: look for an address in the text.
  }
  return /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(code)?.[0]?.slice(0, 254) ?? '';
}
