/**
 * A bid must exceed the current offer by a whole multiple of the increment (marge),
 * in FCFA. `null` when the amount is acceptable.
 */
export function bidProblem(amount: number, currentOffer: number, marge: number): 'not_a_number' | 'too_low' | 'not_a_multiple' | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'not_a_number';
  const step = amount - currentOffer;
  if (step < marge) return 'too_low';
  if (step % marge !== 0) return 'not_a_multiple';
  return null;
}

/** The amounts a bidder may pick: the next few steps above the current offer. */
export function nextBids(currentOffer: number, marge: number, count = 3): number[] {
  return Array.from({ length: count }, (_, i) => currentOffer + (i + 1) * marge);
}

/** Magento's `YYYY-MM-DD HH:MM:SS` is UTC. */
export function parseMagentoTime(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`);
}

/** "41 000" → 41000: shoppers type amounts with spaces or dots as thousands separators. */
export function parseAmount(text: string): number {
  const digits = text.replace(/[\s.,\u202F\u00A0]/g, '').replace(/FCFA$/i, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : NaN;
}
