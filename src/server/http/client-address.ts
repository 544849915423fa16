import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** An IPv6 address as its eight 16-bit groups (`::` expanded, an IPv4 tail as two groups), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!; // without a zone (fe80::1%eth0)
  if (!isIPv6(text)) return null;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groupsOf = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return groupsOf(head);
  const [front, back] = [groupsOf(head), groupsOf(tail)];
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a client's requests are counted under, or null for a value that is no address (junk a proxy forwarded).
 * An IPv4-mapped IPv6 address counts as its IPv4 address, and an IPv6 address as its /64: a subscriber is given a
 * whole /64 and may use any address in it, so a counter per address would give one client millions of them.
 */
export function addressKey(address: string | undefined): string | null {
  if (!address) return null;
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Where a request comes from, as rate limits count it (see addressKey): the client address (from X-Forwarded-For
 * only through a trusted proxy, TRUST_PROXY), or, when that is no address, the peer's own, so junk values never
 * make a counter of their own.
 */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip) ?? addressKey(request.socket.remoteAddress) ?? 'unknown';
}
