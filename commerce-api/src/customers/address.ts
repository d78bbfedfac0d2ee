import type { Static } from 'typebox';
import type { AddressSchema } from '@shop/shared/contracts/checkout-schema';
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

/**
 * A Magento address as the request declared it (`AddressSchema`). Its region is never read (the
 * shop's addresses have a town and a quarter instead), and an address-book entry may send it as
 * Magento's region object, so it is left out and both kinds of address are accepted.
 */
export type AddressInput = Omit<Static<typeof AddressSchema>, 'region'>;

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

/** The town and quarter an address names, checked before any lookup: the country must be CM. */
function placeQuery(input: AddressInput): [city: string, quarterId: AddressInput['fax'], quarterName: string | undefined] {
  if (input.country_id && input.country_id.toUpperCase() !== 'CM') throw badRequest(msg('country_not_served'));
  return [required(input.city, 'city'), input.fax, input.street?.[0]];
}

/** Where the parcel goes: town and quarter must be served. Enough for a shipping estimate. */
export const placeOf = (ctx: Pick<AppContext, 'repos'>, input: AddressInput): Promise<Place> => resolvePlace(ctx, ...placeQuery(input));

/** A complete delivery/billing address, normalised: country CM, postcode '-', fax = quarter id. */
export async function cleanAddress(ctx: Pick<AppContext, 'repos'>, input: AddressInput): Promise<CleanAddress> {
  return completeAddress(await placeOf(ctx, input), input);
}

function completeAddress(place: Place, input: AddressInput): CleanAddress {
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
