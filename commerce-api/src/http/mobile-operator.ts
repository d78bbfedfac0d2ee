import { normalizePhone } from './validation.ts';

/** The mobile-money services MeSomb collects from in Cameroon. */
export type MobileService = 'MTN' | 'ORANGE';
export const MOBILE_SERVICES: readonly MobileService[] = ['MTN', 'ORANGE'];

/**
 * Which network a Cameroonian mobile number belongs to, from its prefix (the regulator's
 * numbering plan: MTN 67x, 650-654, 680-684; Orange 69x, 655-659, 640, 685-689). Numbers
 * ported to another network keep their prefix, which is why the shopper may also choose.
 * null: neither (Nexttel 66x, Camtel 62x) or not a mobile number at all.
 */
export function serviceOf(phone: string): MobileService | null {
  const national = normalizePhone(phone);
  if (!national) return null;
  const three = Number(national.slice(0, 3));
  if (national.startsWith('67') || (three >= 650 && three <= 654) || (three >= 680 && three <= 684)) return 'MTN';
  if (national.startsWith('69') || (three >= 655 && three <= 659) || three === 640 || (three >= 685 && three <= 689)) return 'ORANGE';
  return null;
}
