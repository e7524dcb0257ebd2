import { addressKey } from '../../lib/address-key.js';

/**
 * How many database reads of public configs an anonymous client may cause: a token bucket per
 * client address (`perSecond` tokens a second, up to `burst`). Only reads count (an id nothing
 * is kept for, or `?cache=no`); a kept config or a kept 404 costs nothing and is never refused.
 * At most `maxAddresses` buckets are kept: past that the oldest goes, and an address seen again
 * starts with a full bucket (which costs at most one burst).
 */
export interface MissLimitOptions {
  perSecond?: number;
  burst?: number;
  maxAddresses?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
}

/** Generous enough for a page with many players, or a test suite, from one address. */
export const MISSES_PER_SECOND = 20;
export const MISS_BURST = 100;
const MAX_ADDRESSES = 10_000;

export interface MissLimit {
  /** Takes one read for the address: 0 when allowed, else the seconds until one is (Retry-After). */
  take(address: string): number;
}

export function createMissLimit(options: MissLimitOptions = {}): MissLimit {
  const perSecond = options.perSecond ?? MISSES_PER_SECOND;
  const burst = options.burst ?? MISS_BURST;
  const maxAddresses = options.maxAddresses ?? MAX_ADDRESSES;
  const now = options.now ?? (() => performance.now());
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(address) {
      const key = addressKey(address);
      const t = now();
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxAddresses) buckets.delete(buckets.keys().next().value!);
        bucket = { tokens: burst, at: t };
        buckets.set(key, bucket);
      } else {
        bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
        bucket.at = t;
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
    },
  };
}
