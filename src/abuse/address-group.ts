import { isIP } from 'node:net';

/**
 * Which client addresses share one rate limit (issue 24 point 7): an IPv4 address is one client, an
 * IPv6 address is grouped by its /64 (one customer line or device gets a whole /64 and may pick any
 * address in it, so per address an attacker would have 2^64 fresh limits). An IPv4 address written as
 * IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports it) is the IPv4 address.
 */
export function addressGroup(address: string): string {
  const ip = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address (without zone; an embedded IPv4 tail becomes two hextets). */
function expandIpv6(ip: string): string[] {
  let text = ip.split('%')[0] ?? ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => (Number.parseInt(h, 16) || 0).toString(16));
}
