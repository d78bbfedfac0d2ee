import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CodePasswordResetRequestSchema,
  CodeSentSchema,
  CodeVerifiedSchema,
  CredentialsSchema,
  RefreshRequestSchema,
  ResetLinkRequestSchema,
  SendCodeRequestSchema,
  SessionTokensSchema,
  TokenPasswordResetRequestSchema,
  VerifyCodeRequestSchema,
} from '@shop/shared/contracts/auth-schema';
import type { CodeSent, CodeVerified } from '@shop/shared/contracts/wire';
import type { AppContext, FeatureModule } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { msg } from './messages.ts';
import { checkPasswordRules, customerResource, findCustomer, findCustomerByUsername, setPasswordHash } from './service.ts';
import { classifyUsername, isEmail } from '../http/validation.ts';
import { epochSeconds, nowText } from '../auth/clock.ts';
import { optionalSession, xsrfRefused } from '../auth/guard.ts';
import { clearSessionCookies, hasSessionCookies, refreshCookieOf, sessionCookieOf, setSessionCookies, wantsCookieSession, xsrfHolds } from '../auth/session-cookies.ts';
import { deliver, fill } from '../messaging/deliver.ts';
import { hashPassword } from '../auth/password.ts';
import { consume, type Limit } from '../auth/rate-limit.ts';
import { accountBucket, countedPasswordCheck } from './password-check.ts';
import { magentoRoute } from '../auth/rest.ts';
import { findSession, issueToken, randomToken, refreshSession, revokeAllSessions, revokeSession, sha256, type IssuedToken } from '../auth/tokens.ts';
import { callerKey } from '../http/address-key.ts';
import { consumeSignupCode } from '../auth/abuse-limits.ts';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;
const CODE_SEND_LIMIT: Limit = { max: 5, windowSeconds: 3600 };
const CODE_VERIFY_LIMIT: Limit = { max: 10, windowSeconds: 15 * 60 };
/**
 * Codes one address may ask for in an hour, outside sign-ups (`CODES_PER_ADDRESS_PER_HOUR`,
 * default 20). Browser tests raise it: there, one address stands for every shopper. Read when a
 * code is asked for, not when this module loads: the browser tests' set-up imports the back end
 * before it sets it.
 */
const codesPerAddressPerHour = (): number => ((n) => (Number.isInteger(n) && n > 0 ? n : 20))(Number(process.env['CODES_PER_ADDRESS_PER_HOUR']));

async function checkCredentials(ctx: AppContext, request: FastifyRequest, username: string, password: string): Promise<number> {
  const who = classifyUsername(username);
  const customer = who ? await findCustomerByUsername(ctx, who.kind, who.value) : null;
  const bucket = customer ? accountBucket(customer.id) : `login-unknown:${who ? `${who.kind}:${who.value}` : username.trim().toLowerCase().slice(0, 100)}`;
  // Checked even for an unknown username, so neither the time taken nor the count tells it apart.
  const ok = await countedPasswordCheck(ctx, request, bucket, customer?.password_hash ?? null, password);
  if (!customer || !ok) throw new ApiError(401, msg('invalid_login'));
  return customer.id;
}

/**
 * Checks and consumes the latest code sent to a destination: expired → 400, dead after
 * `CODE_MAX_ATTEMPTS` tries → 429 (a new code must be asked for), wrong → 400, right → consumed
 * so it cannot serve twice.
 */
export async function checkCode(ctx: AppContext, request: FastifyRequest, destination: string, code: string): Promise<void> {
  await consume(ctx, `code-verify:${destination}:${callerKey(request)}`, CODE_VERIFY_LIMIT);
  const now = epochSeconds(ctx);
  const row = await ctx.repos.customers.latestOpenCode(destination);
  if (!row || row.expires_at <= now) throw badRequest(msg('code_expired'));
  // Tries are counted per code, whoever sends them and from wherever: a per-address count let
  // 50 addresses make 250 guesses at one six-digit code. Counted before the comparison, as logins
  // are; the right code is consumed below, so its try need not be taken back.
  if (!(await ctx.repos.customers.takeCodeTry(row.id, CODE_MAX_ATTEMPTS))) throw new ApiError(429, msg('code_tries_exhausted'));
  const given = Buffer.from(sha256(`${destination}:${code.trim()}`));
  if (!timingSafeEqual(given, Buffer.from(row.code_hash))) throw badRequest(msg('invalid_code'));
  // Conditional: of two requests with the right code, one signs in and the other is told it expired.
  if (!(await ctx.repos.customers.consumeCode(row.id, now))) throw badRequest(msg('code_expired'));
}

async function setPassword(ctx: AppContext, customerId: number, password: string): Promise<void> {
  checkPasswordRules(password);
  const hash = await hashPassword(password);
  await setPasswordHash(ctx, customerId, hash);
  // Whoever knew the old password is signed out everywhere.
  await revokeAllSessions(ctx, customerId);
}

const RESET_TTL_SECONDS = 3600;

/**
 * A new session as the caller asked for it: the browser (`X-Session-Mode: cookie`) gets HttpOnly
 * cookies and no token in the body, any other client the bearer pair.
 */
function sessionBody(request: FastifyRequest, reply: FastifyReply, token: IssuedToken, asCookies = wantsCookieSession(request)) {
  if (asCookies) {
    setSessionCookies(request, reply, token, sha256(token.token));
    return { session: 'cookie' as const, expires_at: token.expires_at, refresh_expires_at: token.refresh_expires_at };
  }
  return { token: token.token, token_type: 'Bearer', expires_at: token.expires_at, refresh_token: token.refresh_token, refresh_expires_at: token.refresh_expires_at };
}

/** Login, Magento customer token, refresh, session and verification codes. */
export const signInModule: FeatureModule = async (app, { ctx }) => {
  registerLogin(app, ctx);
  registerSession(app, ctx);
  registerCodes(app, ctx);
  registerPasswordReset(app, ctx);
};

/** Password login, both ours and Magento's, and the refresh of a session's token. */
function registerLogin(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/auth/login', { schema: { body: CredentialsSchema, response: { 200: SessionTokensSchema } } }, async (request, reply) => {
    const { username, password } = request.body;
    const customerId = await checkCredentials(ctx, request, username, password);
    return sessionBody(request, reply, await issueToken(ctx, customerId));
  });

  // Magento's own token call answers with the bare token string.
  magentoRoute(app, 'POST', 'integration/customer/token', { schema: { body: CredentialsSchema } }, async (request) => {
    const { username, password } = request.body;
    const customerId = await checkCredentials(ctx, request, username, password);
    return JSON.stringify((await issueToken(ctx, customerId)).token);
  });

  app.post(
    '/api/auth/refresh',
    { schema: { body: RefreshRequestSchema, response: { 200: SessionTokensSchema } } },
    async (request, reply) => {
      await consume(ctx, `refresh:${callerKey(request)}`, { max: 60, windowSeconds: 60 });
      // The browser's refresh token is in its cookie; a cookie refresh is a write like any other,
      // so it carries the anti-forgery pair (its access token may be long expired: the pair alone).
      const fromCookie = request.body.token === undefined;
      const presented = request.body.token ?? refreshCookieOf(request);
      if (fromCookie && presented !== null && !xsrfHolds(request, null)) throw xsrfRefused();
      const issued = presented === null ? null : await refreshSession(ctx, presented);
      if (issued === null || issued === 'reused') {
        if (fromCookie) clearSessionCookies(request, reply);
        throw new ApiError(401, msg('invalid_refresh_token'));
      }
      // A token that lived in a cookie is renewed into cookies, never into a body a script reads.
      return sessionBody(request, reply, issued, fromCookie || wantsCookieSession(request));
    },
  );
}

/** Who is signed in (by bearer or cookie), and sign-out. */
function registerSession(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/_auth/session', async (request) => {
    // A refused bearer token is a 401 as on every route; a dead cookie only means nobody is signed in.
    const session = request.caller?.via === 'bearer' ? optionalSession(ctx, request) : (request.caller?.session ?? null);
    if (!session) return { authenticated: false };
    const customer = await findCustomer(ctx, session.customer_id);
    if (!customer) return { authenticated: false };
    return { authenticated: true, expires_at: new Date(session.expires_at * 1000).toISOString(), customer: await customerResource(ctx, customer) };
  });

  // Ending a session that is already dead still clears the browser's cookies: log-out always works.
  // A page that forgot its session before the server heard its log-out (decision 064) sends it
  // again without the anti-forgery cookie, which it dropped: its session cookie is ended all the
  // same. Nothing is forged so: another site's DELETE needs a preflight this store never grants
  // (and a SameSite=Lax cookie is not sent with it), and ending a session is all it does.
  app.delete('/api/_auth/session', async (request, reply) => {
    const cookie = request.caller?.via === 'bearer' ? null : sessionCookieOf(request);
    const session = request.caller?.session ?? (cookie ? await findSession(ctx, cookie) : null);
    if (session) await revokeSession(ctx, session.id);
    if (hasSessionCookies(request)) clearSessionCookies(request, reply);
    return { authenticated: false };
  });
}

/** Verification codes by e-mail or SMS: sending one, and signing in with it. */
function registerCodes(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/auth/code',
    { schema: { body: SendCodeRequestSchema, response: { 200: CodeSentSchema } } },
    async (request): Promise<CodeSent> => {
      const who = classifyUsername(request.body.to);
      if (!who) throw badRequest(msg('invalid_username'));
      const now = epochSeconds(ctx);
      // The countdown protects a code still in the shopper's hands; `code_sent` tells the page
      // that one is (enter it), unlike the hourly limits' 429 (nothing was sent).
      const last = await ctx.repos.customers.openCodeSentAt(who.value);
      if (last !== null && now - last < CODE_RESEND_SECONDS) {
        throw new ApiError(429, msg('code_resend_wait'), { seconds: CODE_RESEND_SECONDS - (now - last), code_sent: 1 });
      }
      await consume(ctx, `code-send:${who.value}`, CODE_SEND_LIMIT);
      // A sign-up's code draws on the sign-up budget (generous per address: carriers put many
      // shoppers behind one) instead of the plain per-address one.
      if (request.body.purpose === 'signup') await consumeSignupCode(ctx, request, who.value);
      else await consume(ctx, `code-send-ip:${callerKey(request)}`, { max: codesPerAddressPerHour(), windowSeconds: 3600 });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const channel = who.kind === 'email' ? 'email' : 'sms';
      const locale = localeOf(request);
      // A new code replaces older ones: only the latest message the shopper got is valid.
      await ctx.transaction((repos) =>
        repos.customers.replaceCode({ destination: who.value, channel, code_hash: sha256(`${who.value}:${code}`), created_at: now, expires_at: now + CODE_TTL_SECONDS }),
      );
      // Sent once the code is stored: a transaction waits for nothing but the database.
      deliver(ctx, channel, who.value, fill(locale, msg('code_subject'), {}), fill(locale, msg('code_body'), { code }));
      return { sent: true, channel, to: who.value, expires_in: CODE_TTL_SECONDS, resend_in: CODE_RESEND_SECONDS };
    },
  );

  app.post(
    '/api/auth/verify',
    { schema: { body: VerifyCodeRequestSchema, response: { 200: CodeVerifiedSchema } } },
    async (request, reply): Promise<CodeVerified> => {
      const body = request.body;
      const who = classifyUsername(body.to);
      if (!who) throw badRequest(msg('invalid_username'));
      await checkCode(ctx, request, who.value, body.code);
      const customer = await findCustomerByUsername(ctx, who.kind, who.value);
      if (!customer) return { verified: true, channel: who.kind === 'email' ? 'email' : 'sms', to: who.value, customer_exists: false };
      await ctx.repos.customers.markVerified(customer.id, who.kind, nowText(ctx));
      // A verified code proves control of the address, so it signs the customer in.
      return { verified: true, channel: who.kind === 'email' ? 'email' : 'sms', to: who.value, customer_exists: true, ...sessionBody(request, reply, await issueToken(ctx, customer.id)) };
    },
  );
}

/** Password reset by e-mailed link (Magento's calls) or by verification code. */
function registerPasswordReset(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  // Magento's password reset: a link by e-mail (answer is `true` whether or not the account
  // exists, so the form cannot be used to find customers), then the token and a new password.
  magentoRoute(
    app,
    'PUT',
    'customers/password',
    { schema: { body: ResetLinkRequestSchema } },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isEmail(email)) throw badRequest(msg('invalid_email'), { value: email.slice(0, 100) });
      await consume(ctx, `reset:${email}`, { max: 3, windowSeconds: 3600 });
      await consume(ctx, `reset-ip:${callerKey(request)}`, { max: 20, windowSeconds: 3600 });
      const customer = await findCustomerByUsername(ctx, 'email', email);
      if (customer) {
        const token = randomToken(24);
        const locale = localeOf(request);
        await ctx.repos.customers.addReset(customer.id, sha256(token), epochSeconds(ctx) + RESET_TTL_SECONDS);
        const link = `/password-reset?email=${encodeURIComponent(email)}&token=${token}`;
        deliver(ctx, 'email', email, fill(locale, msg('reset_subject'), {}), fill(locale, msg('reset_body'), { link }));
      }
      return true;
    },
  );

  magentoRoute(
    app,
    'POST',
    'customers/resetPassword',
    { schema: { body: TokenPasswordResetRequestSchema } },
    async (request) => {
      const body = request.body;
      await consume(ctx, `reset-check:${callerKey(request)}`, { max: 20, windowSeconds: 15 * 60 });
      const tokenHash = sha256(body.resetToken.trim());
      const customerId = await ctx.repos.customers.findReset(tokenHash, body.email.trim().toLowerCase(), epochSeconds(ctx));
      if (customerId === null) throw badRequest(msg('reset_token_invalid'));
      checkPasswordRules(body.newPassword);
      // The link works once: of two requests with it, the one that uses it first sets the password.
      if (!(await ctx.repos.customers.useReset(tokenHash, customerId, epochSeconds(ctx)))) throw badRequest(msg('reset_token_invalid'));
      await setPassword(ctx, customerId, body.newPassword);
      await ctx.repos.customers.useAllResets(customerId, epochSeconds(ctx));
      return true;
    },
  );

  // The same by verification code (spec: e-mail or telephone): POST /api/auth/code first.
  app.post(
    '/api/auth/password-reset',
    { schema: { body: CodePasswordResetRequestSchema, response: { 200: SessionTokensSchema } } },
    async (request, reply) => {
      const body = request.body;
      const who = classifyUsername(body.to);
      if (!who) throw badRequest(msg('invalid_username'));
      checkPasswordRules(body.newPassword);
      await checkCode(ctx, request, who.value, body.code);
      const customer = await findCustomerByUsername(ctx, who.kind, who.value);
      if (!customer) throw badRequest(msg('invalid_code'));
      await setPassword(ctx, customer.id, body.newPassword);
      return sessionBody(request, reply, await issueToken(ctx, customer.id));
    },
  );
}
