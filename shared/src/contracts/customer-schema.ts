import { Type } from 'typebox';
import { AddressBookEntrySchema } from './checkout-schema';

/**
 * Sign-up, profile and account requests as the storefront sends them, declared once: the back
 * end validates each with these schemas, the storefront reads their static types from `wire.ts`.
 */

const Text = (maxLength: number) => Type.String({ maxLength });
// Passwords get a generous bound so an over-long one gets the localised rule message.
const Password = Type.String({ maxLength: 4096 });

const profileFields = {
  firstname: Type.Optional(Text(200)),
  lastname: Type.Optional(Text(200)),
  email: Type.Optional(Text(300)),
  custom_attributes: Type.Optional(
    Type.Array(Type.Object({ attribute_code: Text(60), value: Type.Union([Text(200), Type.Number()]) }), { maxItems: 30 }),
  ),
  extension_attributes: Type.Optional(Type.Object({ is_subscribed: Type.Optional(Type.Boolean()) })),
  /** The whole address book: entries with an id are edited in place, the others added, the missing deleted. */
  addresses: Type.Optional(Type.Array(AddressBookEntrySchema, { maxItems: 20 })),
};

/** `POST customers`: sign-up by e-mail or by telephone (one of the two is checked by the route). */
export const SignUpRequestSchema = Type.Object({
  customer: Type.Object({ ...profileFields, firstname: Text(200), lastname: Text(200) }),
  password: Password,
});

/**
 * `PUT customers/me`: absent fields (and an absent address list) are kept. A new telephone needs
 * the current password and a proof of the new number (decision 045); a new e-mail, the current
 * password (decision 051).
 */
export const CustomerUpdateRequestSchema = Type.Object({ customer: Type.Object(profileFields), currentPassword: Type.Optional(Password) });

/** `POST customers/isEmailAvailable`. */
export const EmailAvailableRequestSchema = Type.Object({
  customerEmail: Type.String({ maxLength: 254 }),
  websiteId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 5 }), Type.Null()])),
});

/** `PUT customers/me/password`. */
export const ChangePasswordRequestSchema = Type.Object({ currentPassword: Password, newPassword: Password });

/** `DELETE /api/customers/me`: the password and why (one of the offered reasons, and the shopper's words). */
export const CloseAccountRequestSchema = Type.Object({
  password: Password,
  reason: Type.String({ minLength: 1, maxLength: 1000 }),
  reason_code: Type.Optional(
    Type.Union([
      Type.Literal('no_longer_needed'),
      Type.Literal('too_many_emails'),
      Type.Literal('bad_experience'),
      Type.Literal('privacy'),
      Type.Literal('other_account'),
      Type.Literal('other'),
    ]),
  ),
});

/** An entry of the customer's address book as `customers/me` sends it. */
const CustomerAddress = Type.Object({
  id: Type.Optional(Type.Integer()),
  customer_id: Type.Optional(Type.Integer()),
  firstname: Type.String(),
  lastname: Type.String(),
  telephone: Type.String(),
  city: Type.String(),
  street: Type.Array(Type.String()),
  country_id: Type.String(),
  postcode: Type.Optional(Type.String()),
  /** The quarter's id. */
  fax: Type.Optional(Type.String()),
  default_shipping: Type.Optional(Type.Boolean()),
  default_billing: Type.Optional(Type.Boolean()),
});

/** A customer as Magento's `customers/me` (and sign-up, and a profile update) returns it. */
export const CustomerSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  group_id: Type.Optional(Type.Integer()),
  store_id: Type.Optional(Type.Integer()),
  website_id: Type.Optional(Type.Integer()),
  created_at: Type.Optional(Type.String()),
  created_in: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String()),
  addresses: Type.Optional(Type.Array(CustomerAddress)),
  disable_auto_group_change: Type.Optional(Type.Integer()),
  extension_attributes: Type.Optional(
    Type.Object({
      is_subscribed: Type.Optional(Type.Boolean()),
      /** 'pending' until the confirmation link mailed to the address is opened. */
      newsletter_status: Type.Optional(Type.String()),
      /** New (no order yet) or old. */
      customer_tag: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('old')])),
      email_verified: Type.Optional(Type.Boolean()),
      phone_verified: Type.Optional(Type.Boolean()),
    }),
  ),
  /** Carries telephone, telephone2, whatsapp_number, town and preferred_language. */
  custom_attributes: Type.Optional(Type.Array(Type.Object({ attribute_code: Type.String(), value: Type.String() }))),
});
