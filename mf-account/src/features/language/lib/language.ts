import { customerAttribute, isLocale, type Customer, type Locale } from '@shop/shared';

/** The language saved on the customer, or null when they never chose one. */
export function preferredLanguage(customer: Customer): Locale | null {
  const value = customerAttribute(customer, 'preferred_language');
  return isLocale(value) ? value : null;
}

/** The same page under another language's prefix: `/customer/language` → `/en/customer/language`. */
export function pathInLanguage(pathname: string, locale: Locale): string {
  const bare = pathname.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
