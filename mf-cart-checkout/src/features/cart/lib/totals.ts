import type { CartTotals, TotalSegment } from '@shop/shared';

/**
 * The coupon code shown in the cart: Magento writes it in parentheses at the end of
 * the 'discount' total segment title, e.g. "Discount (BIENVENUE10)". Null when none applies.
 */
export function couponFromSegments(segments: readonly TotalSegment[] | undefined): string | null {
  const title = segments?.find((s) => s.code === 'discount')?.title ?? '';
  const match = /\(([^()]*)\)\s*$/.exec(title);
  const code = match?.[1]?.trim();
  return code ? code : null;
}

/** The label for the coupon line: the code, or the spec's 'aucune commande' text when none. */
export function couponLabel(totals: CartTotals | null, noneLabel: string): string {
  return couponFromSegments(totals?.total_segments) ?? (totals?.coupon_code?.trim() || noneLabel);
}

export interface TotalsSummary {
  subtotal: number;
  /** Amount saved, as a positive number (Magento sends discounts negative). */
  discount: number;
  grandTotal: number;
  itemsQty: number;
  /** Other charges the server listed (shipping once chosen, the guarantee…), with its titles. */
  extras: { code: string; title: string; value: number }[];
}

const SHOWN_APART = new Set(['subtotal', 'discount', 'grand_total', 'tax']);

function segmentValue(segments: readonly TotalSegment[], code: string): number | null {
  const value = segments.find((s) => s.code === code)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Totals to display; segments win over the flat fields because they carry what Magento rendered. */
export function summariseTotals(totals: CartTotals): TotalsSummary {
  const segments = totals.total_segments ?? [];
  const subtotal = segmentValue(segments, 'subtotal') ?? totals.subtotal ?? 0;
  const discount = Math.abs(segmentValue(segments, 'discount') ?? totals.discount_amount ?? 0);
  const grandTotal = segmentValue(segments, 'grand_total') ?? totals.grand_total ?? 0;
  const extras = segments
    .filter((s) => !SHOWN_APART.has(s.code) && typeof s.value === 'number' && Number.isFinite(s.value) && s.value !== 0)
    .map((s) => ({ code: s.code, title: s.title, value: s.value as number }));
  return { subtotal, discount, grandTotal, itemsQty: totals.items_qty ?? 0, extras };
}
