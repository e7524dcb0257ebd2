import { describe, expect, it } from 'vitest';
import { createActiveLabels } from './active-labels.cache.js';
import type { WhitelabelRow } from './whitelabel.table.js';

const label = (domain: string) => ({ id: 1, domain, status: 'active' }) as WhitelabelRow;

/** A database stand-in: counts reads of the active labels, and lets the test notify as the trigger would. */
function fakes() {
  let notify: (payload: string) => void = () => undefined;
  const database = {
    listen: async (_channel: string, onNotify: (payload: string) => void) => {
      notify = onNotify;
      return async () => undefined;
    },
  };
  let reads = 0;
  let domains = ['brand.example'];
  const labels = createActiveLabels(async () => {
    reads++;
    // The rows as they were when the read began.
    const found = domains.map(label);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return found;
  });
  return {
    labels,
    database,
    reads: () => reads,
    notify: (p: string) => notify(p),
    setDomains: (next: string[]) => (domains = next),
  };
}

describe('the active white labels kept in memory', () => {
  it('reads the active set once for many checks, known and unknown domains alike, until a change', async () => {
    const f = fakes();
    await f.labels.start(f.database);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => f.labels.byDomain(i % 2 ? 'brand.example' : `random-${i}.example`)),
    );
    expect(answers.filter(Boolean)).toHaveLength(250);
    expect(await f.labels.byDomain('other.example')).toBeNull();
    expect(f.reads()).toBe(1);

    f.setDomains(['other.example']);
    f.notify('*');
    expect(await f.labels.byDomain('brand.example')).toBeNull();
    expect((await f.labels.byDomain('other.example'))?.domain).toBe('other.example');
    expect(f.reads()).toBe(2);
  });

  it('does not keep what was read while a change arrived, nor anything while not listening', async () => {
    const f = fakes();
    await f.labels.start(f.database);
    const reading = f.labels.byDomain('brand.example');
    f.setDomains([]);
    f.notify('*');
    // A check after the change does not share the read that began before it.
    expect(await f.labels.byDomain('brand.example')).toBeNull();
    expect((await reading)?.domain).toBe('brand.example');
    expect(await f.labels.byDomain('brand.example')).toBeNull();
    expect(f.reads()).toBe(2);

    await f.labels.stop();
    await f.labels.byDomain('brand.example');
    await f.labels.byDomain('brand.example');
    expect(f.reads()).toBe(4);
  });
});
