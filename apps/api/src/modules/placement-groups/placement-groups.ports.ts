import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import type { WebsiteRow } from '../websites/index.js';

/*
 * What placement groups' rules use of assignments: the caller's website scope. Assignments stand
 * on websites beside placement groups, while data items, statistics and imports stand on
 * placement groups; handed in by the wiring (features.ts), the scope keeps all of them a floor
 * lower than an import of assignments would.
 */
export interface PlacementGroupsPorts {
  /** assignments: the caller's websites, as a condition on `websites` (undefined: every website). */
  websiteScope(auth: AuthContext): SQL | undefined;
  /** assignments: a website named in a request body, in the caller's scope (else an invalid choice). */
  websiteForWrite(db: Db, auth: AuthContext, websiteId: number): Promise<WebsiteRow>;
}

/** What placement groups' service is built from (placement-groups.feature.ts builds it once). */
export interface PlacementGroupsDeps extends PlacementGroupsPorts {
  db: Db;
}
