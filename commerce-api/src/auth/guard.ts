import type { FastifyRequest } from 'fastify';
import type { AppContext, FeatureModule } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import type { SessionRow } from './repository.ts';
import { findSession } from './tokens.ts';

/** What the request's bearer token turned out to be, looked up once before its handler runs. */
export interface Caller {
  /** 'none': no Authorization header; 'invalid': one that opens no live session. */
  token: 'none' | 'invalid' | 'valid';
  session: SessionRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `sessionsModule`'s hook; the guards below read it. */
    caller: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,200})$/i.exec(header.trim());
  return match ? match[1]! : null;
}

async function resolveCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return { token: 'none', session: null };
  const token = bearerToken(request);
  const session = token ? await findSession(ctx, token) : null;
  return session ? { token: 'valid', session } : { token: 'invalid', session: null };
}

/**
 * Looks the bearer token up once per request, before any handler, so the guards below stay
 * synchronous and the routes of every module call them as they always did. preHandler, not
 * onRequest: a request refused by its schema costs no lookup.
 */
export const sessionsModule: FeatureModule = Object.assign(
  async (app: Parameters<FeatureModule>[0], { ctx }: { ctx: AppContext }) => {
    app.decorateRequest('caller', null);
    app.addHook('preHandler', async (request) => {
      request.caller = await resolveCaller(ctx, request);
    });
  },
  // Fastify's documented opt-out of encapsulation (what fastify-plugin sets): the hook must
  // reach the routes of every module registered after this one.
  { [Symbol.for('skip-override')]: true },
);

function callerOf(request: FastifyRequest): Caller {
  // Every route passes the hook; a guard called elsewhere (another hook) is a programming error.
  if (!request.caller) throw new Error('the caller is resolved in preHandler: call the guards from a handler');
  return request.caller;
}

// The guards keep `ctx` in their signature so the routes of every module call them unchanged.

/** The caller's session; a missing token gives null, a bad or expired one a 401. */
export function optionalSession(_ctx: AppContext, request: FastifyRequest): SessionRow | null {
  const caller = callerOf(request);
  if (caller.token === 'invalid') throw unauthorized('unauthorized', { resources: 'self' });
  return caller.session;
}

export function requireSession(ctx: AppContext, request: FastifyRequest): SessionRow {
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
export function sessionIfValid(_ctx: AppContext, request: FastifyRequest): SessionRow | null {
  return callerOf(request).session;
}
