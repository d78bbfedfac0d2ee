import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { defineMessages } from '../http/messages.ts';
import { resolvePlace, type Place } from '../places/place.ts';
import { msg as customerMsg } from './messages.ts';
import { isEmail, isPersonName, normalizePhone } from '../http/validation.ts';

/**
 * A Magento address as a customer gives it, for the address book and for a cart's delivery and
 * billing alike: a town and quarter the shop serves, names, a telephone, an optional e-mail.
 */

const msg = defineMessages({
  country_not_served: { fr: 'Nous livrons uniquement au Cameroun (CM).', en: 'We only deliver in Cameroon (CM).' },
  address_incomplete: { fr: "L'adresse est incomplète : « %fieldName » est obligatoire.", en: 'The address is incomplete: "%fieldName" is required.' },
});

export interface AddressInput {
  firstname?: string;
  lastname?: string;
  country_id?: string;
  city?: string;
  telephone?: string;
  street?: string[];
  fax?: string | number | null;
  postcode?: string;
  email?: string;
  [key: string]: unknown;
}

const line = { type: 'string', maxLength: 120 } as const;

/** Magento address as the storefront sends it, bounded so nothing huge is stored. */
export const addressSchema = {
  type: 'object',
  properties: {
    firstname: line,
    lastname: line,
    country_id: { type: 'string', maxLength: 2 },
    city: line,
    telephone: { type: 'string', maxLength: 30 },
    street: { type: 'array', maxItems: 3, items: line },
    fax: { type: ['string', 'integer', 'null'], maxLength: 12 },
    postcode: { type: 'string', maxLength: 12 },
    email: { type: 'string', maxLength: 254 },
    region: { type: ['string', 'null'], maxLength: 60 },
    region_id: { type: ['string', 'integer', 'null'], maxLength: 12 },
    region_code: { type: ['string', 'null'], maxLength: 12 },
    customer_address_id: { type: ['string', 'integer', 'null'], maxLength: 12 },
    same_as_billing: { type: 'integer' },
    save_in_address_book: { type: 'integer' },
  },
} as const;

export type CleanAddress = {
  firstname: string;
  lastname: string;
  country_id: 'CM';
  city: string;
  telephone: string;
  street: string[];
  fax: string;
  postcode: '-';
  email?: string;
  region: string;
  region_id: number;
  region_code: string;
};

function required(value: string | undefined, fieldName: string): string {
  if (!value || !value.trim()) throw badRequest(msg('address_incomplete'), { fieldName });
  return value.trim();
}

/** Where the parcel goes: town and quarter must be served. Enough for a shipping estimate. */
export function placeOf(ctx: AppContext, input: AddressInput): Place {
  if (input.country_id && input.country_id.toUpperCase() !== 'CM') throw badRequest(msg('country_not_served'));
  return resolvePlace(ctx, required(input.city, 'city'), input.fax, input.street?.[0]);
}

/** A complete delivery/billing address, normalised: country CM, postcode '-', fax = quarter id. */
export function cleanAddress(ctx: AppContext, input: AddressInput): CleanAddress {
  const place = placeOf(ctx, input);
  if (!place.quarter) throw badRequest(msg('address_incomplete'), { fieldName: 'street' });
  const firstname = required(input.firstname, 'firstname');
  const lastname = required(input.lastname, 'lastname');
  if (!isPersonName(firstname)) throw badRequest(customerMsg('invalid_name'), { fieldName: 'firstname' });
  if (!isPersonName(lastname)) throw badRequest(customerMsg('invalid_name'), { fieldName: 'lastname' });
  const telephone = normalizePhone(required(input.telephone, 'telephone'));
  if (!telephone) throw badRequest(customerMsg('invalid_phone'));
  const out: CleanAddress = {
    firstname,
    lastname,
    country_id: 'CM',
    city: place.town.name,
    telephone,
    street: [place.quarter.name],
    fax: String(place.quarter.id),
    postcode: '-',
    region: '',
    region_id: 0,
    region_code: '',
  };
  if (input.email !== undefined && input.email !== '') {
    const email = input.email.trim().toLowerCase();
    if (!isEmail(email)) throw badRequest(customerMsg('invalid_email'), { value: input.email.slice(0, 100) });
    out.email = email;
  }
  return out;
}
