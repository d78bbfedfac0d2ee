import type { Customer } from '@shop/shared';

/** What the overview shows; `null` means "not provided" (the page says so rather than hiding the row). */
export interface CustomerView {
  id: number;
  firstname: string;
  fullName: string;
  email: string;
  telephone: string | null;
  telephone2: string | null;
  whatsapp: string | null;
  town: string | null;
  /** ISO date the account was created, or null when the server did not send a usable one. */
  memberSince: string | null;
}

function attribute(customer: Customer, code: string): string | null {
  const entry = customer.custom_attributes?.find((a) => a.attribute_code === code);
  if (!entry || entry.value === null || entry.value === undefined) return null;
  // Magento stores attribute values as strings, but imported records sometimes carry numbers.
  const value = String(entry.value).trim();
  return value === '' ? null : value;
}

/**
 * Magento writes `created_at` as "YYYY-MM-DD HH:MM:SS" in UTC without a zone; `Date` would read
 * that as local time (or reject it in Safari), so it is normalised to ISO UTC first.
 */
export function parseMagentoDate(value: string | undefined | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const magento = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(trimmed);
  const iso = magento ? `${magento[1]}T${magento[2]}Z` : trimmed;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Customer: telephone, telephone2, whatsappContact and town come from custom attributes. */
export function toCustomerView(customer: Customer): CustomerView {
  const firstname = customer.firstname?.trim() ?? '';
  const lastname = customer.lastname?.trim() ?? '';
  return {
    id: customer.id,
    firstname,
    fullName: [firstname, lastname].filter(Boolean).join(' '),
    email: customer.email,
    telephone: attribute(customer, 'telephone'),
    telephone2: attribute(customer, 'telephone2'),
    whatsapp: attribute(customer, 'whatsapp_number'),
    town: attribute(customer, 'town'),
    memberSince: parseMagentoDate(customer.created_at),
  };
}
