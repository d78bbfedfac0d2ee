import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The gateway's own listening address: to read the catalogue through the same stack as a shopper's. */
export function loopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('gateway is not listening');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? (address.family === 'IPv6' ? '[::1]' : '127.0.0.1') : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The store's public address in what it publishes (canonical and hreflang links, the sitemap):
 * `SITE_URL`, else the gateway's own address. Never the request's `Host`: a forged one would
 * otherwise be written into pages and cached.
 */
export function publicOrigin(app: FastifyInstance): string {
  return process.env['SITE_URL']?.replace(/\/+$/, '') || loopbackOrigin(app);
}
