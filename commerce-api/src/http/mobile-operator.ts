import { mobileServiceOf, type MobileService } from '@shop/shared/contracts/mobile-network';
import { normalizePhone } from './validation.ts';

export type { MobileService } from '@shop/shared/contracts/mobile-network';

/** Which network a Cameroonian mobile number belongs to, however it is written; null for neither. */
export function serviceOf(phone: string): MobileService | null {
  const national = normalizePhone(phone);
  return national ? mobileServiceOf(national) : null;
}
