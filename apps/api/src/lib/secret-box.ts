import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals third-party secrets at rest (an external API's credentials, API keys) with AES-256-GCM.
 * The key is derived from the server secret (PUBDESK_SECRET) with HKDF, under its own label, so
 * it is never the token-signing key itself. A sealed value is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** `label` keeps each kind of secret under its own key (external API credentials, API keys). */
export function secretBox(secret: string, label = 'external-api-credentials'): SecretBox {
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
