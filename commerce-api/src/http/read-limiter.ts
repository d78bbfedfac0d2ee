import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from './address-key.ts';
import { errorBody } from './errors.ts';

/** Headers of the gateway's server-rendering reads: its key, and the shopper the page is for. */
export const RENDER_KEY_HEADER = 'x-shop-render-key';
export const RENDER_FOR_HEADER = 'x-shop-render-for';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whose budget a read counts against: its socket's address (an IPv6 one by its /64), or — for a read the gateway makes
 * while rendering a page, proven by the gateway's key — the shopper the page is rendered for.
 * Without the key the header is ignored, so nobody can spend another address's budget.
 */
export function readerAddress(request: Pick<FastifyRequest, 'ip' | 'headers'>, renderKey: string | undefined): string {
  const key = request.headers[RENDER_KEY_HEADER];
  const shopper = request.headers[RENDER_FOR_HEADER];
  if (renderKey && typeof key === 'string' && sameSecret(key, renderKey) && typeof shopper === 'string' && isIP(shopper)) return addressKey(shopper);
  return addressKey(request.ip);
}

/** Catalogue reads that are costly enough to be worth a per-address budget: listings and searches. */
const LIMITED_READS = [
  /^\/rest\/[a-z]{2}\/V1\/products(\?|$)/,
  /^\/rest\/[a-z]{2}\/V1\/categories\/list(\?|$)/,
  /^\/search\/indexes\/[^/]+\/search(\?|$)/,
  /^\/search\/multi-search(\?|$)/,
];

export function isLimitedRead(url: string): boolean {
  return LIMITED_READS.some((pattern) => pattern.test(url));
}

/**
 * A fixed one-minute window per client address, in memory: these are the hottest requests, so
 * the count must cost nothing like a database write, and losing it on restart is harmless.
 */
export function createReadLimiter(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    /** True when this request is within the address's budget (and counts it). */
    allow(address: string): { allowed: boolean; retryAfterSeconds: number } {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [key, w] of windows) if (t - w.start >= 60_000) windows.delete(key);
        lastSweep = t;
      }
      let w = windows.get(address);
      if (!w || t - w.start >= 60_000) {
        w = { start: t, count: 0 };
        windows.set(address, w);
      }
      w.count += 1;
      return { allowed: w.count <= perMinute, retryAfterSeconds: Math.ceil((w.start + 60_000 - t) / 1000) };
    },
  };
}

/** Fastify `onRequest` hook: 429 with Retry-After once an address exceeds its reads per minute. */
export function readLimitHook(perMinute: number, renderKey?: string) {
  const limiter = createReadLimiter(perMinute);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLimitedRead(request.url)) return;
    const { allowed, retryAfterSeconds } = limiter.allow(readerAddress(request, renderKey));
    if (allowed) return;
    reply.header('retry-after', String(retryAfterSeconds));
    const body = request.url.startsWith('/search/')
      ? { message: 'Too many search requests from this address; try again shortly.', code: 'too_many_requests', type: 'system', link: 'https://docs.meilisearch.com/errors#too_many_requests' }
      : errorBody(request, 'too_many_requests', { seconds: retryAfterSeconds });
    return reply.status(429).send(body);
  };
}
