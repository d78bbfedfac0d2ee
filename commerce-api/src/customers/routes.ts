import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, FeatureModule } from '../context.ts';
import { consumeAccountLookup, consumeSignup } from '../auth/abuse-limits.ts';
import { isEmail } from '../http/validation.ts';
import { requireCustomer, requireSession } from '../auth/guard.ts';
import { hashPassword } from '../auth/password.ts';
import { accountBucket, countedPasswordCheck } from './password-check.ts';
import { revokeAllSessions } from '../auth/tokens.ts';
import { magentoRoute } from '../auth/rest.ts';
import { badRequest, notFound } from '../http/errors.ts';
import {
  ChangePasswordRequestSchema,
  CloseAccountRequestSchema,
  CustomerSchema,
  CustomerUpdateRequestSchema,
  EmailAvailableRequestSchema,
  SignUpRequestSchema,
} from '@shop/shared/contracts/customer-schema';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { localeOf } from '../http/locale.ts';
import { saveAddressBook } from './address-book.ts';
import { withinTransaction } from '../repositories.ts';
import { msg } from './messages.ts';
import { setNewsletter } from './newsletter.ts';
import { requireProvenPhone } from '../phone-proofs/service.ts';
import {
  assertUnique,
  checkPasswordRules,
  cleanProfile,
  createCustomer,
  customerResource,
  deleteCustomer,
  findCustomer,
  findCustomerByUsername,
  provenForSignup,
  setPasswordHash,
  updateCustomer,
  type CustomerRow,
} from './service.ts';

/** Register, profile and password (Magento customers API). */
export const customersModule: FeatureModule = async (app, { ctx }) => {
  registerSignUp(app, ctx);
  registerProfile(app, ctx);
  registerAccountSecurity(app, ctx);
};

/** Registration, and the e-mail availability check its form makes first. */
function registerSignUp(app: FastifyInstance, ctx: AppContext): void {
  magentoRoute(
    app,
    'POST',
    'customers',
    // Spec: sign-up by e-mail or by telephone; one of the two is checked below.
    { schema: { body: SignUpRequestSchema, response: { 200: CustomerSchema } } },
    async (request) => {
      const body = request.body;
      const profile = cleanProfile(body.customer);
      if (!profile.email && !profile.telephone) throw badRequest(msg('email_or_phone_required'));
      // A sign-up whose address a code just proved was counted when the code was asked for: it
      // is not refused now, after the shopper typed the code. Others (API clients) count here.
      if (!(await provenForSignup(ctx, profile))) await consumeSignup(ctx, request);
      checkPasswordRules(body.password);
      // "Already exists" tells whether an account exists: the same budget as isEmailAvailable.
      await consumeAccountLookup(ctx, request);
      // Checked before the costly hash; a registration racing this one is caught by the insert.
      await assertUnique(ctx, profile);
      const hash = await hashPassword(body.password);
      const id = await createCustomer(ctx, profile, hash);
      return customerResource(ctx, (await findCustomer(ctx, id))!);
    },
  );

  // Magento's e-mail availability check (sign-up and checkout forms), throttled against harvesting.
  magentoRoute(
    app,
    'POST',
    'customers/isEmailAvailable',
    { schema: { body: EmailAvailableRequestSchema } },
    async (request) => {
      const email = request.body.customerEmail.trim().toLowerCase();
      if (!isEmail(email)) throw badRequest(msg('invalid_email'), { value: email.slice(0, 100) });
      await consumeAccountLookup(ctx, request);
      return !(await findCustomerByUsername(ctx, 'email', email));
    },
  );
}

/** The signed-in customer's own profile: read and update. */
function registerProfile(app: FastifyInstance, ctx: AppContext): void {
  magentoRoute(app, 'GET', 'customers/me', { schema: { response: { 200: CustomerSchema } } }, async (request) => {
    const customer = await findCustomer(ctx, requireCustomer(ctx, request));
    if (!customer) throw notFound();
    return customerResource(ctx, customer);
  });

  magentoRoute(
    app,
    'PUT',
    'customers/me',
    { schema: { body: CustomerUpdateRequestSchema, response: { 200: CustomerSchema } } },
    async (request) => {
      const id = requireCustomer(ctx, request);
      const current = await findCustomer(ctx, id);
      if (!current) throw notFound();
      const input = request.body.customer;
      const profile = cleanProfile(input);
      // A customer keeps a way to be reached and to log in: an e-mail or a telephone.
      if (!(profile.email ?? current.email) && !(profile.telephone === undefined ? current.telephone : profile.telephone)) {
        throw badRequest(msg('email_or_phone_required'));
      }
      // Refused before anything is written (the address book is saved first).
      if (input.extension_attributes?.is_subscribed && !(profile.email ?? current.email)) throw badRequest(msg('newsletter_needs_email'));
      const changedPhone = profile.telephone !== undefined && profile.telephone !== current.telephone;
      // E-mails compare without case, as the column does; cleanProfile lowers the new one.
      const changedEmail = profile.email !== undefined && profile.email !== current.email?.toLowerCase();
      const newPhone = changedPhone ? profile.telephone : null;
      // Before the uniqueness check too: "already exists" must not tell a stolen session whose
      // e-mail or number has an account.
      if (changedEmail || newPhone) await requireCurrentPassword(ctx, request, current, newPhone ? 'phone_change_needs_password' : 'email_change_needs_password', request.body.currentPassword);
      await assertUnique(ctx, profile, id);
      if (newPhone) await requireProvenPhone(ctx, request, newPhone);
      const extra = { ...(JSON.parse(current.attributes) as Record<string, string>), ...profile.extra };
      const unchanged =
        (profile.firstname ?? current.firstname) === current.firstname &&
        (profile.lastname ?? current.lastname) === current.lastname &&
        (profile.email ?? current.email) === current.email &&
        !changedPhone &&
        JSON.stringify(extra) === current.attributes;
      const subscribe = input.extension_attributes?.is_subscribed;
      if (unchanged && !input.addresses && subscribe === undefined) return customerResource(ctx, current);
      // One transaction: a refusal late in the request (an address, or the number taken meanwhile
      // by another account) must not leave the address book or the newsletter half saved.
      await withinTransaction(ctx, async (tx) => {
        // Magento semantics: a given `addresses` list is the whole address book; absent, it is kept.
        if (input.addresses) await saveAddressBook(tx, id, input.addresses);
        if (subscribe !== undefined) await setNewsletter(tx, current, subscribe, localeOf(request));
        if (!unchanged) await updateCustomer(tx, current, profile, extra, changedPhone);
      });
      return customerResource(ctx, (await findCustomer(ctx, id))!);
    },
  );
}

/**
 * A new e-mail or telephone on an account is a new way in: the e-mail gets the reset link, the
 * number signs in and resets the password by SMS. So it needs who owns the account, the current
 * password, counted like a login (a stolen session gets no free guesses). A new number also needs
 * a proof of who holds it (decision 045), asked after the password: a session without it never
 * makes the store send an SMS. Throws before anything is written; removing the number needs
 * neither (it opens no way in).
 */
async function requireCurrentPassword(
  ctx: AppContext,
  request: FastifyRequest,
  customer: CustomerRow,
  missing: 'phone_change_needs_password' | 'email_change_needs_password',
  password: string | undefined,
): Promise<void> {
  if (!password) throw badRequest(msg(missing), { fieldName: 'currentPassword' });
  if (!(await countedPasswordCheck(ctx, request, accountBucket(customer.id), customer.password_hash, password))) throw badRequest(msg('wrong_current_password'));
}

/** Closing the account and changing the password: both ask for the current password. */
function registerAccountSecurity(app: FastifyInstance, ctx: AppContext): void {
  // A customer deletes their account, stating why. Orders stay (accounting) but lose the link.
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/api/customers/me',
    { schema: { body: CloseAccountRequestSchema } },
    async (request) => {
      const id = requireCustomer(ctx, request);
      const { password, reason, reason_code: reasonCode } = request.body;
      const customer = await findCustomer(ctx, id);
      if (!customer) throw notFound();
      if (!reason.trim()) throw badRequest('required_field', { fieldName: 'reason' });
      // Counted like a login: a stolen session must not be a free way to guess the password.
      if (!(await countedPasswordCheck(ctx, request, accountBucket(customer.id), customer.password_hash, password))) throw badRequest(msg('wrong_current_password'));
      await deleteCustomer(ctx, customer, reason.trim(), reasonCode ?? null);
      return { deleted: true };
    },
  );

  magentoRoute(
    app,
    'PUT',
    'customers/me/password',
    { schema: { body: ChangePasswordRequestSchema } },
    async (request) => {
      const session = requireSession(ctx, request);
      const { currentPassword, newPassword } = request.body;
      const customer = await findCustomer(ctx, session.customer_id);
      if (!customer) throw notFound();
      if (!(await countedPasswordCheck(ctx, request, accountBucket(customer.id), customer.password_hash, currentPassword))) throw badRequest(msg('wrong_current_password'));
      checkPasswordRules(newPassword);
      const hash = await hashPassword(newPassword);
      await setPasswordHash(ctx, customer.id, hash);
      // Other devices signed in with the old password lose their session; this one keeps it.
      await revokeAllSessions(ctx, customer.id, session.id);
      return true;
    },
  );
}
