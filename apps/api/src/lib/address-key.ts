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
