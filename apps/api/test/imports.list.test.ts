import { expect, it } from 'vitest';
import type { ImportRun, List } from '@pubdesk/contract';
import { importRuns } from '../src/modules/imports/imports.table.js';
import { eachTestIn } from './harness.js';
import { actor, assignStaff, inventoryWorld } from './helpers.js';
import { seedSupplier } from './demand-fixtures.js';

/**
 * The runs' list shows a run's unmatched keys (the platform's or the uploader's rows: domains,
 * ad units) to those who see every website and to the run's requester; an account manager or an
 * ad operation sees the runs, without the keys of runs they did not ask for.
 */
const { ctx, world: w } = eachTestIn(inventoryWorld);

it("a scoped caller lists every run but only its own runs' unmatched keys", async () => {
  const source = await seedSupplier(ctx, { name: 'Feed', type: 'automatic' });
  const manager = await actor(ctx, 'account_manager');
  await assignStaff(ctx, manager.user, { website: w.siteB.id });
  const run = { supplierId: source.id, start: '2026-11-01', end: '2026-11-01', trigger: 'upload' as const, state: 'done' as const };
  await ctx.database.db.insert(importRuns).values([
    { ...run, requestedBy: w.admin.user.id, unmatchedKeys: ['secret-site.example'] },
    { ...run, requestedBy: manager.user.id, unmatchedKeys: ['my-typo.example'] },
  ]);
  const keys = async (who: typeof manager) =>
    (await who.call('GET', `/api/imports/?supplier=${source.id}`)).json<List<ImportRun>>().results.map((r) => r.unmatched_keys);
  expect(await keys(manager)).toEqual([['my-typo.example'], []]);
  expect(await keys(w.admin)).toEqual([['my-typo.example'], ['secret-site.example']]);
});
