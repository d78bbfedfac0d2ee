import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameEntryRequestSchema, GameLocaleQuerySchema, SpinResultSchema } from '@shop/shared/contracts/games-schema';
import type { SpinResultWire } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { messageFor } from '../http/messages.ts';
import { couponView, createPrizeCoupon } from './coupons.ts';
import { checkEntry, findOrCreateEntry, requireRunningCode } from './entry.ts';
import type { EntryRow, GameRow, PrizeRow } from './repository.ts';
import { oddsOf, pays, segmentForRoll } from './lib/odds.ts';
import { msg } from './messages.ts';

const asSegment = (p: PrizeRow) => ({ position: p.position, weight: p.weight, stock: p.stock, has_prize: p.coupon_type !== null });

/** The wheel as the page draws it: segments in order with their stated odds and prizes left. */
export async function publicSegments(ctx: AppContext, code: string, locale: Locale) {
  const prizes = await ctx.repos.games.prizesOf(code);
  // A wheel without weight cannot be drawn: the page shows no wheel rather than failing.
  if (prizes.reduce((sum, p) => sum + p.weight, 0) <= 0) return [];
  const odds = oddsOf(prizes.map(asSegment));
  const winners = await ctx.repos.games.winnersByPrize(code);
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

async function resultOf(repos: Repositories, entry: EntryRow, locale: Locale): Promise<SpinResultWire> {
  const prize = (await repos.games.prize(entry.prize_id!))!;
  const coupon = await couponView(repos, entry.coupon_code);
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
 * prize that is gone). The entry is claimed, then the prize taken, each by one conditional
 * update, and the coupon created, all in the caller's transaction: two spins at once (one
 * entry twice, or the last prize twice) cannot both pay.
 */
async function spin(ctx: AppContext, repos: Repositories, game: GameRow, entry: EntryRow, locale: Locale): Promise<SpinResultWire> {
  const prizes = await repos.games.prizesOf(game.code);
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw badRequest(msg('game_invalid_code'));
  const landed = segmentForRoll(prizes.map((p) => ({ ...asSegment(p), prize: p })), ctx.draw(total)).prize;
  if (!(await repos.games.finishEntry(entry.id, nowText(ctx), { prizeId: landed.id }))) await refuseSecondSpin(repos, game, entry.tel, locale);
  let coupon: string | null = null;
  if (pays(asSegment(landed)) && (await repos.games.takePrize(landed))) {
    coupon = await createPrizeCoupon(
      ctx,
      repos,
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
  }
  return resultOf(repos, { ...entry, prize_id: landed.id, coupon_code: coupon }, locale);
}

/** 409 with what the entry's one spin won. */
async function refuseSecondSpin(repos: Repositories, game: GameRow, tel: string, locale: Locale): Promise<never> {
  const played = (await repos.games.findEntry(game.code, tel))!;
  const previous = await resultOf(repos, played, locale);
  throw conflict(msg('game_already_spun'), { prize: previous.coupon ? `${previous.label} (${previous.coupon.code})` : previous.label });
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
      const game = await requireRunningCode(ctx, 'wheel', body.code);
      const checked = await checkEntry(ctx, request, game, body);
      return ctx.transaction(async (repos) => {
        const entry = await findOrCreateEntry(repos, game, checked, nowText(ctx));
        if (entry.is_updated) return refuseSecondSpin(repos, game, entry.tel, locale);
        return spin(ctx, repos, game, entry, locale);
      });
    },
  );
}
