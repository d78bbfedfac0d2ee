import { COUNTRY, normalizeCameroonPhone, POSTCODE, type MobileService } from '@shop/shared';
import { MOBILE_MONEY_METHOD, paymentNetwork, type CheckoutForm, type PaymentMethodCode } from './form';

/** Address sent to the server. */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  country_id: typeof COUNTRY;
  city: string;
  telephone: string;
  street: [string];
  fax: string;
  postcode: typeof POSTCODE;
  email?: string;
}

/**
 * The Magento address of the form: country CM, the town as city, the quarter as the only street
 * line, its id in `fax`, postcode '-'. The e-mail is added only when placing the order.
 */
export function buildAddress(form: CheckoutForm, options: { withEmail?: boolean } = {}): CheckoutAddress {
  const telephone = normalizeCameroonPhone(form.telephone) ?? form.telephone.trim();
  const address: CheckoutAddress = {
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    country_id: COUNTRY,
    city: form.town.trim(),
    telephone,
    street: [form.quarter.trim()],
    fax: String(form.quarter_id).trim(),
    postcode: POSTCODE,
  };
  if (options.withEmail) address.email = form.email.trim();
  return address;
}

/** Enough of an address to estimate shipping before the contact details are filled. */
export function estimateAddress(form: Pick<CheckoutForm, 'town' | 'quarter' | 'quarter_id'>): Pick<CheckoutAddress, 'country_id' | 'city' | 'street' | 'fax' | 'postcode'> {
  return { country_id: COUNTRY, city: form.town.trim(), street: [form.quarter.trim()], fax: String(form.quarter_id).trim(), postcode: POSTCODE };
}

export interface PaymentMethodPayload {
  method: PaymentMethodCode;
  additional_data?: { payer_number: string; service?: MobileService };
}

/** The payer number and its network go with the payment only for mobile money. */
export function paymentPayload(form: Pick<CheckoutForm, 'paymentMethod' | 'paymentNumber' | 'paymentService'>): PaymentMethodPayload {
  if (!form.paymentMethod) throw new TypeError('No payment method chosen');
  if (form.paymentMethod !== MOBILE_MONEY_METHOD) return { method: form.paymentMethod };
  const service = paymentNetwork(form);
  return { method: form.paymentMethod, additional_data: { payer_number: normalizeCameroonPhone(form.paymentNumber) ?? form.paymentNumber.trim(), ...(service ? { service } : {}) } };
}

const phone = (value: string) => (value.trim() ? (normalizeCameroonPhone(value) ?? value.trim()) : '');

/** The JSON text of `set-order-custom-attributes`: seller code, second and WhatsApp numbers, the chosen pick-up day. */
export function orderCustomAttributes(form: Pick<CheckoutForm, 'sellerCode' | 'telephone2' | 'telephoneWhatsapp'> & Partial<Pick<CheckoutForm, 'takeAtAgency' | 'pickupDate'>>): string {
  const pickup = form.takeAtAgency && form.pickupDate ? { pickup_date: form.pickupDate } : {};
  return JSON.stringify({ seller_code: form.sellerCode.trim(), telephone_2: phone(form.telephone2), telephone_whatsapp: phone(form.telephoneWhatsapp), ...pickup });
}
