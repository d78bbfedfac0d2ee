import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import { epochSeconds } from '../auth/clock.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import { ApiError } from '../http/errors.ts';
import { msg } from './messages.ts';

/** How long a guest's proof holds: a shopping session, not a day. */
export const PHONE_PROOF_TTL_SECONDS = 2 * 3600;

/** The header a tab sends its proof in (a header, not a cookie: nothing sends it for the page). */
export const PHONE_PROOF_HEADER = 'x-phone-proof';

/** What `randomToken()` makes; anything else is no proof and costs no query. */
const PROOF_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Stores a new proof that `telephone` (national form) was proven now; answers the proof once. */
export async function issuePhoneProof(ctx: AppContext, telephone: string): Promise<{ proof: string; expires_at: string }> {
  const now = epochSeconds(ctx);
  // Proofs are per tab and expire, so the table would only grow: prune it now and then.
  if (Math.random() < 0.02) await ctx.repos.phoneProofs.prune(now);
  const proof = randomToken();
  await ctx.repos.phoneProofs.insert({ token_hash: sha256(proof), telephone, created_at: now, expires_at: now + PHONE_PROOF_TTL_SECONDS });
  return { proof, expires_at: new Date((now + PHONE_PROOF_TTL_SECONDS) * 1000).toISOString() };
}

/**
 * Whether the caller has proven `telephone` (national form): it is the logged-in customer's
 * verified number, or the request carries a live proof for it (`X-Phone-Proof`). `repos`: a
 * transaction's, for a check made inside one (placing an order).
 */
export async function hasProvenPhone(ctx: AppContext, request: FastifyRequest, telephone: string, repos: Repositories = ctx.repos): Promise<boolean> {
  const session = sessionIfValid(ctx, request);
  if (session) {
    const customer = await repos.customers.find(session.customer_id);
    if (customer && customer.telephone === telephone && customer.phone_verified_at !== null) return true;
  }
  const header = request.headers[PHONE_PROOF_HEADER];
  if (typeof header !== 'string' || !PROOF_SHAPE.test(header)) return false;
  return (await repos.phoneProofs.telephoneOf(sha256(header), epochSeconds(ctx))) === telephone;
}

/**
 * Refuses (403, `phone_proof: required`) a telephone that stands for a person (a game entry, a
 * bid, an installment plan, the one-flash-sale-item rule, an account's number) unless the caller
 * proved it: the page then asks for a code and sends the request again with the proof.
 */
export async function requireProvenPhone(ctx: AppContext, request: FastifyRequest, telephone: string, repos: Repositories = ctx.repos): Promise<void> {
  if (!(await hasProvenPhone(ctx, request, telephone, repos))) throw new ApiError(403, msg('phone_not_proven'), { telephone, phone_proof: 'required' });
}
