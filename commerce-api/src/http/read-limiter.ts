import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

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
export function readLimitHook(perMinute: number) {
  const limiter = createReadLimiter(perMinute);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLimitedRead(request.url)) return;
    const { allowed, retryAfterSeconds } = limiter.allow(request.ip);
    if (allowed) return;
    reply.header('retry-after', String(retryAfterSeconds));
    const body = request.url.startsWith('/search/')
      ? { message: 'Too many search requests from this address; try again shortly.', code: 'too_many_requests', type: 'system', link: 'https://docs.meilisearch.com/errors#too_many_requests' }
      : errorBody(request, 'too_many_requests', { seconds: retryAfterSeconds });
    return reply.status(429).send(body);
  };
}
