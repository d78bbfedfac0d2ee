import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { missing } from '../auth/rest.ts';
import { badRequest, type ApiError } from '../http/errors.ts';
import type { LineView } from './lines.ts';
import { msg } from './messages.ts';
import type { CouponRow } from './repository.ts';

export const findCoupon = async (ctx: AppContext, code: string): Promise<CouponRow | null> => (await ctx.repos.carts.coupon(code)) ?? null;

/** Why a coupon does not apply to a subtotal now, or null when it does. */
export function couponProblem(ctx: AppContext, coupon: CouponRow | null, subtotal: number): ApiError | null {
  if (!coupon || !coupon.is_active) return missing(msg('coupon_invalid'));
  const now = nowText(ctx);
  if ((coupon.starts_at && coupon.starts_at > now) || (coupon.ends_at && coupon.ends_at < now)) return missing(msg('coupon_invalid'));
  if (subtotal < coupon.min_subtotal) return badRequest(msg('coupon_min_subtotal'), { coupon: coupon.code, amount: coupon.min_subtotal });
  return null;
}

export const subtotalOf = (lines: LineView[]): number => lines.reduce((sum, l) => sum + l.row_total, 0);

/**
 * The coupon's discount on a subtotal (a percentage is capped at 100, a fixed amount at the
 * subtotal), spread over the lines in proportion to their totals; the last line takes the
 * rounding rest so the shares add up exactly. Writes each line's `discount`; returns the total.
 */
export function spreadDiscount(coupon: CouponRow, lines: LineView[]): number {
  const subtotal = subtotalOf(lines);
  const discount = coupon.type === 'percent' ? Math.round((subtotal * Math.min(coupon.amount, 100)) / 100) : Math.min(coupon.amount, subtotal);
  let left = discount;
  lines.forEach((line, index) => {
    const share = index === lines.length - 1 ? left : Math.min(left, Math.round((discount * line.row_total) / Math.max(subtotal, 1)));
    line.discount = share;
    left -= share;
  });
  return discount;
}
