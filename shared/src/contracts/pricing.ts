/**
 * The discount shown beside a price, in whole percent: round(100 − final/price × 100). No
 * discount (0) when there is no price, no positive final price, or the final price is not lower.
 * One rule for the back end (search documents, campaign caps) and every remote's badges.
 * No imports: the back end loads this file as it is.
 */
export function percentOff(price: number, finalPrice: number | null | undefined): number {
  if (!(price > 0) || typeof finalPrice !== 'number' || !(finalPrice > 0) || finalPrice >= price) return 0;
  return Math.round(100 - (finalPrice / price) * 100);
}
