import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { findSession, type TokenRow } from './tokens.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,200})$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** The caller's session; a missing token gives null, a bad or expired one a 401. */
export function optionalSession(ctx: AppContext, request: FastifyRequest): TokenRow | null {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const token = bearerToken(request);
  const session = token ? findSession(ctx, token) : null;
  if (!session) throw unauthorized('unauthorized', { resources: 'self' });
  return session;
}

export function requireSession(ctx: AppContext, request: FastifyRequest): TokenRow {
  const session = optionalSession(ctx, request);
  if (!session) throw unauthorized('unauthorized', { resources: 'self' });
  return session;
}

export const requireCustomer = (ctx: AppContext, request: FastifyRequest): number =>
  requireSession(ctx, request).customer_id;

/**
 * For endpoints open to everyone that only use the customer when there is one (quote request,
 * games, bids): a stale token left in the browser must not turn a guest action into a 401.
 */
export function sessionIfValid(ctx: AppContext, request: FastifyRequest): TokenRow | null {
  const token = bearerToken(request);
  return token ? findSession(ctx, token) : null;
}
