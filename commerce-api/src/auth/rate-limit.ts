import { ApiError } from '../http/errors.ts';
import type { AppContext } from '../context.ts';
import { epochSeconds } from './clock.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Table-backed fixed-window limiter: survives restarts and needs no extra service, and the
 * counts live next to the data they protect. `consume` throws a 429 once `max` is reached.
 */
export function assertNotLimited(ctx: AppContext, bucket: string, limit: Limit): void {
  const row = ctx.db.prepare('SELECT window_start, hits FROM rate_limits WHERE bucket = ?').get(bucket) as
    | { window_start: number; hits: number }
    | undefined;
  const now = epochSeconds(ctx);
  if (row && row.window_start + limit.windowSeconds > now && row.hits >= limit.max) {
    throw new ApiError(429, 'too_many_requests', { seconds: row.window_start + limit.windowSeconds - now });
  }
}

/** Longest window any limit uses; rows older than this can no longer block anyone. */
const MAX_WINDOW_SECONDS = 24 * 3600;

export function recordHit(ctx: AppContext, bucket: string, limit: Limit): void {
  const now = epochSeconds(ctx);
  // Buckets are per username and address, so the table would only grow: prune it now and then.
  if (Math.random() < 0.01) ctx.db.prepare('DELETE FROM rate_limits WHERE window_start < ?').run(now - MAX_WINDOW_SECONDS);
  ctx.db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN window_start + ? <= excluded.window_start THEN 1 ELSE hits + 1 END,
         window_start = CASE WHEN window_start + ? <= excluded.window_start THEN excluded.window_start ELSE window_start END`,
    )
    .run(bucket, now, limit.windowSeconds, limit.windowSeconds);
}

export function consume(ctx: AppContext, bucket: string, limit: Limit): void {
  assertNotLimited(ctx, bucket, limit);
  recordHit(ctx, bucket, limit);
}

export function clearLimit(ctx: AppContext, bucket: string): void {
  ctx.db.prepare('DELETE FROM rate_limits WHERE bucket = ?').run(bucket);
}
