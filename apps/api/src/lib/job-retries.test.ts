import { describe, expect, it } from 'vitest';
import { backoffRetries, steadyRetries } from './job-retries.js';

describe('job retry policies', () => {
  it('spell the figures out as the queue takes them (a run in seconds); only backoff tells them apart', () => {
    const figures = { retries: 5, delaySeconds: 30, runMinutes: 15 };
    expect(backoffRetries(figures)).toEqual({ retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 900 });
    expect(steadyRetries(figures)).toEqual({ retryLimit: 5, retryDelaySeconds: 30, retryBackoff: false, expireInSeconds: 900 });
  });
});
