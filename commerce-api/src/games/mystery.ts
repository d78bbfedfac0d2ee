import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameLocaleQuerySchema, MysteryGuessRequestSchema, MysteryGuessSchema } from '@shop/shared/contracts/games-schema';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { couponView, createPrizeCoupon } from './coupons.ts';
import { checkEntry, findOrCreateEntry, type GameRow, requireRunningCode } from './entry.ts';
import { isoOf } from './lib/schedule.ts';
import { msg } from './messages.ts';

interface MysteryRow {
  code: string;
  product_id: number;
  candidates: string;
  discount_percent: number;
  coupon_days: number;
}

interface ProductRow {
  id: number;
  name_fr: string;
  name_en: string;
  url_key: string;
  price: number;
}

const mysteryOf = (ctx: AppContext, code: string) => ctx.db.prepare('SELECT * FROM game_mystery WHERE code = ?').get(code) as MysteryRow | undefined;
const productOf = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT id, name_fr, name_en, url_key, price FROM products WHERE id = ?').get(id) as ProductRow;
const nameOf = (p: ProductRow, locale: Locale) => (locale === 'en' ? p.name_en : p.name_fr);

/** The prize's discount in FCFA: the percentage of the product's price, in steps of 500 FCFA. */
export const discountFor = (price: number, percent: number): number => Math.max(500, Math.round((price * percent) / 100 / 500) * 500);

/**
 * The mystery page: hints revealed so far (by the server's clock) and when the next comes, the
 * candidates to choose from, and once the game has ended the product itself.
 */
export function publicMystery(ctx: AppContext, game: GameRow, ended: boolean, locale: Locale) {
  const mystery = mysteryOf(ctx, game.code);
  if (!mystery) return { hints: [], next_hint_at: null, total_hints: 0, candidates: [] };
  const now = nowText(ctx);
  const hints = ctx.db.prepare('SELECT position, hint_fr, hint_en, reveal_at FROM game_mystery_hints WHERE code = ? ORDER BY position').all(game.code) as {
    position: number;
    hint_fr: string;
    hint_en: string;
    reveal_at: string;
  }[];
  const next = hints.find((h) => h.reveal_at > now);
  const product = productOf(ctx, mystery.product_id);
  const candidates = (JSON.parse(mystery.candidates) as number[]).map((id) => productOf(ctx, id)).filter(Boolean);
  const guesses = ctx.db
    .prepare('SELECT count(*) AS total, coalesce(sum(correct), 0) AS correct FROM game_guesses g JOIN game_entries e ON e.id = g.entry_id WHERE e.code = ?')
    .get(game.code) as { total: number; correct: number };
  return {
    discount_percent: mystery.discount_percent,
    total_hints: hints.length,
    hints: hints.filter((h) => ended || h.reveal_at <= now).map((h) => ({ position: h.position, text: locale === 'en' ? h.hint_en : h.hint_fr })),
    next_hint_at: ended || !next ? null : isoOf(next.reveal_at),
    candidates: candidates.map((p) => ({ id: p.id, name: nameOf(p, locale) })),
    guesses,
    // The answer only once nobody can guess any more.
    ...(ended ? { product: { id: product.id, name: nameOf(product, locale), url: `/product/${product.url_key}-${product.id}`, price: product.price } } : {}),
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
      const game = requireRunningCode(ctx, 'mystery', body.code);
      const mystery = mysteryOf(ctx, game.code);
      if (!mystery || !(JSON.parse(mystery.candidates) as number[]).includes(body.product_id)) throw badRequest(msg('mystery_not_a_candidate'));
      const checked = checkEntry(ctx, request, game, body);
      return ctx.db.transaction(() => {
        const entry = findOrCreateEntry(ctx, game, checked);
        const previous = ctx.db.prepare('SELECT product_id FROM game_guesses WHERE entry_id = ?').pluck().get(entry.id) as number | undefined;
        if (previous !== undefined) throw conflict(msg('mystery_already_guessed'), { product: nameOf(productOf(ctx, previous), locale) });
        const correct = body.product_id === mystery.product_id;
        ctx.db.prepare('INSERT INTO game_guesses (entry_id, product_id, correct, created_at) VALUES (?, ?, ?, ?)').run(entry.id, body.product_id, correct ? 1 : 0, nowText(ctx));
        ctx.db.prepare('UPDATE game_entries SET is_updated = 1, score = ?, updated_at = ? WHERE id = ?').run(correct ? 1 : 0, nowText(ctx), entry.id);
        if (!correct) return { correct: false, coupon: null };
        const product = productOf(ctx, mystery.product_id);
        const amount = discountFor(product.price, mystery.discount_percent);
        const code = createPrizeCoupon(
          ctx,
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
        return { correct: true, product: { id: product.id, name: nameOf(product, locale), url: `/product/${product.url_key}-${product.id}` }, discount: amount, coupon: couponView(ctx, code) };
      }).immediate();
    },
  );
}
