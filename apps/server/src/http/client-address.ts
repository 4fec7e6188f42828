// The address a caller is counted by wherever something is limited per address (rate limits, the speech test's jobs
// and uploads): an IPv4 address as it is, also when it arrives IPv4-mapped (::ffff:a.b.c.d); an IPv6 address by its
// /64, the block one subscriber is given, so that one caller cannot multiply an allowance by moving inside it.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone dropped, an embedded IPv4 tail folded in); null if invalid. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!;
  if (!isIPv6(text)) return null;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : null;
}

/** `ip` as counted per address: an IPv4 address (mapped ones unwrapped), or `<first 64 bits>::/64`. */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
