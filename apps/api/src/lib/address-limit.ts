import { addressKey } from './address-key.js';

/**
 * A budget per client address for what anonymous callers may make the server do: a token bucket
 * per address (an IPv6 client's /64, lib/address-key.ts) that refills `perSecond` tokens a second
 * up to `burst`. At most `maxAddresses` buckets are kept in memory: past that the oldest goes,
 * and an address seen again starts with a full bucket (which costs at most one burst). Each API
 * process keeps its own, so N processes allow N budgets.
 */
export interface AddressLimitOptions {
  perSecond: number;
  burst: number;
  maxAddresses?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
}

export interface AddressLimit {
  /** Takes one token for the address: 0 when allowed, else the seconds until one is (Retry-After). */
  take(address: string): number;
}

const MAX_ADDRESSES = 10_000;

export function createAddressLimit(options: AddressLimitOptions): AddressLimit {
  const { perSecond, burst } = options;
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
