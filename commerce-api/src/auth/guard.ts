import type { FastifyRequest } from 'fastify';
import type { AppContext, FeatureModule } from '../context.ts';
import { ApiError, unauthorized } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import type { SessionRow } from './repository.ts';
import { XSRF_COOKIE } from '@shop/shared/contracts/session-cookies';
import { requestCookies, sessionCookieOf, xsrfHolds } from './session-cookies.ts';
import { findSession, sha256 } from './tokens.ts';

const msg = defineMessages({
  xsrf_refused: {
    fr: 'Requête refusée : la page qui l’envoie n’est pas celle de la boutique. Rechargez la page et réessayez.',
    en: "Request refused: it does not come from the shop's own page. Reload the page and try again.",
  },
});

/** 403: a write with the session cookie but without the anti-forgery header matching it. */
export const xsrfRefused = (): ApiError => new ApiError(403, msg('xsrf_refused'));

/** What the request's bearer token turned out to be, looked up once before its handler runs. */
export interface Caller {
  /** 'none': no Authorization header nor session cookie; 'invalid': one that opens no live session. */
  token: 'none' | 'invalid' | 'valid';
  session: SessionRow | null;
  /** Where the token came from: a bearer header (API clients) or the browser's session cookie. */
  via: 'bearer' | 'cookie' | null;
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A bearer header wins (API clients, Magento apps: no ambient credential, nothing to forge);
 * else the browser's session cookie, whose writes must carry the anti-forgery header.
 */
async function resolveCaller(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  if (header !== undefined && header !== '') {
    const token = bearerToken(request);
    const session = token ? await findSession(ctx, token) : null;
    return session ? { token: 'valid', session, via: 'bearer' } : { token: 'invalid', session: null, via: 'bearer' };
  }
  const cookie = sessionCookieOf(request);
  if (cookie === null) return { token: 'none', session: null, via: null };
  const session = await findSession(ctx, cookie);
  if (!session) return { token: 'invalid', session: null, via: 'cookie' };
  if (!SAFE_METHODS.has(request.method)) {
    // A page that has forgotten its session (its readable cookie dropped by a log-out the server
    // never heard) writes as a guest: its session cookie lends it nothing, and no other site can
    // delete this origin's cookie to get there. With the readable cookie, the pair must hold.
    if (!requestCookies(request).has(XSRF_COOKIE)) return { token: 'none', session: null, via: null };
    if (!xsrfHolds(request, sha256(cookie))) throw xsrfRefused();
  }
  return { token: 'valid', session, via: 'cookie' };
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
