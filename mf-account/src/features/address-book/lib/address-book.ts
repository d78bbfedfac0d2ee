import { COUNTRY, POSTCODE, normalizeCameroonPhone, validate, type CustomerAddress, type Town, type ValidationKey } from '@shop/shared';

/** One address as the form edits it: the town by name, the quarter by its id in the towns list. */
export interface AddressValues {
  id?: number;
  firstname: string;
  lastname: string;
  telephone: string;
  town: string;
  quarterId: string;
  defaultShipping: boolean;
}

export type AddressErrors = Partial<Record<'firstname' | 'lastname' | 'telephone' | 'town' | 'quarterId', ValidationKey>>;

export function emptyAddress(profile: { firstname: string; lastname: string; telephone?: string }): AddressValues {
  return { firstname: profile.firstname, lastname: profile.lastname, telephone: profile.telephone ?? '', town: '', quarterId: '', defaultShipping: false };
}

/** The stored address as form values: city is the town, fax holds the quarter id. */
export function addressValues(address: CustomerAddress): AddressValues {
  return {
    id: address.id,
    firstname: address.firstname,
    lastname: address.lastname,
    telephone: address.telephone,
    town: address.city,
    quarterId: address.fax ? String(address.fax) : '',
    defaultShipping: address.default_shipping === true,
  };
}

export function quartersOf(towns: Town[], townName: string) {
  return towns.find((t) => t.town_name === townName)?.quarters ?? [];
}

export function validateAddress(values: AddressValues, towns: Town[]): AddressErrors {
  const errors: AddressErrors = {};
  const check = (field: keyof AddressErrors, key: ValidationKey | null) => {
    if (key) errors[field] = key;
  };
  check('firstname', validate(values.firstname, { required: true, maxLength: 60 }));
  check('lastname', validate(values.lastname, { required: true, maxLength: 60 }));
  check('telephone', validate(values.telephone, { required: true, phone: true }));
  check('town', validate(values.town, { required: true }));
  // A quarter must belong to the chosen town (the list changes with the town).
  const known = quartersOf(towns, values.town).some((q) => String(q.quarter_id) === values.quarterId);
  check('quarterId', validate(known ? values.quarterId : '', { required: true }));
  return errors;
}

/** The address as the server stores it: country CM, city = town, street[0] = quarter, fax = quarter id, postcode '-'. */
export function toAddress(values: AddressValues, towns: Town[]): CustomerAddress {
  const quarter = quartersOf(towns, values.town).find((q) => String(q.quarter_id) === values.quarterId);
  return {
    ...(values.id !== undefined ? { id: values.id } : {}),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    telephone: normalizeCameroonPhone(values.telephone) ?? values.telephone.trim(),
    city: values.town,
    street: [quarter?.quarter_name ?? ''],
    fax: values.quarterId,
    country_id: COUNTRY,
    postcode: POSTCODE,
    default_shipping: values.defaultShipping,
  };
}

/**
 * The whole book after one change, as `PUT customers/me` wants it. An edited address keeps its
 * id; a new one is appended; making one the default shipping address clears the flag elsewhere.
 */
export function withAddress(book: CustomerAddress[], address: CustomerAddress): CustomerAddress[] {
  const exists = address.id !== undefined && book.some((a) => a.id === address.id);
  const next = exists ? book.map((a) => (a.id === address.id ? address : a)) : [...book, address];
  return address.default_shipping ? next.map((a) => ({ ...a, default_shipping: a === address })) : next;
}

export function withoutAddress(book: CustomerAddress[], id: number): CustomerAddress[] {
  return book.filter((a) => a.id !== id);
}

export function withDefaultShipping(book: CustomerAddress[], id: number): CustomerAddress[] {
  return book.map((a) => ({ ...a, default_shipping: a.id === id }));
}
