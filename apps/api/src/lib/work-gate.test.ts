import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate.js';

/** A piece of work that finishes when told to. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('work gate', () => {
  it('runs at most maxRunning at once, queues maxWaiting in arrival order and refuses the next at once', async () => {
    const gate = createWorkGate({ maxRunning: 2, maxWaiting: 2, refuse: () => new Error('busy') });
    const started: number[] = [];
    const works = [0, 1, 2, 3].map(() => pending());
    const runs = works.map((w, i) =>
      gate.run(async () => {
        started.push(i);
        await w.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    await expect(gate.run(async () => 'late')).rejects.toThrow('busy');

    works[1]!.finish();
    expect(await runs[1]).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });

    for (const w of works) w.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of work that fails', async () => {
    const gate = createWorkGate({ maxRunning: 1, maxWaiting: 0, refuse: () => new Error('busy') });
    await expect(gate.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
