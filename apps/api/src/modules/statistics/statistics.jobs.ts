import { z } from 'zod';
import { jobKind } from '../../lib/jobs/index.js';

/**
 * Does one refresh request; the payload is its token, the request row holds the rest. The
 * imports module handles it (it reads the demand sources' platforms); the statistics module only
 * writes the request and queues it.
 */
export const refreshStatistics = jobKind('statistics.refresh', z.object({ token: z.string().min(1) }));

/**
 * Rewrites the days a backdated share period covers (a `share` or `supplier_share` refresh
 * request, by token): the statistics module runs it (share-recompute.ts).
 */
export const recomputeShares = jobKind('statistics.recompute-shares', z.object({ token: z.string().min(1) }));
