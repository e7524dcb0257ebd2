import { BlockList, isIP } from 'node:net';

/**
 * Every range a server must never fetch from on a user's behalf: this host, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation
 * and reserved ranges (IANA special-purpose registries). IPv4-mapped IPv6 addresses
 * (::ffff:127.0.0.1) are matched against the IPv4 ranges by BlockList itself; the IPv6 forms that
 * embed an IPv4 address another way (IPv4-compatible, NAT64, 6to4, Teredo) are refused whole.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6, as `dns.lookup` or a URL's host gives it) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 0) return false;
  return !notPublic.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
