import type { Db } from '../db/client.js';
import { count } from 'drizzle-orm';
import { users } from '../modules/users/index.js';
import { ensureAdmin, seedDemoUsers, DEMO_PASSWORD } from '../modules/users/users.seed.js';
import { seedDemoWhitelist } from '../modules/whitelist/whitelist.seed.js';
import { seedGroupTypes } from '../modules/group-types/group-types.seed.js';
import { seedDemoWebsites } from '../modules/websites/websites.seed.js';
import { seedServeMetrics } from '../modules/metrics/metrics.seed.js';
import { seedDemoExternalApis } from '../modules/external-apis/external-apis.seed.js';
import { seedDemoSuppliers } from '../modules/suppliers/suppliers.seed.js';
import { seedDemoPlacementGroupData } from '../modules/placement-group-data/placement-group-data.seed.js';
import { seedDemoAccess } from '../modules/access/access.seed.js';
import { seedDemoAuditLog } from '../modules/audit/audit.seed.js';
import { seedDemoAssignments } from '../modules/assignments/assignments.seed.js';
import { seedDemoApiKeys } from '../modules/api-keys/api-keys.seed.js';

export interface SeedResult {
  admin: { created: boolean; password: string | null };
  demo: boolean;
  demoPassword: string;
}

/** What a seeder may need besides the database: the server secret seals demo credentials. */
export interface SeedContext {
  secret: string;
}

/** Each module's demo data, in dependency order. */
const demoSeeders: Array<(db: Db, ctx: SeedContext) => Promise<void>> = [
  seedDemoUsers,
  seedDemoWhitelist,
  seedGroupTypes,
  seedDemoWebsites,
  seedServeMetrics,
  seedDemoExternalApis,
  seedDemoSuppliers,
  seedDemoPlacementGroupData,
  seedDemoAccess,
  seedDemoAssignments,
  seedDemoApiKeys,
  seedDemoAuditLog,
];

/**
 * The first admin always; the demo world when asked for, or by default on an empty embedded
 * database. Runs once: a database that had users before is never re-seeded.
 *
 * All of it is one transaction. A start stopped halfway (a crash, `kill -9`) then leaves no
 * rows at all rather than an admin and part of the demo world, which the "had users before"
 * rule would keep for good; the next start finds an empty database and seeds it whole.
 */
export async function seed(db: Db, opts: { adminPassword?: string; demo: boolean | undefined; embedded: boolean; secret: string }): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(users);
    const wasEmpty = (existing?.n ?? 0) === 0;
    const admin = await ensureAdmin(tx, opts.adminPassword);
    const demo = wasEmpty && (opts.demo ?? opts.embedded);
    if (demo) {
      for (const seedModule of demoSeeders) await seedModule(tx, { secret: opts.secret });
    }
    return { admin, demo, demoPassword: DEMO_PASSWORD };
  });
}
