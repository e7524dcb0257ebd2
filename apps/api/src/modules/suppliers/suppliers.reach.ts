import { messages } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { forbidden } from '../../lib/http-errors.js';
import { websiteCondition } from '../assignments/index.js';
import { suppliersRepo } from './suppliers.repo.js';

/**
 * A demand source spans websites: its settings, its shares (whose backdated periods rewrite the
 * statistics) and its ads.txt lines reach every website it pays. A caller whose scope is some of
 * the websites (an ad operation, an account manager) changes a source (of one format, for a share)
 * only when every website it pays is theirs: 403 otherwise (several sources: one statement for
 * all). Statistics writes follow row scope.
 */
export async function assertSourceWithinReach(
  db: Db,
  auth: AuthContext,
  supplierIds: number | readonly number[],
  groupId?: number,
): Promise<void> {
  const scope = websiteCondition(auth);
  const ids = typeof supplierIds === 'number' ? [supplierIds] : supplierIds;
  if (scope && (await suppliersRepo(db).servesOutside(ids, scope, groupId))) throw forbidden(messages.api.sourceBeyondScope);
}
