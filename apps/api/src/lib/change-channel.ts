import type { Database } from '../db/client.js';

/** A barrier that never comes back (the listening connection lost) holds a write's answer no longer than this. */
const SETTLE_TIMEOUT_MS = 2_000;
/** After a lost connection, listen again after these waits (the last one repeats) until it holds. */
const RELISTEN_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

/** What a channel needs of the database: LISTEN, and on PostgreSQL a query to send its own barriers. */
export type ChannelDatabase = Pick<Database, 'listen'> & Partial<Pick<Database, 'query' | 'kind'>>;

/**
 * How a per-process copy (a cache of players' configs, users' access, white labels) learns that
 * what it copied changed: a trigger notifies `channel` on commit, on every process, and
 * `onChange` gets the payload ('*' when everything may have changed: a truncate, or the
 * listening connection lost). A copy may be kept only while `listening`: without the connection
 * every read goes to the database.
 *
 * A lost connection (a database restart, a dropped socket) stops the keeping at once and is
 * listened again in the background, with growing waits, until it holds: then copies are kept again.
 *
 * `settle()` is the write barrier: it sends a token of its own on the channel and waits for it to
 * come back, so every change committed before the call has reached `onChange` (notifications
 * arrive in commit order). Other processes' tokens ('barrier:' first) reach `onChange` as they
 * are: a copy that keeps misses drops them then (a write may have created what they name).
 */
export function createChangeChannel(
  channel: string,
  onChange: (payload: string) => void,
  options: { relistenMs?: readonly number[] } = {},
) {
  const relistenMs = options.relistenMs ?? RELISTEN_MS;
  let listening = false;
  /** Between start() and stop(): a lost connection is listened again. */
  let wanted = false;
  let relistenTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let stopListening: (() => Promise<void>) | null = null;
  let notify: ((payload: string) => Promise<unknown>) | null = null;
  const barriers = new Map<string, () => void>();
  let barrierSeq = 0;

  const receive = (payload: string) => {
    const barrier = barriers.get(payload);
    if (barrier) return barrier();
    onChange(payload);
  };

  async function listen(database: ChannelDatabase): Promise<void> {
    let alive = true;
    const stop = await database.listen(channel, receive, () => {
      // A connection reports its loss once ('error' and 'end' may both come).
      if (!alive) return;
      alive = false;
      lost(database);
    });
    if (!alive || !wanted) {
      await stop().catch(() => undefined);
      return;
    }
    stopListening = async () => {
      alive = false;
      await stop();
    };
    listening = true;
    failures = 0;
  }

  function lost(database: ChannelDatabase): void {
    listening = false;
    onChange('*');
    const stop = stopListening;
    stopListening = null;
    void stop?.().catch(() => undefined);
    relisten(database);
  }

  function relisten(database: ChannelDatabase): void {
    if (!wanted || relistenTimer) return;
    const wait = relistenMs[Math.min(failures, relistenMs.length - 1)]!;
    relistenTimer = setTimeout(() => {
      relistenTimer = null;
      if (!wanted || stopListening) return;
      listen(database).catch(() => {
        failures++;
        relisten(database);
      });
    }, wait);
    relistenTimer.unref();
  }

  return {
    /** Whether changes reach this process now: copies may be kept. */
    get listening() {
      return listening;
    },
    async start(database: ChannelDatabase): Promise<void> {
      if (stopListening) return;
      wanted = true;
      // PGlite delivers a notification before the notifying statement returns: nothing to wait for.
      const query = database.kind === 'postgres' ? database.query : undefined;
      if (query) notify = (payload) => query('select pg_notify($1, $2)', [channel, payload]);
      await listen(database);
    },
    async stop(): Promise<void> {
      wanted = false;
      if (relistenTimer) clearTimeout(relistenTimer);
      relistenTimer = null;
      listening = false;
      onChange('*');
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
    /** Waits until every change committed before this call has reached `onChange` (see above). */
    async settle(): Promise<void> {
      if (!listening || !notify) return;
      const token = `barrier:${process.pid}:${++barrierSeq}`;
      const arrived = new Promise<void>((resolve) => {
        barriers.set(token, resolve);
        setTimeout(resolve, SETTLE_TIMEOUT_MS).unref();
      });
      await notify(token);
      await arrived;
      barriers.delete(token);
    },
  };
}
export type ChangeChannel = ReturnType<typeof createChangeChannel>;
