import { createChangeChannel, type ChannelDatabase } from '../../lib/change-channel.js';
import { prebuildInPool, type Prebuilt } from '../../lib/prebuilt.js';

/** The channel the players trigger notifies when a player's config may have changed (migration 0017). */
export const PLAYER_CONFIG_CHANNEL = 'pubdesk_player_config';
const MAX_ENTRIES = 10_000;
/**
 * Bytes of configs kept at most (each in its three encodings): a config may be megabytes (500
 * videos of long URLs, 20,000 characters of CSS), and ten thousand of them would not fit in memory.
 */
const MAX_BYTES = 256 * 1024 * 1024;
/** How long an id that names no served player is answered 404 from memory. */
const NEGATIVE_TTL_MS = 5_000;
/** Unknown ids kept at most: a flood of distinct ones turns these over, never the served configs. */
const MAX_NEGATIVE_ENTRIES = 10_000;

/** A config ready to send: its bytes in every encoding, and a strong ETag led by its version. */
export type ServedConfig = Required<Prebuilt>;

/**
 * Prebuilds a config's bytes once, so a request only picks the encoding and writes them. The
 * compression runs in the thread pool (a config of 500 videos is over half a megabyte: 1.4 s of
 * the event loop at brotli's best), and a config read again unchanged keeps its copies.
 */
export async function serve(config: { version: number; [field: string]: unknown }, previous?: ServedConfig): Promise<ServedConfig> {
  const bytes = Buffer.from(JSON.stringify(config));
  if (previous?.identity.equals(bytes)) return previous;
  return prebuildInPool(bytes, config.version);
}

export interface PublicConfigCacheOptions {
  /** The clock of the negative entries, in ms (tests). */
  now?: () => number;
  negativeTtlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  maxNegativeEntries?: number;
}

const sizeOf = (served: ServedConfig) => served.identity.length + served.gzip.length + served.br.length;

/**
 * The public configs this process serves, by player id. A miss loads once however many requests
 * wait for it (single flight). Entries are kept only while this process LISTENs for changes:
 * every change of a player's config version or status (or a truncate) notifies, on every
 * process, and drops the copy; without the listening connection each request loads afresh.
 *
 * An id that names no served player (answered 404) is kept apart, for a few seconds only and in
 * a bounded map of its own, so that random ids cannot push out the served configs. Creating a
 * player notifies nothing (the trigger fires on updates and deletes), so every write drops the
 * unknown ids: this process's at the write barrier (settle, before the writer is answered), the
 * other processes' when that barrier's notification reaches them.
 */
export function createPublicConfigCache(
  load: (id: number, previous?: ServedConfig) => Promise<ServedConfig | null>,
  options: PublicConfigCacheOptions = {},
) {
  const now = options.now ?? (() => performance.now());
  const negativeTtlMs = options.negativeTtlMs ?? NEGATIVE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const maxNegativeEntries = options.maxNegativeEntries ?? MAX_NEGATIVE_ENTRIES;
  /** Least recently read first: a hit moves its entry to the end. */
  const entries = new Map<number, ServedConfig>();
  let keptBytes = 0;
  const forget = (id: number) => {
    const served = entries.get(id);
    if (!served) return;
    keptBytes -= sizeOf(served);
    entries.delete(id);
  };
  /** Unknown ids and when they stop being kept, oldest first (one TTL for all). */
  const negatives = new Map<number, number>();
  const inflight = new Map<number, Promise<ServedConfig | null>>();
  /** Bumped by every change: a load that saw one begin may have read the old config. */
  let generation = 0;
  /** Bumped by every write anywhere (a barrier): a load that saw one begin may have missed a new player. */
  let writes = 0;

  const dropNegatives = () => {
    writes++;
    negatives.clear();
  };

  const drop = (payload: string) => {
    // Another process's write: it may have created a player one of our unknown ids names.
    if (payload.startsWith('barrier:')) return dropNegatives();
    generation++;
    if (payload === '*') {
      entries.clear();
      keptBytes = 0;
      negatives.clear();
    } else {
      forget(Number(payload));
      negatives.delete(Number(payload));
    }
  };

  const changes = createChangeChannel(PLAYER_CONFIG_CHANNEL, drop);

  const keepNegative = (id: number) => {
    negatives.delete(id);
    // Insertion order is expiry order: the first is the oldest.
    if (negatives.size >= maxNegativeEntries) negatives.delete(negatives.keys().next().value!);
    negatives.set(id, now() + negativeTtlMs);
  };

  /** Keeps a config, the least recently read ones making room (by count and by bytes); one larger than all the room is served, not kept. */
  const keep = (id: number, served: ServedConfig) => {
    negatives.delete(id);
    forget(id);
    const size = sizeOf(served);
    if (size > maxBytes) return;
    while (entries.size > 0 && (entries.size >= maxEntries || keptBytes + size > maxBytes)) forget(entries.keys().next().value!);
    entries.set(id, served);
    keptBytes += size;
  };

  /** The kept answer: a config, null (kept as not served), or undefined (nothing kept). */
  const peek = (id: number): ServedConfig | null | undefined => {
    const served = entries.get(id);
    if (served) {
      // Read again: the last to make room.
      entries.delete(id);
      entries.set(id, served);
      return served;
    }
    const until = negatives.get(id);
    if (until === undefined) return undefined;
    if (until > now()) return null;
    negatives.delete(id);
    return undefined;
  };

  /** Loads the config (single flight); `previous` is the copy it replaces, reused if unchanged. */
  function fetch(id: number, previous?: ServedConfig): Promise<ServedConfig | null> {
    const running = inflight.get(id);
    if (running) return running;
    const before = { generation, writes };
    const loading = load(id, previous)
      .then((served) => {
        // A change (or, for a 404, a write) that arrived while loading may not be in what was read: do not keep it.
        if (changes.listening && before.generation === generation) {
          if (served) keep(id, served);
          else if (before.writes === writes) keepNegative(id);
        }
        return served;
      })
      .finally(() => inflight.delete(id));
    inflight.set(id, loading);
    return loading;
  }

  return {
    get(id: number): Promise<ServedConfig | null> {
      const cached = peek(id);
      return cached !== undefined ? Promise.resolve(cached) : fetch(id);
    },
    /** The kept copy, without loading: undefined when there is none (null: kept as not served). */
    peek,
    /** `?cache=no`: read from the database now, and keep that. */
    refresh(id: number): Promise<ServedConfig | null> {
      const previous = entries.get(id);
      forget(id);
      negatives.delete(id);
      return fetch(id, previous);
    },
    /**
     * Waits until every change committed before this call has reached this process's copies (a
     * notification sent now arrives after them). PGlite delivers before the notifying statement
     * returns, so there is nothing to wait for.
     */
    async settle(): Promise<void> {
      // The write may have created a player: an unknown id must not hide it from the next read.
      dropNegatives();
      await changes.settle();
    },
    start: (database: ChannelDatabase): Promise<void> => changes.start(database),
    stop: (): Promise<void> => changes.stop(),
  };
}
export type PublicConfigCache = ReturnType<typeof createPublicConfigCache>;
