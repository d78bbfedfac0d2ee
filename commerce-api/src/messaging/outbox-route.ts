import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { normalizePhone } from '../http/validation.ts';
import { demoOutboxEnabled } from './setup.ts';

/**
 * Header names a proxy, load balancer or CDN adds (`Via`, `Forwarded`, any `X-Forwarded-*`,
 * `X-Real-IP`, `CF-Connecting-IP`, `True-Client-IP`, `X-Originating-IP`…): matched by pattern,
 * because a list of names misses the next product's. A request carrying one came through a
 * proxy, so its socket says nothing of the caller.
 */
const PROXY_HEADER = /^(via|forwarded|x-forwarded-.+|x-real-ip|x-original(ing)?-.+|x-proxy-.+|x-client-ip|x-cluster-client-ip|.*connecting-ip|(true|fastly|akamai)-client-ip|client-ip|x-envoy-.+|x-amzn-.+|x-azure-.+|x-appengine-.+|cdn-loop)$/i;

export const carriesProxyHeader = (request: FastifyRequest): boolean => Object.keys(request.headers).some((name) => PROXY_HEADER.test(name));

/**
 * The demo outbox is for someone sitting at this machine: the TCP peer must be a loopback
 * address, read from the socket (never from `request.ip`, which honours X-Forwarded-For when a
 * proxy is trusted), and a proxied request is refused outright because behind a local proxy every
 * caller on the internet would look like loopback.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (carriesProxyHeader(request)) return false;
  const peer = request.raw.socket?.remoteAddress ?? '';
  return peer === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(peer);
}

/**
 * GET /api/dev/outbox?to=… — the fresh-machine demo's messages to ONE recipient (codes, reset
 * links). Registered only when the demo outbox is switched on outside production; a caller that
 * is not on this machine gets the same 404 as when it does not exist.
 */
export function registerDemoOutbox(app: FastifyInstance, ctx: AppContext): void {
  if (!demoOutboxEnabled(ctx.config)) return;
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }), locale: Type.Optional(Type.String()) }),
      },
      // Answer 404 before validation so a remote caller learns nothing, not even that `to` is required.
      onRequest: async (request, reply) => {
        if (!isLocalCaller(request)) return reply.callNotFound();
        return undefined;
      },
    },
    async (request) => {
      const raw = request.query.to.trim();
      const to = raw.includes('@') ? raw : (normalizePhone(raw) ?? raw);
      // Sends run in the background: a message handed off just before this call is shown too,
      // once its write has landed (on PostgreSQL it may still be in flight).
      await ctx.messenger.settled();
      return { items: await ctx.repos.messaging.sentTo(to, 50) };
    },
  );
}
