import type { Db } from '../../db/client.js';
import { createChangeChannel, type ChannelDatabase } from '../../lib/change-channel.js';
import type { WhitelabelRow } from './whitelabel.table.js';

/** The channel the whitelist trigger notifies on every change (migration 0028). */
export const WHITELIST_CHANNEL = 'pubdesk_whitelist';

/**
 * The active white labels by domain, kept per process: the branding check every console and
 * portal page starts with (and the mail links, the sign-up check) reads memory instead of the
 * database. The whole active set is read at once (a network's labels: tens, hundreds), so a
 * domain that names none is answered from the same copy and a flood of random domains costs
 * nothing. Kept only while the process LISTENs: every change of the whitelist, on any process,
 * drops the copy; without the listening connection every call reads the database.
 */
export function createActiveLabels(load: () => Promise<WhitelabelRow[]>) {
  let kept: ReadonlyMap<string, WhitelabelRow> | null = null;
  /** A read under way and the generation it started in: a later call shares it only in the same one. */
  let inflight: { generation: number; rows: Promise<ReadonlyMap<string, WhitelabelRow>> } | null = null;
  /** Bumped by every change: what a read that saw one begin found may be stale. */
  let generation = 0;
  const changes = createChangeChannel(WHITELIST_CHANNEL, () => {
    generation++;
    kept = null;
  });

  function active(): Promise<ReadonlyMap<string, WhitelabelRow>> {
    if (kept && changes.listening) return Promise.resolve(kept);
    if (inflight?.generation === generation) return inflight.rows;
    const started = generation;
    const rows = load().then((list) => {
      const byDomain = new Map(list.map((row) => [row.domain, row]));
      if (changes.listening && started === generation) kept = byDomain;
      return byDomain;
    });
    const entry = { generation: started, rows };
    inflight = entry;
    const done = () => {
      if (inflight === entry) inflight = null;
    };
    rows.then(done, done);
    return rows;
  }

  return {
    /** The active white label on `domain` (a host, as stored), or null. */
    async byDomain(domain: string): Promise<WhitelabelRow | null> {
      return (await active()).get(domain) ?? null;
    },
    start: (database: ChannelDatabase) => changes.start(database),
    stop: () => changes.stop(),
    /** The write barrier: a change this process committed has dropped the copy before the writer is answered. */
    settle: () => changes.settle(),
  };
}
export type ActiveLabels = ReturnType<typeof createActiveLabels>;

const perDatabase = new WeakMap<Db, ActiveLabels>();

/**
 * The process's copy for this database, shared by every caller of the white-label service; it
 * keeps nothing until the routes start it listening (whitelabel.routes.ts).
 */
export function activeLabelsOf(db: Db, load: () => Promise<WhitelabelRow[]>): ActiveLabels {
  let labels = perDatabase.get(db);
  if (!labels) perDatabase.set(db, (labels = createActiveLabels(load)));
  return labels;
}
