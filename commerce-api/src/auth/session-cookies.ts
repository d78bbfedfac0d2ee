import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE,
  SESSION_MODE_HEADER,
  XSRF_COOKIE,
  XSRF_FIELD,
  XSRF_HEADER,
} from '@shop/shared/contracts/session-cookies';
import { REFRESH_TTL_SECONDS, type IssuedToken } from './tokens.ts';

/**
 * The browser's session in cookies (decision 044): the tokens in HttpOnly cookies no script can
 * read, and the spec's anti-forgery pair. Requests with `Authorization: Bearer` never use them.
 */

/** The cookies a request carries (RFC 6265 `name=value; …`; the first of a repeated name wins, as browsers send the most specific first). */
export function requestCookies(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  const header = request.headers.cookie;
  if (typeof header !== 'string') return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A value that is not valid percent-encoding is no value of ours.
    }
  }
  return cookies;
}

export const sessionCookieOf = (request: FastifyRequest): string | null => requestCookies(request).get(SESSION_COOKIE) ?? null;
export const refreshCookieOf = (request: FastifyRequest): string | null => requestCookies(request).get(REFRESH_COOKIE) ?? null;

/** Whether a login, code check, reset or refresh asked for the session in cookies. */
export const wantsCookieSession = (request: FastifyRequest): boolean =>
  String(request.headers[SESSION_MODE_HEADER.toLowerCase()] ?? '').trim().toLowerCase() === 'cookie';

/**
 * The anti-forgery value of a session: derived from its access token's hash, so a value planted
 * in the browser by anyone else (a sibling domain's cookie) matches no session, and nothing is
 * stored for it. It changes with every refresh.
 */
export const xsrfFor = (tokenHash: string): string => createHash('sha256').update(`xsrf:${tokenHash}`).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The double submit: the header the page's script copied from the cookie equals the cookie and,
 * for a live session, the session's own value. Another site can make the browser send the
 * cookie, never read it into a header (a custom header from another origin needs a preflight
 * this store never grants).
 */
export function xsrfHolds(request: FastifyRequest, tokenHash: string | null): boolean {
  const sent = xsrfSent(request);
  const cookie = requestCookies(request).get(XSRF_COOKIE);
  if (!sent || !cookie || !sameText(sent, cookie)) return false;
  return tokenHash === null || sameText(sent, xsrfFor(tokenHash));
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The header, or for a plain HTML form's post (which cannot set one) its hidden field, held to
 * the same checks. Another site can no more read the value into its form than into a header.
 * Only a form's body counts: a JSON call always needs the header.
 */
function xsrfSent(request: FastifyRequest): string | null {
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  if (typeof header === 'string') return header || null;
  if (!String(request.headers['content-type'] ?? '').startsWith(FORM_TYPE)) return null;
  const body = request.body as Record<string, unknown> | null | undefined;
  const field = body && typeof body === 'object' ? body[XSRF_FIELD] : undefined;
  return typeof field === 'string' && field ? field : null;
}

/** Secure only over HTTPS (as the client sees it: `X-Forwarded-Proto` from a trusted hop), so the plain-HTTP demo still signs in. */
function attributes(request: FastifyRequest, path: string, maxAge: number, httpOnly: boolean): string {
  return [`Path=${path}`, `Max-Age=${maxAge}`, 'SameSite=Lax', ...(httpOnly ? ['HttpOnly'] : []), ...(request.protocol === 'https' ? ['Secure'] : [])].join('; ');
}

/**
 * Puts a freshly issued pair in the browser. The access cookie lives as long as the refresh one:
 * an expired access token must still reach the server, which answers 401 (renew), not "guest".
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, issued: IssuedToken, tokenHash: string): void {
  reply.header('set-cookie', [
    `${SESSION_COOKIE}=${issued.token}; ${attributes(request, '/', REFRESH_TTL_SECONDS, true)}`,
    `${REFRESH_COOKIE}=${issued.refresh_token}; ${attributes(request, REFRESH_COOKIE_PATH, REFRESH_TTL_SECONDS, true)}`,
    `${XSRF_COOKIE}=${xsrfFor(tokenHash)}; ${attributes(request, '/', REFRESH_TTL_SECONDS, false)}`,
  ]);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', [
    `${SESSION_COOKIE}=; ${attributes(request, '/', 0, true)}`,
    `${REFRESH_COOKIE}=; ${attributes(request, REFRESH_COOKIE_PATH, 0, true)}`,
    `${XSRF_COOKIE}=; ${attributes(request, '/', 0, false)}`,
  ]);
}

/** Whether the request carries any cookie of a session (one to clear on log-out or refusal). */
export function hasSessionCookies(request: FastifyRequest): boolean {
  const cookies = requestCookies(request);
  return cookies.has(SESSION_COOKIE) || cookies.has(REFRESH_COOKIE) || cookies.has(XSRF_COOKIE);
}
