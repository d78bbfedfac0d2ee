/**
 * The mobile-money networks MeSomb collects from in Cameroon, and which one a number belongs to.
 * One rule for the checkout's network choice (preselected from the number) and the back end's
 * collect. No imports: the back end loads this file as it is.
 */
export type MobileService = 'MTN' | 'ORANGE';
export const MOBILE_SERVICES: readonly MobileService[] = ['MTN', 'ORANGE'];

/**
 * The network of a 9-digit national number (`6XXXXXXXX`), from its prefix (the regulator's
 * numbering plan: MTN 67x, 650-654, 680-684; Orange 69x, 655-659, 640, 685-689). Numbers ported
 * to another network keep their prefix, which is why the shopper may also choose. null: neither
 * (Nexttel 66x, Camtel 62x) or not such a number.
 */
export function mobileServiceOf(national: string): MobileService | null {
  if (!/^6\d{8}$/.test(national)) return null;
  const three = Number(national.slice(0, 3));
  if (national.startsWith('67') || (three >= 650 && three <= 654) || (three >= 680 && three <= 684)) return 'MTN';
  if (national.startsWith('69') || (three >= 655 && three <= 659) || three === 640 || (three >= 685 && three <= 689)) return 'ORANGE';
  return null;
}
