import type { Customer } from '@shop/shared/contracts/wire';
import type { CleanAddress } from './address.ts';
import type { AppContext } from '../context.ts';
import { epochSeconds, nowText } from '../auth/clock.ts';
import { badRequest } from '../http/errors.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/password.ts';
import { isEmail, isPersonName, normalizePhone } from '../http/validation.ts';
import { msg } from './messages.ts';
import { newsletterStatus } from './newsletter.ts';

export interface CustomerRow {
  id: number;
  /** Null for a customer who signed up by telephone alone. */
  email: string | null;
  telephone: string | null;
  firstname: string;
  lastname: string;
  password_hash: string;
  attributes: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export function findCustomer(ctx: AppContext, id: number): CustomerRow | null {
  return (ctx.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined) ?? null;
}

export function findCustomerByUsername(ctx: AppContext, kind: 'email' | 'phone', value: string): CustomerRow | null {
  const sql = kind === 'email' ? 'SELECT * FROM customers WHERE email = ?' : 'SELECT * FROM customers WHERE telephone = ?';
  return (ctx.db.prepare(sql).get(value) as CustomerRow | undefined) ?? null;
}

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

export function assertUnique(ctx: AppContext, profile: CleanProfile, exceptId?: number): void {
  if (profile.email) {
    const taken = ctx.db.prepare('SELECT id FROM customers WHERE email = ? AND id IS NOT ?').get(profile.email, exceptId ?? null);
    if (taken) throw badRequest(msg('customer_email_exists'));
  }
  if (profile.telephone) {
    const taken = ctx.db.prepare('SELECT id FROM customers WHERE telephone = ? AND id IS NOT ?').get(profile.telephone, exceptId ?? null);
    if (taken) throw badRequest(msg('customer_phone_exists'));
  }
}

/**
 * A new customer's id is above every id ever given, closed accounts included: an id is never
 * reused, so nothing left keyed by an old id can reach the new account.
 */
const NEXT_CUSTOMER_ID = `(SELECT max(ifnull((SELECT max(id) FROM customers), 0), ifnull((SELECT max(id) FROM retired_customer_ids), 0)) + 1)`;

/** How long a verified code vouches for the address at sign-up. */
const VERIFIED_FOR_SIGNUP_SECONDS = 30 * 60;

/** Inserts a new customer; an address proven by a code in the last 30 minutes counts as verified. Returns the id. */
export function createCustomer(ctx: AppContext, profile: CleanProfile, passwordHash: string): number {
  const now = nowText(ctx);
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO customers (id, email, telephone, firstname, lastname, password_hash, attributes, created_at, updated_at)
         VALUES (${NEXT_CUSTOMER_ID}, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(profile.email ?? null, profile.telephone ?? null, profile.firstname, profile.lastname, passwordHash, JSON.stringify(profile.extra), now, now)
      .lastInsertRowid,
  );
  const proven = ctx.db.prepare('SELECT 1 FROM verification_codes WHERE destination = ? AND verified_at > ?');
  const since = epochSeconds(ctx) - VERIFIED_FOR_SIGNUP_SECONDS;
  if (profile.email && proven.get(profile.email, since)) ctx.db.prepare('UPDATE customers SET email_verified_at = ? WHERE id = ?').run(now, id);
  if (profile.telephone && proven.get(profile.telephone, since)) ctx.db.prepare('UPDATE customers SET phone_verified_at = ? WHERE id = ?').run(now, id);
  return id;
}

/**
 * Writes a profile change over the current row (absent fields keep their value); a new e-mail or
 * telephone is no longer verified.
 */
export function updateCustomer(ctx: AppContext, current: CustomerRow, profile: CleanProfile, extra: Record<string, string>, changedPhone: boolean): void {
  ctx.db
    .prepare(
      `UPDATE customers SET firstname = ?, lastname = ?, email = ?, telephone = ?, attributes = ?, updated_at = ?,
         email_verified_at = CASE WHEN email = ? THEN email_verified_at ELSE NULL END,
         phone_verified_at = CASE WHEN ? THEN NULL ELSE phone_verified_at END
       WHERE id = ?`,
    )
    .run(
      profile.firstname ?? current.firstname,
      profile.lastname ?? current.lastname,
      profile.email ?? current.email,
      profile.telephone === undefined ? current.telephone : profile.telephone,
      JSON.stringify(extra),
      nowText(ctx),
      profile.email ?? current.email,
      changedPhone ? 1 : 0,
      current.id,
    );
}

export function setPasswordHash(ctx: AppContext, customerId: number, passwordHash: string): void {
  ctx.db.prepare('UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, nowText(ctx), customerId);
}

/**
 * Closes an account in one transaction: the reason is kept (without the customer), the
 * newsletter subscription and open carts go. Orders stay (accounting) but lose the link.
 */
export function deleteCustomer(ctx: AppContext, customer: CustomerRow, reason: string, reasonCode: string | null): void {
  ctx.db.transaction(() => {
    ctx.db.prepare('INSERT INTO account_deletions (reason, reason_code, created_at) VALUES (?, ?, ?)').run(reason, reasonCode, nowText(ctx));
    ctx.db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?').run(customer.email);
    ctx.db.prepare('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = ? AND order_id IS NULL)').run(customer.id);
    ctx.db.prepare('DELETE FROM carts WHERE customer_id = ? AND order_id IS NULL').run(customer.id);
    // Ordered carts must outlive the customer (orders point at them): detach them instead.
    ctx.db.prepare('UPDATE carts SET customer_id = NULL, masked_id = ? || id WHERE customer_id = ?').run('deleted-', customer.id);
    ctx.db.prepare('DELETE FROM customers WHERE id = ?').run(customer.id);
  }).immediate();
}

/** Magento's customer-data-customer-interface, with the custom attributes. */
export function customerResource(ctx: AppContext, row: CustomerRow): Customer {
  const extra = JSON.parse(row.attributes) as Record<string, string>;
  const newsletter = newsletterStatus(ctx, row.email);
  const custom_attributes = [
    { attribute_code: 'telephone', value: row.telephone ?? '' },
    ...EXTRA_ATTRIBUTES.filter((code) => extra[code]).map((code) => ({ attribute_code: code, value: extra[code]! })),
  ].filter((attribute) => attribute.value !== '');
  const addresses = (
    ctx.db.prepare('SELECT id, address, default_shipping, default_billing FROM customer_addresses WHERE customer_id = ? ORDER BY id').all(row.id) as {
      id: number;
      address: string;
      default_shipping: number;
      default_billing: number;
    }[]
  ).map((a) => {
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
  const ordered = ctx.db.prepare('SELECT 1 FROM orders WHERE customer_id = ? LIMIT 1').get(row.id);
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
