import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sessionIfValid } from './guard.ts';
import { consume, type Limit } from './rate-limit.ts';
import { callerKey } from '../http/address-key.ts';

/**
 * Every answer that tells a caller whether an account exists for an e-mail or telephone
 * (`isEmailAvailable`, sign-up's "already exists", a verified code's `customer_exists`) draws on
 * ONE budget per address, so no endpoint is a cheaper enumeration oracle than another.
 */
export async function consumeAccountLookup(ctx: AppContext, request: FastifyRequest): Promise<void> {
  await consume(ctx, `account-lookup:${callerKey(request)}`, { max: ctx.config.limits.accountLookupsPerHour, windowSeconds: 3600 });
}

/** Sign-ups per address per hour (a script creating accounts in bulk, not a family sharing a router). */
export async function consumeSignup(ctx: AppContext, request: FastifyRequest): Promise<void> {
  await consume(ctx, `signup:${callerKey(request)}`, { max: ctx.config.limits.signupsPerHour, windowSeconds: 3600 });
}

/** Coupon guesses are as sensitive as password guesses. */
export const COUPON_LIMIT: Limit = { max: 20, windowSeconds: 15 * 60 };

/**
 * Coupon tries are counted per caller (the address, and the customer when logged in), never per
 * cart: a new cart is free, so a per-cart count gave a guesser unlimited tries.
 */
export async function consumeCouponTry(ctx: AppContext, request: FastifyRequest): Promise<void> {
  await consume(ctx, `coupon:ip:${callerKey(request)}`, COUPON_LIMIT);
  const session = sessionIfValid(ctx, request);
  if (session) await consume(ctx, `coupon:customer:${session.customer_id}`, COUPON_LIMIT);
}
