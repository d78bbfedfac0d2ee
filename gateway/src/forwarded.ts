import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Headers by which a request may claim whose it is; a shopper can send any of them. */
const CLIENT_CLAIMS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'] as const;

/**
 * A proxied request's headers with the client named once, by this gateway: `request.ip` is the
 * socket's peer, or, when that peer is one of `TRUSTED_PROXIES` (the nginx hop), the address that
 * hop forwarded. Whatever the shopper sent in these headers is dropped, not passed on behind ours:
 * the back end believes its hops' header, and an appended list would carry the shopper's claim to it.
 */
export function forwardedHeaders(request: Pick<FastifyRequest, 'ip' | 'protocol'>, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers };
  for (const name of CLIENT_CLAIMS) delete forwarded[name];
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  return forwarded;
}
