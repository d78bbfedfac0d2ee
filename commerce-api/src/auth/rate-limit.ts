import { ApiError } from '../http/errors.ts';
import type { AppContext } from '../context.ts';
import { epochSeconds } from './clock.ts';
import type { AuthRepository, Window } from './repository.ts';
import type { SharedReadCounts } from '../http/read-limiter.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Longest window any limit uses; rows older than this can no longer block anyone. */
const MAX_WINDOW_SECONDS = 24 * 3600;

/**
 * Table-backed fixed-window limiter: survives restarts, needs no extra service, and every node
 * on the database shares the counts. The hit is counted first, in one atomic upsert, and the
 * answer judged on the count it returns: checking first and counting after let concurrent
 * requests (on one node or several) all pass the check before any was counted.
 * Throws a 429 once the window holds more than `max` hits; answers the window otherwise.
 */
export async function consume(ctx: AppContext, bucket: string, limit: Limit): Promise<Window> {
  const now = epochSeconds(ctx);
  // Buckets are per username and address, so the table would only grow: prune it now and then.
  if (Math.random() < 0.01) await ctx.repos.auth.prune(now - MAX_WINDOW_SECONDS);
  const window = await ctx.repos.auth.hit(bucket, now, limit.windowSeconds);
  if (window.hits > limit.max) throw new ApiError(429, 'too_many_requests', { seconds: window.window_start + limit.windowSeconds - now });
  return window;
}

/**
 * Counts a hit like `consume` and answers whether it is within the limit, for work that goes
 * ahead either way and only skips a part of itself past the limit (never a 429).
 */
export async function withinLimit(ctx: AppContext, bucket: string, limit: Limit): Promise<boolean> {
  const window = await ctx.repos.auth.hit(bucket, epochSeconds(ctx), limit.windowSeconds);
  return window.hits <= limit.max;
}

/** Takes back a hit `consume` counted, for an attempt that turned out not to count (a good password). */
export const forgive = (ctx: AppContext, bucket: string, window: Window): Promise<void> => ctx.repos.auth.unhit(bucket, window.window_start);

export const clearLimit = (ctx: AppContext, bucket: string): Promise<void> => ctx.repos.auth.clear(bucket);

/** The catalogue read limiter's shared count: a bucket per address in `rate_limits`, one-minute windows. */
export function sharedReadCounts(auth: Pick<AuthRepository, 'hitMany'>): SharedReadCounts {
  return async (windowStart, reads) => {
    const totals = await auth.hitMany([...reads].map(([address, hits]) => ({ bucket: `read:${address}`, hits })), windowStart, 60);
    return new Map([...reads.keys()].map((address) => [address, totals.get(`read:${address}`) ?? 0]));
  };
}
