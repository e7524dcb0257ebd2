import { apiKeyPrefix } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { sha256 } from '../../lib/secrets.js';
import { apiKeysRepo } from './api-keys.repo.js';

/** How often `last_used_at` is written: once a minute is plenty for "when was this key last used". */
const USED_RESOLUTION_MS = 60_000;

/**
 * Finds the key an `Authorization: Api-Key <key>` header names, by its SHA-256 (the sealed copy
 * is never opened for this). Answers null for a key that does not exist.
 */
export function createApiKeyLookup(db: Db) {
  const repo = apiKeysRepo(db);
  return async function findApiKey(key: string) {
    if (!key.startsWith(apiKeyPrefix) || key.length > 200) return null;
    const found = await repo.findByHash(sha256(key));
    if (found?.status === 'active' && (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > USED_RESOLUTION_MS))
      await repo.markUsed(found.id);
    return found;
  };
}
export type ApiKeyLookup = ReturnType<typeof createApiKeyLookup>;
