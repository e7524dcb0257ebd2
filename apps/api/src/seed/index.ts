import type { Db } from '../db/client.js';
import { count } from 'drizzle-orm';
import { seedersOf } from '../lib/feature.js';
import { dayIn } from '../lib/report-days.js';
import { features } from '../features.js';
import { DEMO_PASSWORD, ensureAdmin, users } from '../modules/users/index.js';

export interface SeedResult {
  admin: { created: boolean; password: string | null };
  demo: boolean;
  demoPassword: string;
}

/** Each feature's demo data, in dependency order (each feature's seedOrder). */
const demoSeeders = seedersOf(features);

/**
 * The first admin and the demo world (when asked for, or by default on an embedded database), on
 * an empty database only. Runs once: a database that had users before is never re-seeded, and an
 * admin deleted there stays deleted (it came back, with the configured password, on every start).
 *
 * All of it is one transaction. A start stopped halfway (a crash, `kill -9`) then leaves no
 * rows at all rather than an admin and part of the demo world, which the "had users before"
 * rule would keep for good; the next start finds an empty database and seeds it whole.
 */
export async function seed(
  db: Db,
  opts: { adminPassword?: string; demo: boolean | undefined; embedded: boolean; secret: string; reportTz?: string },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(users);
    const wasEmpty = (existing?.n ?? 0) === 0;
    const admin = wasEmpty ? await ensureAdmin(tx, opts.adminPassword) : { created: false, password: null };
    const demo = wasEmpty && (opts.demo ?? opts.embedded);
    if (demo) {
      const today = dayIn(opts.reportTz ?? 'UTC');
      for (const seedModule of demoSeeders) await seedModule(tx, { secret: opts.secret, today });
    }
    return { admin, demo, demoPassword: DEMO_PASSWORD };
  });
}
