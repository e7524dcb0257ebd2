// The embedded database's own thread (see pglite-thread.ts, which starts it and speaks for it).
// PGlite runs every statement on the thread that owns it; here that is not the server's, so a
// long report no longer holds up the requests the server answers meanwhile.
//
// Plain JavaScript on purpose: a worker thread is started by Node itself, outside the TypeScript
// loader the server and the tests run under.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dir: string, dump: ArrayBuffer | null, textOids: number[], nice: number }} */
const { dir, dump, textOids, nice } = workerData;
const port = parentPort;
if (!port) throw new Error('pglite-thread.worker.mjs runs as a worker thread only');

// When the CPUs are all busy, the server's thread goes first: a request it can answer without the
// database (a kept player config, a static file) is not queued behind a long report's CPU time.
// Linux sets a nice value per thread (this thread's id is the last part of /proc/thread-self);
// elsewhere the thread keeps the process's priority.
if (nice > 0) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
  } catch {
    // Not Linux, or not allowed: the same priority as the server's thread.
  }
}

const passThrough = (/** @type {string} */ value) => value;
const db = new PGlite(dir, {
  parsers: Object.fromEntries(textOids.map((oid) => [oid, passThrough])),
  extensions: { pg_trgm, btree_gist },
  ...(dump ? { loadDataDir: new Blob([dump]) } : {}),
});

/** Open transactions by the id of the message that began them: their handle and how to end them. */
const transactions = new Map();
/** Listeners by id: the function that stops each. */
const listeners = new Map();

/** An error as plain data: PGlite's carry PostgreSQL's fields (code, severity, detail, ...). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {
      // A field that cannot cross threads (none of PostgreSQL's) is left behind.
    }
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

const reply = (id, value, transfer) => port.postMessage({ id, ok: true, value }, transfer ?? []);
const fail = (id, error) => port.postMessage({ id, ok: false, error: plainError(error) });

/** The connection a statement runs on: an open transaction's, or the database's. */
function target(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('The transaction is over.');
  return open.tx;
}

const handlers = {
  ready: () => db.waitReady,
  query: (m) => target(m.tx).query(m.text, m.params, m.rowMode ? { rowMode: m.rowMode } : undefined),
  exec: (m) => target(m.tx).exec(m.text),
  /** Answers once inside the transaction; `end` commits it (or rolls it back) and answers how that went. */
  begin: (m) =>
    new Promise((inside, refused) => {
      const over = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(m.id, { tx, commit, rollback, over });
            inside(undefined);
          }),
      );
      // Refused before it was inside (BEGIN failed); after that, `end` reports how it went.
      over.catch(refused).finally(() => transactions.delete(m.id));
    }),
  end: async (m) => {
    const open = transactions.get(m.tx);
    if (!open?.commit) throw new Error('The transaction is over.');
    if (m.commit) open.commit(undefined);
    else open.rollback(Object.assign(new Error('rolled back'), { rolledBack: true }));
    try {
      await open.over;
    } catch (error) {
      if (!(error instanceof Error && 'rolledBack' in error)) throw error;
    }
  },
  listen: async (m) => {
    const stop = await db.listen(m.channel, (payload) => port.postMessage({ notify: m.id, payload }));
    listeners.set(m.id, stop);
  },
  unlisten: async (m) => {
    const stop = listeners.get(m.listener);
    listeners.delete(m.listener);
    if (stop) await stop();
  },
  dump: async (m) => {
    const blob = await db.dumpDataDir(m.compression);
    return await blob.arrayBuffer();
  },
  close: () => db.close(),
};

port.on('message', async (m) => {
  try {
    const value = await handlers[m.op](m);
    reply(m.id, value, value instanceof ArrayBuffer ? [value] : undefined);
    if (m.op === 'close') port.close();
  } catch (error) {
    fail(m.id, error);
  }
});
