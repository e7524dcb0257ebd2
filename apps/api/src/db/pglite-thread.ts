import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

type RowMode = 'array' | 'object';

/** A transaction's connection, as the server uses it (drizzle's queries, pg-boss's scripts). */
export interface EmbeddedTransaction {
  query<T>(text: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
}

/**
 * What of PGlite the server uses: queries and transactions (drizzle, pg-boss), LISTEN, dumps (the
 * tests' templates). PGlite itself has it; so does `PgliteThread`, which runs PGlite elsewhere.
 */
export interface EmbeddedClient {
  query<T>(text: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { message: string; name?: string; stack?: string };
}
interface Notification {
  notify: number;
  payload: string;
}

/** A refusal from the other thread, with PostgreSQL's fields (code, severity, ...) back on it. */
function errorFrom(plain: NonNullable<Reply['error']>): Error {
  const { message, name, stack, ...fields } = plain;
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  if (stack) error.stack = stack;
  return error;
}

/**
 * PGlite in a worker thread of its own. PGlite executes each statement synchronously on the
 * thread that owns it: in the server's thread a 365-day report held every request (even the
 * player's prebuilt config) for as long as it ran. Here the server's thread only posts the
 * statement and reads the rows back.
 *
 * Same behaviour as PGlite in-process: one connection; a transaction holds it, so statements
 * outside it wait (PGlite's own lock, in the worker) until it ends; notifications arrive before
 * the answer of the statement that sent them. Values cross threads by structured clone, which
 * keeps dates, big integers and bytes as they are.
 */
export class PgliteThread implements EmbeddedClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | Notification) => {
      if ('notify' in message) {
        this.listeners.get(message.notify)?.(message.payload);
        return;
      }
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.ok) call?.resolve(message.value);
      else call?.reject(errorFrom(message.error ?? { message: 'The embedded database failed.' }));
    });
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }

  /** Starts the thread and waits until the database in `dir` (from `dump` if given) is ready. */
  static async open(opts: { dir: string; dump?: Blob; textOids: number[]; nice?: number }): Promise<PgliteThread> {
    const dump = opts.dump ? await opts.dump.arrayBuffer() : null;
    const worker = new Worker(new URL('./pglite-thread.worker.mjs', import.meta.url), {
      workerData: { dir: opts.dir, dump, textOids: opts.textOids, nice: opts.nice ?? 0 },
      transferList: dump ? [dump] : [],
    });
    const thread = new PgliteThread(worker);
    try {
      await thread.call({ op: 'ready' });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  private stop(reason: Error): void {
    this.stopped ??= reason;
    for (const call of this.pending.values()) call.reject(reason);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>, id = this.nextId++): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private connection(tx?: number) {
    return {
      query: <T>(text: string, params?: unknown[], options?: { rowMode?: RowMode }) =>
        // Only the row mode crosses: drizzle's per-query parsers are functions, installed in the worker once instead.
        this.call<Results<T>>({ op: 'query', tx, text, params, rowMode: options?.rowMode }),
      exec: (text: string) => this.call<Results[]>({ op: 'exec', tx, text }),
    };
  }

  query<T>(text: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<Results<T>> {
    return this.connection().query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.connection().exec(text);
  }

  /** Commits what `fn` did when it returns, rolls it back when it throws (or called rollback()). */
  async transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.call({ op: 'begin' }, id);
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.call({ op: 'end', tx: id, commit });
    };
    let result: T;
    try {
      result = await fn({ ...this.connection(id), rollback: () => end(false) });
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
    await end(true);
    return result;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.nextId++;
    this.listeners.set(id, onNotify);
    try {
      await this.call({ op: 'listen', channel }, id);
    } catch (error) {
      this.listeners.delete(id);
      throw error;
    }
    return async () => {
      this.listeners.delete(id);
      await this.call({ op: 'unlisten', listener: id });
    };
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.stop(new Error('The embedded database is closed.'));
      await this.worker.terminate();
    }
  }
}
