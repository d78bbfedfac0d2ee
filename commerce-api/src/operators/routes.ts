import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext, FeatureModule } from '../context.ts';
import { clearLimit, consume, forgive, type Limit } from '../auth/rate-limit.ts';
import { epochSeconds, nowText } from '../auth/clock.ts';
import { bearerMatches, resolveAdminToken } from '../campaigns/admin-token.ts';
import { addressKey } from '../http/address-key.ts';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import { OPERATOR_PASSWORD_MIN, hashPassword, unknownAccountHash, verifyPassword } from './password.ts';
import type { OperatorRow } from './repository.ts';
import { registerReviewModeration } from '../reviews/routes.ts';
import { registerPictureUpload } from '../media/upload.ts';

const msg = defineMessages({
  operator_console_disabled: { fr: "Les comptes opérateurs ne sont pas configurés sur ce serveur.", en: 'Operator accounts are not configured on this server.' },
  operator_credential_required: { fr: 'Identifiant du serveur requis.', en: 'The server credential is required.' },
  operator_login_failed: { fr: 'Identifiant ou mot de passe incorrect.', en: 'Wrong login name or password.' },
  operator_signed_out: { fr: "Connectez-vous d'abord.", en: 'Sign in first.' },
  operator_role_missing: { fr: "Votre compte n'a pas le rôle « %role ».", en: 'Your account does not have the "%role" role.' },
  operator_password_short: { fr: 'Le mot de passe doit compter au moins %min caractères.', en: 'The password must be at least %min characters long.' },
  operator_login_taken: { fr: "L'identifiant « %login » est déjà pris.", en: 'The login name "%login" is taken.' },
  operator_unknown: { fr: "Aucun compte opérateur « %login ».", en: 'No operator account "%login".' },
  operator_own_account: { fr: 'Vous ne pouvez ni désactiver votre propre compte ni lui retirer le rôle administrateur.', en: 'You cannot disable your own account or take the administrator role from it.' },
  operator_action_unknown: { fr: 'Action inconnue : %action', en: 'Unknown action: %action' },
});

export const OPERATOR_ROLES = ['admin', 'releases', 'campaigns', 'orders'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The first administrator's login name, made from `OPERATOR_PASSWORD` while no account exists. */
export const FIRST_ADMIN_LOGIN = 'admin';

/**
 * Failed sign-ins per ACCOUNT, from whatever addresses: five, then the account is locked for the
 * rest of the quarter hour (issue 24: a guesser spreading tries over addresses gains nothing).
 */
export const OPERATOR_LOGIN_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };
/** Failed sign-ins from one address (an IPv6 caller: its /64), whatever the account (one address spraying many names). */
export const OPERATOR_ADDRESS_LIMIT: Limit = { max: 30, windowSeconds: 15 * 60 };
const SESSION_SECONDS = 8 * 3600;
const AUDIT_PAGE_MAX = 500;

/** What a gateway records after an action it carried out, and the role that action needs. */
export const AUDITED_ACTIONS: Record<string, OperatorRole> = {
  'campaign-create': 'campaigns',
  'campaign-save': 'campaigns',
  'campaign-publish': 'campaigns',
  'campaign-delete': 'campaigns',
  'campaign-hero': 'campaigns',
  release: 'releases',
  rollback: 'releases',
  promote: 'releases',
};

const Login = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{1,39}$' });
const Password = Type.String({ minLength: 1, maxLength: 200 });
const Roles = Type.Array(Type.Union([Type.Literal('admin'), Type.Literal('releases'), Type.Literal('campaigns'), Type.Literal('orders')]), { maxItems: OPERATOR_ROLES.length, uniqueItems: true });

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const rolesOf = (row: OperatorRow): OperatorRole[] => row.roles.split(' ').filter((r): r is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(r));
const accountView = (row: OperatorRow) => ({ login: row.login, roles: rolesOf(row), disabled: row.disabled === 1, created_at: row.created_at, updated_at: row.updated_at });

function checkPassword(password: string): void {
  if ([...password].length < OPERATOR_PASSWORD_MIN) throw badRequest(msg('operator_password_short'), { min: OPERATOR_PASSWORD_MIN });
}

/** The browser's address as the gateway saw it (the back end sees only the gateway's). */
const addressOf = (request: FastifyRequest): string => String(request.headers['x-operator-address'] ?? request.ip).slice(0, 64);

/**
 * What every back-end route of the console needs: the server-held credential checked on each
 * `/api/operator/` request (`guard`, an onRequest hook), the operator a session names holding one
 * of `roles`, and the audit log. Shared by the accounts routes here and the order desk.
 */
export function operatorAccess(ctx: AppContext) {
  const token = resolveAdminToken(ctx.store.engine === 'sqlite' ? ctx.store.connection.name : '');
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/operator/')) return;
    reply.header('Cache-Control', 'no-store');
    if (token === null) throw new ApiError(403, msg('operator_console_disabled'));
    if (!bearerMatches(request.headers.authorization, token)) throw new ApiError(401, msg('operator_credential_required'));
  };
  /** The operator whose session the request carries, holding `role` (or one of them) if named. */
  const operator = async (request: FastifyRequest, role?: OperatorRole | readonly OperatorRole[]): Promise<OperatorRow> => {
    const session = request.headers['x-operator-session'];
    const found = typeof session === 'string' && session.length <= 100 ? await ctx.repos.operators.sessionOperator(tokenHash(session), epochSeconds(ctx)) : null;
    if (!found) throw new ApiError(401, msg('operator_signed_out'));
    const wanted: readonly OperatorRole[] = role === undefined ? [] : typeof role === 'string' ? [role] : role;
    if (wanted.length && !rolesOf(found).some((r) => wanted.includes(r))) throw new ApiError(403, msg('operator_role_missing'), { role: wanted[0]! });
    return found;
  };
  /** Writes to the audit log; `repos` of a transaction writes it with the action it records. */
  const audit = (request: FastifyRequest, login: string, action: string, subject = '', repos = ctx.repos) =>
    repos.operators.audit({ at: nowText(ctx), login, action, subject: subject.slice(0, 200), address: addressOf(request) });
  return { guard, operator, audit };
}

/**
 * Personal operator accounts for the console (issue 24, decision 031). Only a server calls these
 * routes: every one wants the server-held credential (the campaign managers', see
 * `campaigns/admin-token.ts`), and those acting for an operator also want the operator's session
 * token (`X-Operator-Session`), which the gateway keeps in an HttpOnly cookie. Sessions and the
 * sign-in counts live in the database, so every gateway and back end on it agree.
 */
export const operatorsModule: FeatureModule = async (untyped, { ctx }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const { guard, operator, audit } = operatorAccess(ctx);
  app.addHook('onRequest', guard);

  app.post('/api/operator/bootstrap', { schema: { body: Type.Object({ password: Password }) } }, async (request, reply) => {
    checkPassword(request.body.password);
    const created = await ctx.repos.operators.createFirst({ login: FIRST_ADMIN_LOGIN, password_hash: await hashPassword(request.body.password), roles: OPERATOR_ROLES.join(' '), now: nowText(ctx) });
    if (created) await audit(request, FIRST_ADMIN_LOGIN, 'account-create', `${FIRST_ADMIN_LOGIN} (OPERATOR_PASSWORD)`);
    return reply.code(created ? 201 : 200).send({ created });
  });

  app.post('/api/operator/sessions', { schema: { body: Type.Object({ login: Type.String({ minLength: 1, maxLength: 40 }), password: Password }) } }, async (request, reply) => {
    const login = request.body.login.trim().toLowerCase();
    const address = addressOf(request);
    // Counted first (decision 028): concurrent guesses each take a hit before any hash is checked.
    const addressBucket = `operator-login-ip:${addressKey(address)}`;
    const accountBucket = `operator-login:${login}`;
    const addressWindow = await consume(ctx, addressBucket, OPERATOR_ADDRESS_LIMIT);
    await consume(ctx, accountBucket, OPERATOR_LOGIN_LIMIT);
    const account = await ctx.repos.operators.byLogin(login);
    const ok = await verifyPassword(request.body.password, account?.password_hash ?? (await unknownAccountHash()));
    if (!account || !ok || account.disabled === 1) {
      await audit(request, login, 'sign-in-refused');
      throw new ApiError(401, msg('operator_login_failed'));
    }
    await clearLimit(ctx, accountBucket);
    await forgive(ctx, addressBucket, addressWindow);
    const session = randomBytes(32).toString('base64url');
    const now = epochSeconds(ctx);
    if (Math.random() < 0.05) await ctx.repos.operators.pruneSessions(now);
    await ctx.repos.operators.startSession(tokenHash(session), account.id, now, now + SESSION_SECONDS);
    await audit(request, login, 'sign-in');
    return reply.code(201).send({ token: session, expires_in: SESSION_SECONDS, operator: { login: account.login, roles: rolesOf(account) } });
  });

  app.get('/api/operator/session', async (request) => {
    const found = await operator(request);
    return { login: found.login, roles: rolesOf(found) };
  });

  app.delete('/api/operator/session', async (request, reply) => {
    const found = await operator(request);
    await ctx.repos.operators.endSession(tokenHash(String(request.headers['x-operator-session'])));
    await audit(request, found.login, 'sign-out');
    return reply.code(204).send();
  });

  app.get('/api/operator/accounts', async (request) => {
    await operator(request, 'admin');
    return { items: (await ctx.repos.operators.list()).map(accountView) };
  });

  app.post('/api/operator/accounts', { schema: { body: Type.Object({ login: Login, password: Password, roles: Roles }) } }, async (request, reply) => {
    const admin = await operator(request, 'admin');
    const { login, password, roles } = request.body;
    checkPassword(password);
    if (!(await ctx.repos.operators.create({ login, password_hash: await hashPassword(password), roles: roles.join(' '), now: nowText(ctx) }))) throw conflict(msg('operator_login_taken'), { login });
    await audit(request, admin.login, 'account-create', `${login} [${roles.join(' ')}]`);
    return reply.code(201).send(accountView((await ctx.repos.operators.byLogin(login))!));
  });

  app.patch(
    '/api/operator/accounts/:login',
    { schema: { params: Type.Object({ login: Type.String({ maxLength: 40 }) }), body: Type.Object({ password: Type.Optional(Password), roles: Type.Optional(Roles), disabled: Type.Optional(Type.Boolean()) }, { minProperties: 1 }) } },
    async (request) => {
      const admin = await operator(request, 'admin');
      const { login } = request.params;
      const { password, roles, disabled } = request.body;
      const account = await ctx.repos.operators.byLogin(login);
      if (!account) throw new ApiError(404, msg('operator_unknown'), { login });
      // The acting administrator stays one: the console can never lose its last administrator this way.
      if (account.id === admin.id && (disabled === true || (roles && !roles.includes('admin')))) throw conflict(msg('operator_own_account'));
      if (password !== undefined) checkPassword(password);
      await ctx.repos.operators.update(
        login,
        {
          ...(password !== undefined ? { password_hash: await hashPassword(password) } : {}),
          ...(roles ? { roles: roles.join(' ') } : {}),
          ...(disabled !== undefined ? { disabled: disabled ? 1 : 0 } : {}),
        },
        nowText(ctx),
      );
      // A new password or a disabled account ends the sessions opened before.
      if (password !== undefined || disabled === true) await ctx.repos.operators.endSessionsOf(account.id);
      const changes = [roles ? `roles [${roles.join(' ')}]` : '', password !== undefined ? 'password' : '', disabled === undefined ? '' : disabled ? 'disabled' : 'enabled'].filter(Boolean);
      await audit(request, admin.login, 'account-update', `${login}: ${changes.join(', ')}`);
      return accountView((await ctx.repos.operators.byLogin(login))!);
    },
  );

  app.get('/api/operator/audit', { schema: { querystring: Type.Object({ limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })), before: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}$' })) }) } }, async (request) => {
    await operator(request, 'admin');
    const limit = Math.min(Number(request.query.limit ?? 100), AUDIT_PAGE_MAX);
    return { items: await ctx.repos.operators.auditLog(limit, request.query.before === undefined ? undefined : Number(request.query.before)) };
  });

  app.post('/api/operator/audit', { schema: { body: Type.Object({ action: Type.String({ maxLength: 40 }), subject: Type.String({ maxLength: 200 }) }) } }, async (request, reply) => {
    const role = AUDITED_ACTIONS[request.body.action];
    if (!role) throw badRequest(msg('operator_action_unknown'), { action: request.body.action });
    const found = await operator(request, role);
    await audit(request, found.login, request.body.action, request.body.subject);
    return reply.code(204).send();
  });

  // Buyers' reviews wait here for the order staff's approval (issue 30).
  registerReviewModeration(app, ctx, { operator, audit });

  // Product pictures from the console: the upload is an operator's action like the others here.
  registerPictureUpload(app, ctx, { operator, audit });
};
