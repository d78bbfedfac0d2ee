import { customerAttribute, normalizeCameroonPhone, validateField, type Customer, type ValidationResult } from '@shop/shared';

export interface EntryValues {
  nom: string;
  tel: string;
  order_number: string;
}

export type EntryErrors = Partial<Record<keyof EntryValues, ValidationResult | { key: 'invalid_order_number' }>>;

/** Order numbers are digits only (Magento increment ids); anything else cannot be an order. */
const ORDER_NUMBER = /^\d{5,20}$/;

/** Form rules for a game entry; null when the entry can be sent. */
export function validateEntry(values: EntryValues): EntryErrors | null {
  const errors: EntryErrors = {};
  const nom = validateField(values.nom, { required: true, maxLength: 60 });
  if (nom) errors.nom = nom;
  const tel = validateField(values.tel, { required: true, phone: true });
  if (tel) errors.tel = tel;
  const order = validateField(values.order_number, { required: true });
  if (order) errors.order_number = order;
  else if (!ORDER_NUMBER.test(values.order_number.trim())) errors.order_number = { key: 'invalid_order_number' };
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The values sent: trimmed, the phone as its 9 national digits. */
export function toEntryFields(values: EntryValues): EntryValues {
  return { nom: values.nom.trim(), tel: normalizeCameroonPhone(values.tel) ?? values.tel.trim(), order_number: values.order_number.trim() };
}

/** A logged-in shopper's name and phone, so they only type the order number. */
export function prefill(user: Customer | null): EntryValues {
  if (!user) return { nom: '', tel: '', order_number: '' };
  return { nom: `${user.firstname} ${user.lastname}`.trim(), tel: customerAttribute(user, 'telephone') ?? '', order_number: '' };
}
