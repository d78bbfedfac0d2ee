import { randomInt } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { magentoTime, nowText } from '../auth/clock.ts';

export interface PrizeCoupon {
  prefix: string;
  type: 'percent' | 'fixed';
  amount: number;
  minSubtotal: number;
  days: number;
  labelFr: string;
  labelEn: string;
}

/** Coupon codes avoid look-alike characters (0/O, 1/I) since winners copy them by hand. */
function couponCode(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = `${prefix}-`;
  for (let i = 0; i < 8; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/**
 * A prize: a real coupon the cart accepts, valid from now for `days`, recorded as a game coupon
 * so an order using it retires it (single use) and a logged-in winner finds it in their area.
 * Call inside the transaction that awards it.
 */
export function createPrizeCoupon(ctx: AppContext, prize: PrizeCoupon, entry: { id: number; customer_id: number | null }): string {
  const code = couponCode(prize.prefix);
  const now = ctx.now();
  ctx.db
    .prepare('INSERT INTO coupons (code, type, amount, min_subtotal, starts_at, ends_at, is_active, label_fr, label_en) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)')
    .run(code, prize.type, prize.amount, prize.minSubtotal, magentoTime(now), magentoTime(new Date(now.getTime() + prize.days * 86_400_000)), prize.labelFr, prize.labelEn);
  ctx.db.prepare('INSERT INTO game_coupons (coupon_code, entry_id, customer_id, created_at) VALUES (?, ?, ?, ?)').run(code, entry.id, entry.customer_id, nowText(ctx));
  ctx.db.prepare('UPDATE game_entries SET coupon_code = ? WHERE id = ?').run(code, entry.id);
  return code;
}

/** A coupon as the winner is shown it. */
export function couponView(ctx: AppContext, code: string | null): { code: string; ends_at: string; min_subtotal: number } | null {
  if (!code) return null;
  const row = ctx.db.prepare('SELECT code, ends_at, min_subtotal FROM coupons WHERE code = ?').get(code) as { code: string; ends_at: string; min_subtotal: number } | undefined;
  return row ? { code: row.code, ends_at: `${row.ends_at.replace(' ', 'T')}Z`, min_subtotal: row.min_subtotal } : null;
}
