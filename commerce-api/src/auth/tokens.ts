import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { epochSeconds } from './clock.ts';
import { sql } from './statements.ts';

/** A refresh token outlives the access token so a shopper stays signed in on their phone. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** 32 characters of [a-zA-Z0-9]: Magento's masked quote id alphabet, ~190 bits of entropy. */
export function maskedId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(32);
  let out = '';
  // 62 does not divide 256; rejecting bytes >= 248 keeps the characters uniform.
  for (let i = 0; out.length < 32; i++) {
    const byte = i < bytes.length ? bytes[i]! : randomBytes(1)[0]!;
    if (byte < 248) out += alphabet[byte % 62];
  }
  return out;
}

export interface IssuedToken {
  token: string;
  expires_at: string;
  refresh_token: string;
  refresh_expires_at: string;
}

export function issueToken(ctx: AppContext, customerId: number): IssuedToken {
  const token = randomToken();
  const refresh = randomToken();
  const now = epochSeconds(ctx);
  const expires = now + ctx.config.tokenTtlSeconds;
  const refreshExpires = now + REFRESH_TTL_SECONDS;
  ctx.db
    .prepare(
      `INSERT INTO customer_tokens (customer_id, token_hash, refresh_hash, created_at, expires_at, refresh_expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(customerId, sha256(token), sha256(refresh), now, expires, refreshExpires);
  return {
    token,
    expires_at: new Date(expires * 1000).toISOString(),
    refresh_token: refresh,
    refresh_expires_at: new Date(refreshExpires * 1000).toISOString(),
  };
}

export interface TokenRow {
  id: number;
  customer_id: number;
  expires_at: number;
}

/** The live session a bearer token opens, or null (unknown, revoked or expired). */
export function findSession(ctx: AppContext, token: string): TokenRow | null {
  const row = sql(ctx.db, 'SELECT id, customer_id, expires_at FROM customer_tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?')
    .get(sha256(token), epochSeconds(ctx)) as TokenRow | undefined;
  return row ?? null;
}

/**
 * Exchanges a refresh token (or a still-valid access token) for a new pair and revokes the old
 * one, so each refresh token works once: a stolen, already-used one is refused.
 */
export function refreshSession(ctx: AppContext, presented: string): IssuedToken | null {
  const now = epochSeconds(ctx);
  const hash = sha256(presented);
  return ctx.db.transaction(() => {
    const row = ctx.db
      .prepare(
        `SELECT id, customer_id FROM customer_tokens WHERE revoked_at IS NULL AND
           ((refresh_hash = ? AND refresh_expires_at > ?) OR (token_hash = ? AND expires_at > ?))`,
      )
      .get(hash, now, hash, now) as { id: number; customer_id: number } | undefined;
    if (!row) return null;
    ctx.db.prepare('UPDATE customer_tokens SET revoked_at = ? WHERE id = ?').run(now, row.id);
    return issueToken(ctx, row.customer_id);
  }).immediate();
}

export function revokeSession(ctx: AppContext, tokenId: number): void {
  ctx.db.prepare('UPDATE customer_tokens SET revoked_at = ? WHERE id = ?').run(epochSeconds(ctx), tokenId);
}

export function revokeAllSessions(ctx: AppContext, customerId: number, exceptTokenId?: number): void {
  ctx.db
    .prepare('UPDATE customer_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL AND id IS NOT ?')
    .run(epochSeconds(ctx), customerId, exceptTokenId ?? null);
}
