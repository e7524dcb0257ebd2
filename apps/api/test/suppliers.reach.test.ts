import { describe, expect, it } from 'vitest';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, rowCounts, sb } from './helpers.js';
import { statisticsWorld } from './statistics-fixtures.js';

/**
 * A demand source pays the websites of its data items: its settings, its shares and its ads.txt
 * lines reach all of them. Here the source pays site A (data A) and site B (data B).
 */
const { ctx, world: w } = eachTestIn(statisticsWorld);

const beyond = {
  status: 403,
  body: { detail: 'This demand source also pays websites you do not look after: ask someone who sees every website to change it.' },
};
const tables = ['supplier_shares', 'ads', 'suppliers'];

/** Every write a source takes from its day-to-day operator, each answered with its status. */
const writes = async (who: Awaited<ReturnType<typeof actor>>) => ({
  share: sb(
    await who.call('POST', '/api/shares/supplier/', {
      supplier_id: w.supplier.id,
      group_id: w.mrec.id,
      share: '10.00',
      start_date: '2026-10-01',
    }),
  ),
  settings: sb(await who.call('PATCH', `/api/suppliers/${w.supplier.id}/`, { currency: 'EUR' })),
  lines: sb(await who.call('POST', '/api/ads/ads/', [{ text: 'adnet.example, pub-1, DIRECT', supplier_id: w.supplier.id }])),
});

describe('a demand source', () => {
  it('is changed by an ad operation only when every website it pays is theirs: 403 and nothing changed otherwise', async () => {
    const operator = await actor(ctx, 'ad_operation');
    await assignStaff(ctx, operator.user, { website: w.siteA.id });
    const before = await rowCounts(ctx, tables);
    expect(await writes(operator)).toEqual({ share: beyond, settings: beyond, lines: beyond });
    expect(await rowCounts(ctx, tables)).toEqual(before);
    // A share of the existing period is removed under the same rule.
    const [period] = await ctx.database.query<{ id: number }>('select id from supplier_shares limit 1');
    expect(sb(await operator.call('DELETE', `/api/shares/supplier/${period!.id}/`))).toEqual(beyond);

    await assignStaff(ctx, operator.user, { website: w.siteB.id });
    const allowed = await writes(operator);
    expect([allowed.share.status, allowed.settings.status, allowed.lines.status]).toEqual([201, 200, 201]);
  });

  it('is changed by those who see every website whatever it pays', async () => {
    const developer = await actor(ctx, 'developer');
    const done = await writes(developer);
    expect([done.share.status, done.settings.status, done.lines.status]).toEqual([201, 200, 201]);
  });
});
