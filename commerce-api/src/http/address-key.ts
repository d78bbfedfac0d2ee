import { isIP } from 'node:net';

/** Expands an IPv6 address to its eight groups (no `::`, no embedded IPv4). */
function ipv6Groups(address: string): string[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  // An embedded IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) becomes its two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The key a per-address limit counts a caller under. An IPv4 address is itself (an IPv4-mapped
 * IPv6 socket address `::ffff:a.b.c.d` included); an IPv6 address is its /64, since one
 * subscriber is routinely given a whole /64 and can pick a fresh address in it for every request.
 */
export function addressKey(address: string): string {
  const family = isIP(address.replace(/%.*$/, ''));
  if (family !== 6) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff') {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The key the request's caller is counted under in per-address limits. */
export const callerKey = (request: { ip: string }): string => addressKey(request.ip);
