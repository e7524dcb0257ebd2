/**
 * Waits that run after a write request and before its answer. A cache that learns of changes by
 * notification (PostgreSQL delivers them after the commit, on a connection of its own) adds one,
 * so that the writer's next request on this process reads what it wrote.
 */
export interface WriteBarriers {
  add(wait: () => Promise<void>): void;
  /** Runs every wait. */
  settle(): Promise<void>;
}

export function createWriteBarriers(): WriteBarriers {
  const waits: Array<() => Promise<void>> = [];
  return {
    add: (wait) => void waits.push(wait),
    settle: async () => void (await Promise.all(waits.map((wait) => wait()))),
  };
}
