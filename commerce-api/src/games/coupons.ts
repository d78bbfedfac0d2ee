import { randomInt } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
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
export async function createPrizeCoupon(ctx: AppContext, repos: Repositories, prize: PrizeCoupon, entry: { id: number; customer_id: number | null }): Promise<string> {
  const code = couponCode(prize.prefix);
  const now = ctx.now();
  await repos.games.insertPrizeCoupon(
    {
      code,
      type: prize.type,
      amount: prize.amount,
      minSubtotal: prize.minSubtotal,
      startsAt: magentoTime(now),
      endsAt: magentoTime(new Date(now.getTime() + prize.days * 86_400_000)),
      labelFr: prize.labelFr,
      labelEn: prize.labelEn,
    },
    entry,
    nowText(ctx),
  );
  return code;
}

/** A coupon as the winner is shown it. */
export async function couponView(repos: Repositories, code: string | null): Promise<{ code: string; ends_at: string; min_subtotal: number } | null> {
  if (!code) return null;
  const row = await repos.games.coupon(code);
  return row ? { code: row.code, ends_at: `${row.ends_at.replace(' ', 'T')}Z`, min_subtotal: row.min_subtotal } : null;
}
