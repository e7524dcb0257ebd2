/**
 * The largest figures the contract takes: a row's revenue has at most fourteen digits before the
 * point, and the rollups, invoices and ledger hold sums of rows. At twenty digits a few such rows
 * overflowed a website's month, and the monthly run (every website's invoices in one statement)
 * failed for everyone with a 500. A figure the database still cannot hold is a 400, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../src/lib/report-days.js';
import { eachTestIn } from './harness.js';
import { sb } from './helpers.js';
import { dayOf, statisticsWorld } from './statistics-fixtures.js';

const { ctx, world: w } = eachTestIn(statisticsWorld);
const LARGEST = '99999999999999.999999';

describe('the largest revenue a row takes', () => {
  it('sums into the rollups and a month’s invoice without overflowing it', async () => {
    // Three days of a month already over (the 1st of this month, less forty days).
    const month = addDays(dayIn(ctx.config.REPORT_TZ), -40).slice(0, 7);
    for (const date of [`${month}-01`, `${month}-02`, `${month}-03`]) {
      const res = await w.admin.call(
        'POST',
        '/api/data_statistics/',
        dayOf(w.dataA.id, date, { revenue: LARGEST, complete: true, status: 'active' }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const run = await w.admin.call('POST', '/api/wallets/invoices/generate/', { month });
    expect(sb(run)).toMatchObject({ status: 200, body: { created: 1 } });
    const [invoice] = await ctx.database.query<{ amount: string }>('select amount::text from invoices');
    // Three days at the largest gross, through the example's 90% x 80% x 75% (54%): each row's
    // stages kept to six decimals (53999999999999.999999 a day).
    expect(invoice!.amount).toBe('161999999999999.999997');
  });
});
