import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { epochSeconds } from './clock.ts';
import type { Repositories } from '../repositories.ts';
import type { SessionRow } from './repository.ts';

/** A refresh token outlives the access token so a shopper stays signed in on their phone. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What `randomToken()` makes: 32 bytes in base64url. Session tokens have no other shape. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

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

/**
 * Stores a new access and refresh token pair (hashes only), in `familyId` (a refresh's) or in a
 * new family (a login's). `repos` may be a transaction's, so a refresh revokes the old pair and
 * stores the new one as one change.
 */
export async function issueToken(ctx: AppContext, customerId: number, repos: Repositories = ctx.repos, familyId?: number): Promise<IssuedToken> {
  const token = randomToken();
  const refresh = randomToken();
  const now = epochSeconds(ctx);
  const family = familyId ?? (await repos.auth.createFamily(customerId, now));
  const expires = now + ctx.config.tokenTtlSeconds;
  const refreshExpires = now + REFRESH_TTL_SECONDS;
  await repos.auth.insertToken({
    customer_id: customerId,
    family_id: family,
    token_hash: sha256(token),
    refresh_hash: sha256(refresh),
    created_at: now,
    expires_at: expires,
    refresh_expires_at: refreshExpires,
  });
  return {
    token,
    expires_at: new Date(expires * 1000).toISOString(),
    refresh_token: refresh,
    refresh_expires_at: new Date(refreshExpires * 1000).toISOString(),
  };
}

/**
 * The live session a bearer token opens, or null (unknown, revoked or expired). A bearer of
 * another shape (the search key every search request carries) is no session: no query for it.
 */
export async function findSession(ctx: AppContext, token: string): Promise<SessionRow | null> {
  return SESSION_TOKEN.test(token) ? ctx.repos.auth.findSession(sha256(token), epochSeconds(ctx)) : null;
}

/**
 * Exchanges a refresh token (or a still-valid access token) for a new pair of the same family and
 * revokes the old one, so each refresh token works once. A refresh token presented again after
 * its exchange is held by two parties (a thief and the shopper, in either order): the whole
 * family ends, the pair handed out for it included, and both must log in again.
 */
export async function refreshSession(ctx: AppContext, presented: string): Promise<IssuedToken | 'reused' | null> {
  const now = epochSeconds(ctx);
  const hash = sha256(presented);
  const issued = await ctx.transaction(async (repos) => {
    const taken = await repos.auth.takeForRefresh(hash, now);
    return taken === null ? null : issueToken(ctx, taken.customer_id, repos, taken.family_id ?? undefined);
  });
  if (issued) return issued;
  const family = await ctx.repos.auth.familyOfRefresh(hash);
  if (family === null) return null;
  await ctx.repos.auth.revokeFamily(family, now);
  return 'reused';
}

/** Log-out: the pair and its family (no refresh of this login works afterwards). */
export const revokeSession = (ctx: AppContext, tokenId: number): Promise<void> => ctx.repos.auth.revoke(tokenId, epochSeconds(ctx));

/** Signs a customer out everywhere (but on `exceptTokenId`, the device making the change). */
export const revokeAllSessions = (ctx: AppContext, customerId: number, exceptTokenId?: number): Promise<void> =>
  ctx.repos.auth.revokeAll(customerId, epochSeconds(ctx), exceptTokenId);
