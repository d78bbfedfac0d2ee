import { customerAttribute, normalizeCameroonPhone, validate, type Customer, type ValidationKey } from '@shop/shared';
import type { CustomerChanges } from '../../../api/customer';

export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  telephone2: string;
  whatsapp: string;
  town: string;
  newsletter: boolean;
  /** Asked only while the e-mail or the telephone differs from the saved one (decisions 045, 051). */
  currentPassword: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, ValidationKey>>;

/** The form as the customer's record fills it (custom attributes telephone, telephone2, whatsapp_number, town). */
export function profileValues(customer: Customer): ProfileValues {
  return {
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    email: customer.email ?? '',
    telephone: customerAttribute(customer, 'telephone') ?? '',
    telephone2: customerAttribute(customer, 'telephone2') ?? '',
    whatsapp: customerAttribute(customer, 'whatsapp_number') ?? '',
    town: customerAttribute(customer, 'town') ?? '',
    newsletter: customer.extension_attributes?.is_subscribed === true,
    currentPassword: '',
  };
}

const phone = (value: string) => (value.trim() ? (normalizeCameroonPhone(value) ?? value.trim()) : '');

/**
 * Whether the form puts a new number on the account: that needs the current password and a code
 * sent to the number (decision 045). The same number typed another way, or no number, is not one.
 */
export function changesPhone(values: ProfileValues, saved: ProfileValues): boolean {
  const next = phone(values.telephone);
  return next !== '' && next !== phone(saved.telephone);
}

/** E-mails compare as the server's column does: without case or surrounding spaces. */
const email = (value: string) => value.trim().toLowerCase();

/** Whether the form puts a new e-mail on the account (adding one counts): it needs the current password (decision 051). */
export function changesEmail(values: ProfileValues, saved: ProfileValues): boolean {
  return email(values.email) !== '' && email(values.email) !== email(saved.email);
}

/** Why the form asks for the current password, which its label says; null while it does not. */
export function passwordReason(values: ProfileValues, saved: ProfileValues): 'email' | 'phone' | 'both' | null {
  const [mail, number] = [changesEmail(values, saved), changesPhone(values, saved)];
  return mail && number ? 'both' : mail ? 'email' : number ? 'phone' : null;
}

/**
 * Names are required, and the e-mail once the account has one (it cannot be removed); the
 * telephones are optional but must be Cameroon mobile numbers when given; a new e-mail or account
 * number needs the current password.
 */
export function validateProfile(values: ProfileValues, saved: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const check = (field: keyof ProfileValues, key: ValidationKey | null) => {
    if (key) errors[field] = key;
  };
  check('firstname', validate(values.firstname, { required: true, maxLength: 60 }));
  check('lastname', validate(values.lastname, { required: true, maxLength: 60 }));
  check('email', validate(values.email, { required: saved.email.trim() !== '', email: true }));
  check('telephone', validate(values.telephone, { phone: true }));
  check('telephone2', validate(values.telephone2, { phone: true }));
  check('whatsapp', validate(values.whatsapp, { phone: true }));
  if (!errors.telephone && !errors.email && passwordReason(values, saved)) check('currentPassword', validate(values.currentPassword, { required: true }));
  return errors;
}

/**
 * The `PUT customers/me` payload; an emptied telephone clears it, numbers are sent as 9 digits, an
 * empty e-mail (an account that has none) is not sent.
 */
export function profileChanges(values: ProfileValues, wasSubscribed: boolean): CustomerChanges {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    ...(email(values.email) ? { email: email(values.email) } : {}),
    custom_attributes: [
      { attribute_code: 'telephone', value: phone(values.telephone) },
      { attribute_code: 'telephone2', value: phone(values.telephone2) },
      { attribute_code: 'whatsapp_number', value: phone(values.whatsapp) },
      { attribute_code: 'town', value: values.town.trim() },
    ],
    // Only a change is sent: re-sending "subscribed" would mail a pending confirmation again.
    ...(values.newsletter !== wasSubscribed ? { extension_attributes: { is_subscribed: values.newsletter } } : {}),
  };
}

export interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, ValidationKey>>;

export function validatePassword(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  const current = validate(values.current, { required: true });
  const next = validate(values.next, { required: true, password: true });
  const confirm = validate(values.confirm, { required: true, match: values.next });
  if (current) errors.current = current;
  if (next) errors.next = next;
  if (confirm) errors.confirm = confirm;
  return errors;
}
