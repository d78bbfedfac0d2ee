import { useCallback, useEffect, useState } from 'react';
import { $session, customerAttribute, type Customer } from '@shop/shared';
import { EMPTY_FORM, loadForm, saveForm, type CheckoutForm } from './lib/form';

const fill = (value: string, fallback: string | undefined) => (value.trim() ? value : (fallback ?? ''));

/** A logged-in customer's profile fills what is still empty (telephone, town… are custom attributes). */
export function prefillFromCustomer(form: CheckoutForm, user: Customer | null): CheckoutForm {
  if (!user) return form;
  // The address book's delivery address gives the town and quarter (street[0] = quarter, fax = its id).
  const address = user.addresses?.find((a) => a.default_shipping) ?? user.addresses?.[0];
  const place =
    !form.town.trim() && address?.city && address.fax && address.street[0]
      ? { town: address.city, quarter: address.street[0], quarter_id: String(address.fax) }
      : {};
  return {
    ...form,
    ...place,
    // The default delivery address names who receives the parcel; the profile fills in the rest.
    firstname: fill(form.firstname, address?.firstname || user.firstname),
    lastname: fill(form.lastname, address?.lastname || user.lastname),
    email: fill(form.email, user.email),
    telephone: fill(form.telephone, address?.telephone || customerAttribute(user, 'telephone')),
    telephone2: fill(form.telephone2, customerAttribute(user, 'telephone2')),
    telephoneWhatsapp: fill(form.telephoneWhatsapp, customerAttribute(user, 'whatsapp_number')),
  };
}

/** The checkout form, written to session storage on every change so an error or reload loses nothing. */
export function useCheckoutForm() {
  const [form, setForm] = useState<CheckoutForm>(() => prefillFromCustomer(loadForm() ?? EMPTY_FORM, $session.get().user));

  useEffect(() => {
    saveForm(form);
  }, [form]);

  const update = useCallback((patch: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...patch })), []);
  return { form, update };
}
