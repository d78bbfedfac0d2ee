import type { Customer } from '@shop/shared/contracts/wire';
import type { CleanAddress } from './address.ts';
import type { CustomerRow, UsernameKind } from './repository.ts';
import type { AppContext } from '../context.ts';
import { epochSeconds, nowText } from '../auth/clock.ts';
import { badRequest } from '../http/errors.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/password.ts';
import { isEmail, isPersonName, normalizePhone } from '../http/validation.ts';
import { msg } from './messages.ts';
import { newsletterStatus } from './newsletter.ts';

export type { CustomerRow } from './repository.ts';

export const findCustomer = (ctx: AppContext, id: number): Promise<CustomerRow | null> => ctx.repos.customers.find(id);

export const findCustomerByUsername = (ctx: AppContext, kind: UsernameKind, value: string): Promise<CustomerRow | null> =>
  ctx.repos.customers.findBy(kind, value);

/**
 * The attributes a customer may set through custom_attributes besides `telephone`: the second
 * telephone, WhatsApp number and town of the profile, and the language the shop speaks to them in.
 */
const EXTRA_ATTRIBUTES = ['telephone2', 'whatsapp_number', 'town', 'preferred_language'] as const;

export interface CustomAttributeInput {
  attribute_code: string;
  value: unknown;
}

export interface ProfileInput {
  firstname?: string;
  lastname?: string;
  email?: string;
  custom_attributes?: CustomAttributeInput[];
}

export interface CleanProfile {
  firstname?: string;
  lastname?: string;
  email?: string;
  telephone?: string | null;
  extra: Record<string, string>;
}

/** Validates a register/profile payload; throws a localised 400 on the first bad field. */
export function cleanProfile(input: ProfileInput): CleanProfile {
  const out: CleanProfile = { extra: {} };
  for (const field of ['firstname', 'lastname'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (!value.trim()) throw badRequest('required_field', { fieldName: field });
    if (!isPersonName(value)) throw badRequest(msg('invalid_name'), { fieldName: field });
    out[field] = value.trim();
  }
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    if (!isEmail(email)) throw badRequest(msg('invalid_email'), { value: input.email.slice(0, 100) });
    out.email = email;
  }
  for (const attribute of input.custom_attributes ?? []) {
    const raw = attribute.value;
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : null;
    if (value === null) throw badRequest('invalid_field', { fieldName: attribute.attribute_code, reason: 'string expected' });
    if (attribute.attribute_code === 'telephone') {
      if (!value) {
        out.telephone = null;
        continue;
      }
      const phone = normalizePhone(value);
      if (!phone) throw badRequest(msg('invalid_phone'));
      out.telephone = phone;
    } else if (attribute.attribute_code === 'telephone2' || attribute.attribute_code === 'whatsapp_number') {
      if (!value) {
        out.extra[attribute.attribute_code] = '';
        continue;
      }
      const phone = normalizePhone(value);
      if (!phone) throw badRequest(msg('invalid_phone'));
      out.extra[attribute.attribute_code] = phone;
    } else if (attribute.attribute_code === 'town') {
      if (value.length > 60 || /[<>]/.test(value)) throw badRequest('invalid_field', { fieldName: 'town', reason: 'invalid' });
      out.extra['town'] = value;
    } else if (attribute.attribute_code === 'preferred_language') {
      if (value !== 'fr' && value !== 'en') throw badRequest('invalid_field', { fieldName: 'preferred_language', reason: 'fr or en' });
      out.extra['preferred_language'] = value;
    }
    // Other codes are ignored, as Magento ignores attributes it does not know.
  }
  return out;
}

export function checkPasswordRules(password: string): void {
  if (password.length < PASSWORD_MIN) throw badRequest(msg('password_too_short'), { min: PASSWORD_MIN });
  if (password.length > PASSWORD_MAX) throw badRequest(msg('password_too_long'), { max: PASSWORD_MAX });
}

export async function assertUnique(ctx: AppContext, profile: CleanProfile, exceptId?: number): Promise<void> {
  if (profile.email && (await ctx.repos.customers.isTaken('email', profile.email, exceptId))) throw badRequest(msg('customer_email_exists'));
  if (profile.telephone && (await ctx.repos.customers.isTaken('phone', profile.telephone, exceptId))) throw badRequest(msg('customer_phone_exists'));
}

/** How long a verified code vouches for the address at sign-up. */
const VERIFIED_FOR_SIGNUP_SECONDS = 30 * 60;

/** Whether the profile's e-mail or telephone was proven by a code recently enough to sign up with. */
export async function provenForSignup(ctx: AppContext, profile: CleanProfile): Promise<boolean> {
  const since = epochSeconds(ctx) - VERIFIED_FOR_SIGNUP_SECONDS;
  for (const destination of [profile.email, profile.telephone]) if (destination && (await ctx.repos.customers.provenSince(destination, since))) return true;
  return false;
}

/**
 * Inserts a new customer; an address proven by a code in the last 30 minutes counts as verified.
 * Returns the id. Uniqueness is checked again in the insert's transaction, and a sign-up that
 * still loses a race (another node, same e-mail) gets the same 400 as a plain duplicate.
 */
export async function createCustomer(ctx: AppContext, profile: CleanProfile, passwordHash: string): Promise<number> {
  const now = nowText(ctx);
  const since = epochSeconds(ctx) - VERIFIED_FOR_SIGNUP_SECONDS;
  // A few tries: each lost race means another sign-up committed, so the next id is free.
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = await ctx.transaction(async (repos) => {
      const proven = async (destination?: string | null) => (destination ? repos.customers.provenSince(destination, since) : false);
      return repos.customers.insert({
        email: profile.email ?? null,
        telephone: profile.telephone ?? null,
        firstname: profile.firstname!,
        lastname: profile.lastname!,
        password_hash: passwordHash,
        attributes: JSON.stringify(profile.extra),
        email_verified_at: (await proven(profile.email)) ? now : null,
        phone_verified_at: (await proven(profile.telephone)) ? now : null,
        created_at: now,
      });
    });
    if (id !== null) return id;
    // Refused by a unique column: the e-mail or telephone went to someone else meanwhile (a
    // 400), or another sign-up took the same new id (try again with the next one).
    await assertUnique(ctx, profile);
  }
  throw new Error('no customer id could be allocated');
}

/**
 * Writes a profile change over the current row (absent fields keep their value); a new e-mail is
 * no longer verified, a new telephone is (the route had it proven), a removed one is gone.
 */
export async function updateCustomer(ctx: AppContext, current: CustomerRow, profile: CleanProfile, extra: Record<string, string>, changedPhone: boolean): Promise<void> {
  const email = profile.email ?? current.email;
  const now = nowText(ctx);
  const updated = await ctx.repos.customers.update(current.id, {
    firstname: profile.firstname ?? current.firstname,
    lastname: profile.lastname ?? current.lastname,
    email,
    telephone: profile.telephone === undefined ? current.telephone : profile.telephone,
    attributes: JSON.stringify(extra),
    // E-mails compare without case, as the column does.
    emailChanged: email?.toLowerCase() !== current.email?.toLowerCase(),
    ...(changedPhone ? { phoneVerifiedAt: profile.telephone ? now : null } : {}),
    updated_at: now,
  });
  if (updated) return;
  // Another account took the e-mail or the number since the route checked: the same 400. No
  // query to tell which: on PostgreSQL the refused write has aborted the request's transaction.
  throw badRequest(msg(changedPhone ? 'customer_phone_exists' : 'customer_email_exists'));
}

export const setPasswordHash = (ctx: AppContext, customerId: number, passwordHash: string): Promise<void> =>
  ctx.repos.customers.setPasswordHash(customerId, passwordHash, nowText(ctx));

/**
 * Closes an account in one transaction: the reason is kept (without the customer), the
 * newsletter subscription and open carts go. Orders stay (accounting) but lose the link.
 */
export const deleteCustomer = (ctx: AppContext, customer: CustomerRow, reason: string, reasonCode: string | null): Promise<void> =>
  ctx.transaction((repos) => repos.customers.close(customer, reason, reasonCode, nowText(ctx)));

/** Magento's customer-data-customer-interface, with the custom attributes. */
export async function customerResource(ctx: AppContext, row: CustomerRow): Promise<Customer> {
  const extra = JSON.parse(row.attributes) as Record<string, string>;
  const newsletter = await newsletterStatus(ctx, row.email);
  const custom_attributes = [
    { attribute_code: 'telephone', value: row.telephone ?? '' },
    ...EXTRA_ATTRIBUTES.filter((code) => extra[code]).map((code) => ({ attribute_code: code, value: extra[code]! })),
  ].filter((attribute) => attribute.value !== '');
  const addresses = (await ctx.repos.customers.addresses(row.id)).map((a) => {
    const address = JSON.parse(a.address) as CleanAddress;
    return {
      id: a.id,
      customer_id: row.id,
      region: { region_code: '', region: '', region_id: 0 },
      region_id: 0,
      country_id: 'CM',
      street: address['street'],
      telephone: address['telephone'],
      postcode: '-',
      city: address['city'],
      firstname: address['firstname'],
      lastname: address['lastname'],
      fax: address['fax'],
      default_shipping: Boolean(a.default_shipping),
      default_billing: Boolean(a.default_billing),
    };
  });
  const ordered = await ctx.repos.customers.hasOrdered(row.id);
  const defaultOf = (flag: 'default_shipping' | 'default_billing') => addresses.find((a) => a[flag])?.id;
  return {
    id: row.id,
    group_id: 1,
    ...(defaultOf('default_billing') ? { default_billing: String(defaultOf('default_billing')) } : {}),
    ...(defaultOf('default_shipping') ? { default_shipping: String(defaultOf('default_shipping')) } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_in: 'Default Store View',
    email: row.email ?? '',
    firstname: row.firstname,
    lastname: row.lastname,
    store_id: 1,
    website_id: 1,
    addresses,
    disable_auto_group_change: 0,
    extension_attributes: {
      is_subscribed: newsletter === 'subscribed',
      // 'pending': the confirmation link mailed to an unproven address has not been opened yet
      newsletter_status: newsletter,
      // Customers are tagged new (no order yet) or old
      customer_tag: ordered ? 'old' : 'new',
      email_verified: row.email_verified_at !== null,
      phone_verified: row.phone_verified_at !== null,
    },
    custom_attributes,
  };
}
