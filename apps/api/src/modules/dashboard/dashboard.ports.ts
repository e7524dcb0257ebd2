import type { RevenueSummary } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';

/*
 * What the dashboard shows of statistics: the revenue tiles. Statistics stand on data items, so
 * at the top of the house; handed in by the wiring (features.ts), they keep the dashboard beside
 * the websites and users it counts instead of a floor above statistics.
 */
export interface DashboardPorts {
  /** statistics: the revenue figures of the caller's websites, over a connection, by days in the reporting time zone. */
  revenue(db: Db, reportTz: string): { revenueSummary(auth: AuthContext): Promise<RevenueSummary> };
}
