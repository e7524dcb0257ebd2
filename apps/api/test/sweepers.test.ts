/**
 * Work is written to its table and its job sent after the commit: a crash between the two, or a
 * failed send, leaves the row waiting for a job that never comes (mail never delivered, a video
 * "in progress" for ever, an import or a refresh "queued" for ever). Each module's sweeper sends
 * the job again for work left waiting ten minutes; what is only recent, being retried, or under
 * way is left to its own job.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@pubdesk/contract';
import { features } from '../src/features.js';
import { eachTestIn } from './harness.js';
import { inventoryWorld } from './helpers.js';
import { captureLog } from './jobs-fixtures.js';
import { seedSupplier } from './demand-fixtures.js';

const { ctx, world: w } = eachTestIn(inventoryWorld);

/** Runs a module's sweeper once and answers the jobs it sent, as [kind, payload]. */
async function sweep(feature: string, sweeper: string): Promise<Array<[string, unknown]>> {
  const sent: Array<[string, unknown]> = [];
  const deps = {
    db: ctx.database.db,
    config: ctx.config,
    log: captureLog().log,
    send: async (kind: { name: string }, payload: unknown) => (sent.push([kind.name, payload]), 'id'),
  };
  const job = features.find((f) => f.name === feature)!.jobs!(deps).find((d) => d.name === sweeper)!;
  await job.handler({}, { id: 'j', name: sweeper, attempt: 1, lastAttempt: true });
  return sent;
}

const OLD = `now() - interval '11 minutes'`;
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('the sweepers', () => {
  it('mail: a message queued ten minutes with no attempt, or failed once and left past its retries, is delivered again; one being retried, recent or sent is not', async () => {
    const rows = await ctx.database.query<{ id: number }>(
      `insert into mail_outbox ("to", subject, text, status, error, created_at) values
         ('a@x.test', 's', 't', 'queued', null, ${OLD}),
         ('b@x.test', 's', 't', 'queued', 'SMTP said no', ${OLD}),
         ('c@x.test', 's', 't', 'queued', null, now()),
         ('d@x.test', 's', 't', 'sent', null, ${OLD}),
         ('e@x.test', 's', 't', 'queued', 'SMTP said no', now() - interval '7 hours')
       returning id`,
    );
    const swept = await sweep('mail', 'mail.resume');
    expect(swept.map(([, data]) => (data as { outboxId: number }).outboxId).sort()).toEqual([ids(rows)[0], ids(rows)[4]].sort());
  });

  it('videos: a video in progress for ten minutes is probed again; a recent or probed one is not', async () => {
    const rows = await ctx.database.query<{ id: number }>(
      `insert into videos (website_id, name, container, url, status, updated_at) values
         ($1, 'stuck', 'mp4', '/media/a.mp4', 'inprogress', ${OLD}),
         ($1, 'fresh', 'mp4', '/media/b.mp4', 'inprogress', now()),
         ($1, 'done', 'mp4', '/media/c.mp4', 'uploaded', ${OLD})
       returning id`,
      [w.siteA.id],
    );
    expect(await sweep('videos', 'players.resume-probes')).toEqual([['players.probe-video', { videoId: ids(rows)[0] }]]);
  });

  it('imports: a job’s run queued for ten minutes is sent again; an upload’s, a recent or a running one is not', async () => {
    const source = await seedSupplier(ctx, { name: 'GAM' });
    const rows = await ctx.database.query<{ id: number }>(
      `insert into import_runs (supplier_id, start, "end", trigger, state, created_at) values
         ($1, '2026-11-01', '2026-11-01', 'schedule', 'queued', ${OLD}),
         ($1, '2026-11-01', '2026-11-01', 'upload', 'queued', ${OLD}),
         ($1, '2026-11-01', '2026-11-01', 'backfill', 'queued', now()),
         ($1, '2026-11-02', '2026-11-02', 'backfill', 'failed', ${OLD})
       returning id`,
      [source.id],
    );
    expect(await sweep('imports', 'imports.resume')).toEqual([['imports.run', { runId: ids(rows)[0] }]]);
  });

  it('imports: an upload whose process died while writing it (silent over an hour) is failed; one still heard from is not', async () => {
    const [dead, alive] = [await seedSupplier(ctx, { name: 'By hand' }), await seedSupplier(ctx, { name: 'By hand too' })];
    const rows = await ctx.database.query<{ id: number }>(
      `insert into import_runs (supplier_id, start, "end", trigger, state, heartbeat_at) values
         ($1, '2026-11-01', '2026-11-01', 'upload', 'running', now() - interval '2 hours'),
         ($2, '2026-11-01', '2026-11-01', 'upload', 'running', now() - interval '1 minute')
       returning id`,
      [dead.id, alive.id],
    );
    expect(await sweep('imports', 'imports.resume')).toEqual([]);
    const states = await ctx.database.query<{ id: number; state: string; error: string | null }>(
      'select id, state, error from import_runs order by id',
    );
    expect(states).toEqual([
      { id: ids(rows)[0], state: 'failed', error: messages.imports.interrupted },
      { id: ids(rows)[1], state: 'running', error: null },
    ]);
  });

  it('statistics: a refresh queued for ten minutes is sent again, a recomputation idle for ten resumed; others are not', async () => {
    await ctx.database.query(
      `insert into statistic_refreshes (token, scope, target, website_id, date, state, updated_at) values
         ('refresh-stuck', 'data', 1, $1, '2026-11-01', 'queued', ${OLD}),
         ('refresh-fresh', 'data', 1, $1, '2026-11-01', 'queued', now()),
         ('refresh-running', 'website', 1, $1, '2026-11-01', 'running', ${OLD}),
         ('share-stuck', 'share', 1, $1, '2026-11-01', 'running', ${OLD}),
         ('share-done', 'share', 1, $1, '2026-11-01', 'done', ${OLD})`,
      [w.siteA.id],
    );
    expect(await sweep('statistics', 'statistics.resume-recomputations')).toEqual([
      ['statistics.recompute-shares', { token: 'share-stuck' }],
      ['statistics.refresh', { token: 'refresh-stuck' }],
    ]);
  });
});
