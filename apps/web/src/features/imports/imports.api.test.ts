import { describe, expect, it } from 'vitest';
import type { ImportRun } from '@pubdesk/contract';
import { importPollMs, whileRunning } from './imports.api';

const run = (state: ImportRun['state']) => ({ state }) as ImportRun;

describe('the runs list refresh', () => {
  it('asks again every few seconds while a run is queued or running, and stops once all have ended', () => {
    expect(whileRunning([run('done'), run('queued')])).toBe(importPollMs);
    expect(whileRunning([run('running')])).toBe(importPollMs);
    expect(whileRunning([run('done'), run('failed'), run('partial')])).toBe(false);
    expect(whileRunning(undefined)).toBe(false);
  });
});
