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

/**
 * Sign-ups per address per hour: a script creating accounts in bulk, not the many shoppers a
 * mobile carrier puts behind one address (the budget is generous for that reason).
 */
export async function consumeSignup(ctx: AppContext, request: FastifyRequest): Promise<void> {
  await consume(ctx, `signup:${callerKey(request)}`, { max: ctx.config.limits.signupsPerHour, windowSeconds: 3600 });
}

/** Sign-up codes one e-mail or telephone may ask for in an hour (its account is made once). */
const SIGNUP_CODES_PER_DESTINATION = { max: 3, windowSeconds: 3600 };

/**
 * A sign-up's code is asked for: the sign-up is counted here, per destination and per address,
 * so a refusal comes before the shopper waits for and types a code (issue 30, rule 4); the
 * account made with that proven address then draws on no budget again (`POST customers`).
 */
export async function consumeSignupCode(ctx: AppContext, request: FastifyRequest, destination: string): Promise<void> {
  await consume(ctx, `signup-to:${destination}`, SIGNUP_CODES_PER_DESTINATION);
  await consumeSignup(ctx, request);
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
