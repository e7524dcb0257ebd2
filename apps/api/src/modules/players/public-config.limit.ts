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

/**
 * Whose budget an address spends: an IPv4 address its own, an IPv6 address its /64 (one
 * subscriber's network: anyone holding one has billions of addresses in it). An IPv4-mapped
 * IPv6 address is its IPv4 address.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  // A dotted IPv4 tail stands for two groups.
  const backCount = back.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - backCount)).fill('0'), ...back];
  const prefix = groups.slice(0, 4).map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16).toString(16) : group));
  return `${prefix.join(':')}::/64`;
}
