import { demoDays } from '../../lib/demo-days.js';
import type { Db } from '../../db/client.js';
import type { SeedContext } from '../../lib/feature.js';
import { fxRates } from './fx-rates.table.js';

/** Around what one euro and one Canadian dollar are worth in US dollars, the demo's platform currency. */
const bases = { EUR: 1.08, CAD: 0.73 } as const;

/**
 * A rate that drifts a little from day to day (two slow waves, under 1.5% either way), the same
 * for the same day number every time the demo is seeded.
 */
export function demoRate(base: number, day: number): string {
  const drift = 0.01 * Math.sin(day / 9) + 0.004 * Math.sin(day / 2.3 + 1);
  return (base * (1 + drift)).toFixed(6);
}

/** EUR and CAD rates for each of the demo's days (the statistics' days, lib/demo-days.ts): the demo's imports in those currencies convert. */
export async function seedDemoFxRates(db: Db, ctx: SeedContext): Promise<void> {
  const rows = [];
  for (const date of demoDays(ctx.today)) {
    // Days since the epoch: the same day always gets the same rate.
    const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    for (const [currency, base] of Object.entries(bases)) rows.push({ currency, date, rate: demoRate(base, day), demo: true });
  }
  await db.insert(fxRates).values(rows);
}
