import { createAddressLimit, type AddressLimit, type AddressLimitOptions } from '../../lib/address-limit.js';

/**
 * How many database reads of public configs an anonymous client may cause (a token bucket per
 * address, lib/address-limit.ts). Only reads count (an id nothing is kept for, or `?cache=no`);
 * a kept config or a kept 404 costs nothing and is never refused.
 */
export type MissLimitOptions = Partial<AddressLimitOptions>;

/** Generous enough for a page with many players, or a test suite, from one address. */
export const MISSES_PER_SECOND = 20;
export const MISS_BURST = 100;

export type MissLimit = AddressLimit;

export function createMissLimit(options: MissLimitOptions = {}): MissLimit {
  return createAddressLimit({ perSecond: MISSES_PER_SECOND, burst: MISS_BURST, ...options });
}
