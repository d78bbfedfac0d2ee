import { isIP } from 'node:net';

/** The address ranges Fastify's `trustProxy` (proxy-addr) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The proxy hops whose forwarded headers are believed (`TRUST_PROXY` on the back end,
 * `TRUSTED_PROXIES` on the gateway): addresses, CIDR ranges or proxy-addr's named ranges,
 * separated by commas or spaces. Fastify then takes the client address as the right-most
 * `X-Forwarded-For` entry that is not one of these hops, so a shopper's own header never names
 * the client. A value that is not such a list stops the start: the old `1` ("trust every peer")
 * let anyone who reached the service choose the address its rate limits counted.
 */
export function parseTrustedProxies(value: string | undefined, variable = 'TRUST_PROXY'): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = entries.filter((entry) => !isRange(entry));
  if (bad.length) {
    throw new Error(`${variable} lists the proxies' addresses or ranges (e.g. 10.0.0.0/8, 172.18.0.5, uniquelocal); not: ${bad.join(', ')}`);
  }
  return entries;
}
