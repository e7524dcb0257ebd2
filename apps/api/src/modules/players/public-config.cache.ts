import type { Database } from '../../db/client.js';
import { prebuild, type Prebuilt } from '../../lib/prebuilt.js';

/** The channel the players trigger notifies when a player's config may have changed (migration 0017). */
export const PLAYER_CONFIG_CHANNEL = 'pubdesk_player_config';
const MAX_ENTRIES = 10_000;
/** A barrier that never comes back (the listening connection lost) holds a write's answer no longer than this. */
const SETTLE_TIMEOUT_MS = 2_000;

/** A config ready to send: its bytes in every encoding, and a strong ETag led by its version. */
export type ServedConfig = Prebuilt;

/** Prebuilds a config's bytes once, so a request only picks the encoding and writes them. */
export const serve = (config: { version: number; [field: string]: unknown }): ServedConfig =>
  prebuild(Buffer.from(JSON.stringify(config)), config.version);

/**
 * The public configs this process serves, by player id (null: not served, answered 404).
 * A miss loads once however many requests wait for it (single flight). Entries are kept only
 * while this process LISTENs for changes: every change of a player's config version or status
 * (or a truncate) notifies, on every process, and drops the copy; without the listening
 * connection each request loads afresh.
 */
export function createPublicConfigCache(load: (id: number) => Promise<ServedConfig | null>) {
  const entries = new Map<number, ServedConfig | null>();
  const inflight = new Map<number, Promise<ServedConfig | null>>();
  let generation = 0;
  let listening = false;
  let stopListening: (() => Promise<void>) | null = null;
  let notify: ((payload: string) => Promise<unknown>) | null = null;
  const barriers = new Map<string, () => void>();
  let barrierSeq = 0;

  const drop = (payload: string) => {
    const barrier = barriers.get(payload);
    if (barrier) return barrier();
    if (payload.startsWith('barrier:')) return;
    generation++;
    if (payload === '*') entries.clear();
    else entries.delete(Number(payload));
  };

  function fetch(id: number): Promise<ServedConfig | null> {
    const running = inflight.get(id);
    if (running) return running;
    const before = generation;
    const loading = load(id)
      .then((served) => {
        // A change that arrived while loading may not be in what was read: do not keep it.
        if (listening && before === generation) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(id, served);
        }
        return served;
      })
      .finally(() => inflight.delete(id));
    inflight.set(id, loading);
    return loading;
  }

  return {
    get(id: number): Promise<ServedConfig | null> {
      const cached = entries.get(id);
      return cached !== undefined ? Promise.resolve(cached) : fetch(id);
    },
    /** The kept copy, without loading: undefined when there is none (null: kept as not served). */
    peek(id: number): ServedConfig | null | undefined {
      return entries.get(id);
    },
    /** `?cache=no`: read from the database now, and keep that. */
    refresh(id: number): Promise<ServedConfig | null> {
      entries.delete(id);
      return fetch(id);
    },
    /**
     * Waits until every change committed before this call has reached this process's copies (a
     * notification sent now arrives after them). PGlite delivers before the notifying statement
     * returns, so there is nothing to wait for.
     */
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
    async start(database: Pick<Database, 'listen'> & Partial<Pick<Database, 'query' | 'kind'>>): Promise<void> {
      if (stopListening) return;
      const query = database.kind === 'postgres' ? database.query : undefined;
      if (query) notify = (payload) => query('select pg_notify($1, $2)', [PLAYER_CONFIG_CHANNEL, payload]);
      stopListening = await database.listen(PLAYER_CONFIG_CHANNEL, drop, () => {
        listening = false;
        drop('*');
      });
      listening = true;
    },
    async stop(): Promise<void> {
      listening = false;
      drop('*');
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}
export type PublicConfigCache = ReturnType<typeof createPublicConfigCache>;
