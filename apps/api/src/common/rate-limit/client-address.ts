import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address (docs/decisions/0016). An address is written many
 * ways (`::ffff:1.2.3.4` is 1.2.3.4; `2001:DB8::1`, `2001:db8:0:0::1` and
 * `2001:0db8::0001` are one address) and one IPv6 subscriber gets a whole /64, so IPv4 keys
 * on the address and IPv6 on its first 64 bits, in one canonical spelling.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.trim().replace(/%.*$/, ''); // a zone id (fe80::1%eth0)
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare.toLowerCase();
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    // IPv4-mapped: the IPv4 client itself.
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The key of a client for the public counters (sponsored impressions and clicks, profile
 * views, mini-site visits; decision 0058): like clientAddressKey, but IPv6 on its first 48
 * bits, since one home line is often given a /56 or a /48 and its /64s are free to take.
 */
export function counterClientKey(address: string | undefined): string {
  const key = clientAddressKey(address);
  if (!key.endsWith('::/64')) return key;
  return `${key.split(':').slice(0, 3).join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
