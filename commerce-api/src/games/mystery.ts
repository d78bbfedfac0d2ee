import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameLocaleQuerySchema, MysteryGuessRequestSchema, MysteryGuessSchema } from '@shop/shared/contracts/games-schema';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { couponView, createPrizeCoupon } from './coupons.ts';
import { checkEntry, findOrCreateEntry, requireRunningCode } from './entry.ts';
import type { GameRow, MysteryProductRow } from './repository.ts';
import { isoOf } from './lib/schedule.ts';
import { msg } from './messages.ts';

/** The products by id (the answer, the candidates), in the order asked. */
async function productsOf(repos: Repositories, ids: number[]): Promise<MysteryProductRow[]> {
  const byId = new Map((await repos.games.products(ids)).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const nameOf = (p: MysteryProductRow, locale: Locale) => (locale === 'en' ? p.name_en : p.name_fr);

/** The prize's discount in FCFA: the percentage of the product's price, in steps of 500 FCFA. */
export const discountFor = (price: number, percent: number): number => Math.max(500, Math.round((price * percent) / 100 / 500) * 500);

/**
 * The mystery page: hints revealed so far (by the server's clock) and when the next comes, the
 * candidates to choose from, and once the game has ended the product itself.
 */
export async function publicMystery(ctx: AppContext, game: GameRow, ended: boolean, locale: Locale) {
  const mystery = await ctx.repos.games.mysteryOf(game.code);
  if (!mystery) return { hints: [], next_hint_at: null, total_hints: 0, candidates: [] };
  const now = nowText(ctx);
  const hints = await ctx.repos.games.hintsOf(game.code);
  const next = hints.find((h) => h.reveal_at > now);
  const [product] = await productsOf(ctx.repos, [mystery.product_id]);
  const candidates = await productsOf(ctx.repos, JSON.parse(mystery.candidates) as number[]);
  const guesses = await ctx.repos.games.guessCounts(game.code);
  return {
    discount_percent: mystery.discount_percent,
    total_hints: hints.length,
    hints: hints.filter((h) => ended || h.reveal_at <= now).map((h) => ({ position: h.position, text: locale === 'en' ? h.hint_en : h.hint_fr })),
    next_hint_at: ended || !next ? null : isoOf(next.reveal_at),
    candidates: candidates.map((p) => ({ id: p.id, name: nameOf(p, locale) })),
    guesses,
    // The answer only once nobody can guess any more.
    ...(ended && product ? { product: { id: product.id, name: nameOf(product, locale), url: `/product/${product.url_key}-${product.id}`, price: product.price } } : {}),
  };
}

/** Mystery product: one guess per entry among the candidates; a right guess wins a discount on it. */
export function registerMystery(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/games/mystery/guess',
    { schema: { querystring: GameLocaleQuerySchema, body: MysteryGuessRequestSchema, response: { 200: MysteryGuessSchema } } },
    async (request) => {
      const locale = localeOf(request);
      const body = request.body;
      const game = await requireRunningCode(ctx, 'mystery', body.code);
      const mystery = await ctx.repos.games.mysteryOf(game.code);
      if (!mystery || !(JSON.parse(mystery.candidates) as number[]).includes(body.product_id)) throw badRequest(msg('mystery_not_a_candidate'));
      const checked = await checkEntry(ctx, request, game, body);
      return ctx.transaction(async (repos) => {
        const entry = await findOrCreateEntry(repos, game, checked, nowText(ctx));
        const correct = body.product_id === mystery.product_id;
        // One guess per entry, kept by its key: of two guesses at once, the second is refused.
        if (!(await repos.games.insertGuess(entry.id, body.product_id, correct, nowText(ctx)))) {
          const [previous] = await productsOf(repos, [(await repos.games.guessOf(entry.id))!]);
          throw conflict(msg('mystery_already_guessed'), { product: previous ? nameOf(previous, locale) : '' });
        }
        await repos.games.finishEntry(entry.id, nowText(ctx), { score: correct ? 1 : 0 });
        if (!correct) return { correct: false, coupon: null };
        const [product] = await productsOf(repos, [mystery.product_id]);
        if (!product) throw badRequest(msg('mystery_not_a_candidate'));
        const amount = discountFor(product.price, mystery.discount_percent);
        const code = await createPrizeCoupon(
          ctx,
          repos,
          {
            prefix: 'MYST',
            type: 'fixed',
            amount,
            // A discount on the mystery product: it applies to an order of at least its price.
            minSubtotal: product.price,
            days: mystery.coupon_days,
            labelFr: `Produit mystère : ${product.name_fr}`,
            labelEn: `Mystery product: ${product.name_en}`,
          },
          entry,
        );
        return { correct: true, product: { id: product.id, name: nameOf(product, locale), url: `/product/${product.url_key}-${product.id}` }, discount: amount, coupon: await couponView(repos, code) };
      });
    },
  );
}
