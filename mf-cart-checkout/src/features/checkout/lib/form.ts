import { MOBILE_SERVICES, mobileServiceOf, normalizeCameroonPhone, safeSessionStorage, validateField, type MobileService, type ValidationResult } from '@shop/shared';

export type PaymentMethodCode = 'mesomb_gateway' | 'cashondelivery' | 'gt_installment';

/** Payment method whose payer number is sent with the order. */
export const MOBILE_MONEY_METHOD = 'mesomb_gateway';
export const PAYMENT_METHODS: readonly PaymentMethodCode[] = ['mesomb_gateway', 'cashondelivery', 'gt_installment'];

/** Checkout form. */
export interface CheckoutForm {
  firstname: string;
  lastname: string;
  telephone: string;
  telephone2: string;
  telephoneWhatsapp: string;
  email: string;
  town: string;
  quarter: string;
  quarter_id: string;
  takeAtAgency: boolean;
  agency: string;
  /** The pick-up day chosen ('YYYY-MM-DD', Cameroon); '' takes the first day offered. */
  pickupDate: string;
  paymentMethod: PaymentMethodCode | '';
  payAtDelivery: boolean;
  deliveryMethod: { carrier_code: string; method_code: string } | null;
  paymentNumber: string;
  /** The network the shopper picked for the payer number; '' follows the number's prefix. */
  paymentService: MobileService | '';
  sellerCode: string;
  comment: string;
  couponCode: string;
  couponApplied: boolean;
}

export const EMPTY_FORM: CheckoutForm = {
  firstname: '',
  lastname: '',
  telephone: '',
  telephone2: '',
  telephoneWhatsapp: '',
  email: '',
  town: '',
  quarter: '',
  quarter_id: '',
  takeAtAgency: false,
  agency: '',
  pickupDate: '',
  paymentMethod: '',
  payAtDelivery: false,
  deliveryMethod: null,
  paymentNumber: '',
  paymentService: '',
  sellerCode: '',
  comment: '',
  couponCode: '',
  couponApplied: false,
};

/** Session storage key of the form being filled: a failed order or a reload must not lose what was typed. */
export const CHECKOUT_FORM_KEY = 'CHECKOUT_FORM';

/** The stored form merged over the empty one, so a form saved by an older build still loads. */
export function loadForm(): CheckoutForm | null {
  const stored = safeSessionStorage.getJSON<Partial<CheckoutForm>>(CHECKOUT_FORM_KEY);
  if (!stored || typeof stored !== 'object') return null;
  const form: CheckoutForm = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as (keyof CheckoutForm)[]) {
    const value = stored[key];
    if (value !== undefined && typeof value === typeof EMPTY_FORM[key]) (form as unknown as Record<string, unknown>)[key] = value;
  }
  const method = stored.deliveryMethod;
  form.deliveryMethod =
    method && typeof method.carrier_code === 'string' && typeof method.method_code === 'string'
      ? { carrier_code: method.carrier_code, method_code: method.method_code }
      : null;
  if (!PAYMENT_METHODS.includes(form.paymentMethod as PaymentMethodCode)) form.paymentMethod = '';
  if (!MOBILE_SERVICES.includes(form.paymentService as MobileService)) form.paymentService = '';
  return form;
}

export function saveForm(form: CheckoutForm): void {
  safeSessionStorage.setJSON(CHECKOUT_FORM_KEY, form);
}

/** After the order the checkout form is reset. */
export function resetForm(): void {
  safeSessionStorage.remove(CHECKOUT_FORM_KEY);
}

export type CheckoutField =
  | 'firstname'
  | 'lastname'
  | 'telephone'
  | 'telephone2'
  | 'telephoneWhatsapp'
  | 'email'
  | 'town'
  | 'quarter'
  | 'deliveryMethod'
  | 'paymentMethod'
  | 'paymentNumber'
  | 'paymentService';

export type CheckoutErrors = Partial<Record<CheckoutField, ValidationResult>>;

/**
 * Every field with the rules; the keys are `common` messages ('Ce champs est obligatoire',
 * invalid phone, invalid e-mail). The payer number is only asked for mobile money.
 */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const check = (field: CheckoutField, value: unknown, rules: Parameters<typeof validateField>[1]) => {
    const result = validateField(value, rules);
    if (result) errors[field] = result;
  };
  check('firstname', form.firstname, { required: true, maxLength: 60 });
  check('lastname', form.lastname, { required: true, maxLength: 60 });
  check('telephone', form.telephone, { required: true, phone: true });
  check('telephone2', form.telephone2, { phone: true });
  check('telephoneWhatsapp', form.telephoneWhatsapp, { phone: true });
  // Optional: the back end places an order on the telephone alone (docs/decisions/009-telephone-without-e-mail.md).
  check('email', form.email, { email: true });
  check('town', form.town, { required: true });
  check('quarter', form.quarter_id, { required: true });
  check('deliveryMethod', form.deliveryMethod ? 'chosen' : '', { required: true });
  check('paymentMethod', form.paymentMethod, { required: true });
  if (form.paymentMethod === MOBILE_MONEY_METHOD) {
    check('paymentNumber', form.paymentNumber, { required: true, phone: true });
    if (!errors.paymentNumber) check('paymentService', paymentNetwork(form) ?? '', { option: true });
  }
  return errors;
}

/** Order in which the page lists the fields, so the first error can take the focus. */
export const FIELD_ORDER: readonly CheckoutField[] = [
  'firstname',
  'lastname',
  'telephone',
  'telephone2',
  'telephoneWhatsapp',
  'email',
  'town',
  'quarter',
  'deliveryMethod',
  'paymentMethod',
  'paymentNumber',
  'paymentService',
];

/**
 * The network mobile money will ask: the shopper's pick, else the one the number's prefix tells
 * (so MTN and Orange numbers come preselected); null when neither says (another network's prefix,
 * a ported number) and the shopper must choose.
 */
export function paymentNetwork(form: Pick<CheckoutForm, 'paymentNumber' | 'paymentService'>): MobileService | null {
  if (form.paymentService) return form.paymentService;
  const national = normalizeCameroonPhone(form.paymentNumber);
  return national ? mobileServiceOf(national) : null;
}

/** What each section of the checkout form receives from the page. */
export interface SectionProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  /** Applies a change and re-checks the named fields when they already showed an error. */
  change: (patch: Partial<CheckoutForm>, fields: CheckoutField[]) => void;
  /** The DOM id of a field (unique on the page). */
  fieldId: (field: string) => string;
}
