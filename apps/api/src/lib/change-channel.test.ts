import { describe, expect, it, vi } from 'vitest';
import { createChangeChannel } from './change-channel.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database stand-in whose listening connection the test can lose, and whose next LISTENs can fail. */
function fakeDatabase() {
  const state = { listens: 0, failNext: 0, lose: () => undefined as void, notify: (_payload: string) => undefined as void };
  const database = {
    listen: async (_channel: string, onNotify: (payload: string) => void, onLost: () => void) => {
      state.listens++;
      if (state.failNext > 0) {
        state.failNext--;
        throw new Error('connection refused');
      }
      state.notify = onNotify;
      state.lose = onLost;
      return async () => undefined;
    },
  };
  return { database, state };
}

describe('a change channel', () => {
  it('passes changes on, and listens again after losing its connection until it holds', async () => {
    const changes: string[] = [];
    const { database, state } = fakeDatabase();
    const channel = createChangeChannel('test', (payload) => changes.push(payload), { relistenMs: [5, 10] });
    await channel.start(database);
    expect(channel.listening).toBe(true);
    state.notify('7');
    expect(changes).toEqual(['7']);

    state.failNext = 2;
    state.lose();
    state.lose(); // 'error' then 'end': one loss
    expect(channel.listening).toBe(false);
    expect(changes).toEqual(['7', '*']);
    // Two refused LISTENs, then the third holds.
    await vi.waitFor(() => expect(channel.listening).toBe(true), { timeout: 2_000, interval: 5 });
    expect(state.listens).toBe(4);
    state.notify('8');
    expect(changes).toEqual(['7', '*', '8']);

    await channel.stop();
    expect(channel.listening).toBe(false);
    state.lose();
    await tick(30);
    expect(state.listens).toBe(4);
  });
});
