/**
 * Bounds work that holds a scarce resource (a thread of libuv's pool, tens of MB): at most
 * `maxRunning` at once, at most `maxWaiting` queued behind them in arrival order, and anything
 * past that refused at once with `refuse()`, so a flood waits a bounded time or is told to come
 * back instead of queueing without end.
 */
export interface WorkGate {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Running and queued now (for tests and logs). */
  load(): { running: number; waiting: number };
}

export function createWorkGate(opts: { maxRunning: number; maxWaiting: number; refuse: () => Error }): WorkGate {
  let running = 0;
  const waiting: Array<() => void> = [];

  /** A finished piece of work hands its place to the first one waiting, or frees it. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(work) {
      if (running < opts.maxRunning) running++;
      else if (waiting.length >= opts.maxWaiting) throw opts.refuse();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
