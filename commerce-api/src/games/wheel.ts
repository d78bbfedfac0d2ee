import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameEntryRequestSchema, GameLocaleQuerySchema, SpinResultSchema } from '@shop/shared/contracts/games-schema';
import type { SpinResultWire } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { couponView, createPrizeCoupon } from './coupons.ts';
import { checkEntry, type EntryRow, findOrCreateEntry, type GameRow, requireRunningCode } from './entry.ts';
import { oddsOf, pays, segmentForRoll } from './lib/odds.ts';
import { msg } from './messages.ts';

export interface PrizeRow {
  id: number;
  code: string;
  position: number;
  label_fr: string;
  label_en: string;
  weight: number;
  stock: number | null;
  coupon_type: 'percent' | 'fixed' | null;
  coupon_amount: number | null;
  coupon_min_subtotal: number;
  coupon_days: number;
  color: string;
}

export function prizesOf(ctx: AppContext, code: string): PrizeRow[] {
  return ctx.db.prepare('SELECT * FROM game_prizes WHERE code = ? ORDER BY position').all(code) as PrizeRow[];
}

const asSegment = (p: PrizeRow) => ({ position: p.position, weight: p.weight, stock: p.stock, has_prize: p.coupon_type !== null });

/** The wheel as the page draws it: segments in order with their stated odds and prizes left. */
export function publicSegments(ctx: AppContext, code: string, locale: Locale) {
  const prizes = prizesOf(ctx, code);
  // A wheel without weight cannot be drawn: the page shows no wheel rather than failing.
  if (prizes.reduce((sum, p) => sum + p.weight, 0) <= 0) return [];
  const odds = oddsOf(prizes.map(asSegment));
  const winners = new Map(
    (ctx.db.prepare('SELECT prize_id, count(*) AS n FROM game_entries WHERE code = ? AND coupon_code IS NOT NULL GROUP BY prize_id').all(code) as { prize_id: number; n: number }[]).map(
      (r) => [r.prize_id, r.n],
    ),
  );
  return prizes.map((p, i) => ({
    position: p.position,
    label: locale === 'en' ? p.label_en : p.label_fr,
    color: p.color,
    odds: odds[i]!,
    has_prize: p.coupon_type !== null,
    stock: p.stock,
    winners: winners.get(p.id) ?? 0,
  }));
}

// The coupon's label as the cart's discount line shows it, in each language.
const label = (locale: Locale, prize: string) => messageFor(locale, msg('wheel_coupon_label')).replace('%prize', prize);

function resultOf(ctx: AppContext, entry: EntryRow, locale: Locale): SpinResultWire {
  const prize = ctx.db.prepare('SELECT * FROM game_prizes WHERE id = ?').get(entry.prize_id) as PrizeRow;
  const coupon = couponView(ctx, entry.coupon_code);
  return {
    position: prize.position,
    label: locale === 'en' ? prize.label_en : prize.label_fr,
    won: coupon !== null,
    coupon,
  };
}

/**
 * Draws the segment on the server with the stated odds. A segment whose prizes ran out still
 * comes up with its odds but pays nothing (the page shows the stock, so nobody is promised a
 * prize that is gone). The coupon is created in the same transaction as the stock decrement.
 */
function spin(ctx: AppContext, game: GameRow, entry: EntryRow, locale: Locale): SpinResultWire {
  const prizes = prizesOf(ctx, game.code);
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw badRequest(msg('game_invalid_code'));
  const landed = segmentForRoll(prizes.map((p) => ({ ...asSegment(p), prize: p })), ctx.draw(total)).prize;
  let coupon: string | null = null;
  if (pays(asSegment(landed))) {
    coupon = createPrizeCoupon(
      ctx,
      {
        prefix: 'ROUE',
        type: landed.coupon_type!,
        amount: landed.coupon_amount!,
        minSubtotal: landed.coupon_min_subtotal,
        days: landed.coupon_days,
        labelFr: label('fr', landed.label_fr),
        labelEn: label('en', landed.label_en),
      },
      entry,
    );
    ctx.db.prepare('UPDATE game_prizes SET stock = stock - 1 WHERE id = ? AND stock > 0').run(landed.id);
  }
  ctx.db.prepare('UPDATE game_entries SET prize_id = ?, is_updated = 1, updated_at = ? WHERE id = ?').run(landed.id, nowText(ctx), entry.id);
  return resultOf(ctx, { ...entry, prize_id: landed.id, coupon_code: coupon }, locale);
}

/** Wheel of fortune: enter and spin in one call, once per entry; the server draws the outcome. */
export function registerWheel(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/games/wheel/spin',
    { schema: { querystring: GameLocaleQuerySchema, body: GameEntryRequestSchema, response: { 200: SpinResultSchema } } },
    async (request) => {
      const locale = localeOf(request);
      const body = request.body;
      const game = requireRunningCode(ctx, 'wheel', body.code);
      const checked = checkEntry(ctx, request, game, body);
      return ctx.db.transaction(() => {
        const entry = findOrCreateEntry(ctx, game, checked);
        if (entry.is_updated) {
          const previous = resultOf(ctx, entry, locale);
          throw conflict(msg('game_already_spun'), { prize: previous.coupon ? `${previous.label} (${previous.coupon.code})` : previous.label });
        }
        return spin(ctx, game, entry, locale);
      }).immediate();
    },
  );
}
