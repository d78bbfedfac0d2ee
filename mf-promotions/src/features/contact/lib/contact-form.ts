import { normalizeCameroonPhone, validateField, type ValidationResult } from '@shop/shared';
import type { ContactMessage, ContactSubject } from '../../../api/pages';

export const SUBJECTS: readonly ContactSubject[] = ['order', 'delivery', 'payment', 'after_sales', 'return', 'other'];

export interface ContactValues {
  subject: ContactSubject;
  name: string;
  telephone: string;
  email: string;
  orderNumber: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** A field's error: a `common` validation key, or this remote's own key for the order number. */
export type FieldError = ValidationResult | { key: 'contact.invalidOrderNumber' };

/** Messages: required fields, phone (9 digits starting with 6), e-mail, min/max lengths. */
export function validateContact(values: ContactValues): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  const check = (field: ContactField, result: FieldError | null) => {
    if (result) errors[field] = result;
  };
  check('name', validateField(values.name, { required: true, maxLength: 120 }));
  check('telephone', validateField(values.telephone, { required: true, phone: true }));
  check('email', validateField(values.email, { email: true }));
  if (values.orderNumber.trim() && !/^\d{6,12}$/.test(values.orderNumber.trim())) errors.orderNumber = { key: 'contact.invalidOrderNumber' };
  check('message', validateField(values.message, { required: true, minLength: 10, maxLength: 3000 }));
  return errors;
}

/** The request body: trimmed, optional fields left out when empty, the phone as 9 digits. */
export function toMessage(values: ContactValues): ContactMessage {
  return {
    subject: values.subject,
    name: values.name.trim(),
    telephone: normalizeCameroonPhone(values.telephone) ?? values.telephone.trim(),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
    ...(values.orderNumber.trim() ? { order_number: values.orderNumber.trim() } : {}),
    message: values.message.trim(),
  };
}
