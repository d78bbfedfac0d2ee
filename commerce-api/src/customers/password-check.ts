import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { callerKey } from '../http/address-key.ts';
import { dummyPasswordHash, verifyPassword } from '../auth/password.ts';
import { clearLimit, consume, forgive, type Limit } from '../auth/rate-limit.ts';

/**
 * Failed password checks per ACCOUNT, whatever the address, whichever of its identifiers (e-mail
 * or telephone) was typed and whichever form asked (login, password change, account deletion),
 * before a 15-minute lock: guessing from many addresses, or through a stolen session, gains
 * nothing. A locked-out owner can still sign in with a code.
 */
export const LOGIN_LIMIT: Limit = { max: 10, windowSeconds: 15 * 60 };
/** Failed password checks from one address, whatever the account (stops spraying many accounts); successes do not count. */
export const LOGIN_IP_LIMIT: Limit = { max: 50, windowSeconds: 15 * 60 };

/** The bucket an account's failed password checks are counted in. */
export const accountBucket = (customerId: number): string => `login-account:${customerId}`;

/**
 * Checks a password against `passwordHash` (null: no such account, hashed all the same so the
 * time taken tells nothing) with the attempt counted first, atomically, against the account's
 * `bucket` and the caller's address (decision 028): checks sent all at once, to one node or to
 * several, cannot all pass a count made after them. A right password clears the account's count
 * and takes back the address's hit. Throws 429 once either is spent.
 */
export async function countedPasswordCheck(
  ctx: AppContext,
  request: FastifyRequest,
  bucket: string,
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const ipBucket = `login-ip:${callerKey(request)}`;
  const ipWindow = await consume(ctx, ipBucket, LOGIN_IP_LIMIT);
  await consume(ctx, bucket, LOGIN_LIMIT);
  const ok = await verifyPassword(password, passwordHash ?? (await dummyPasswordHash()));
  if (!ok || passwordHash === null) return false;
  await clearLimit(ctx, bucket);
  await forgive(ctx, ipBucket, ipWindow);
  return true;
}
