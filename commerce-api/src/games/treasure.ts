import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ClueAnswerRequestSchema,
  GameEntryRequestSchema,
  GameLocaleQuerySchema,
  GamePlayerRequestSchema,
  TreasureJoinSchema,
  TreasureProgressSchema,
} from '@shop/shared/contracts/games-schema';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import { nowText } from '../auth/clock.ts';
import { consume } from '../auth/rate-limit.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { couponView, createPrizeCoupon } from './coupons.ts';
import { checkEntry, findOrCreateEntry, issuePlayToken, playerOf, requireRunningCode } from './entry.ts';
import type { EntryRow, GameRow } from './repository.ts';
import { normalizeAnswer } from './lib/answer.ts';
import { msg } from './messages.ts';

/** The prize for finding every clue. */
export const TREASURE_PRIZE = { amount: 5000, minSubtotal: 30_000, days: 30 } as const;

/** The riddles (never their answers) and how many players have found everything. */
export async function publicTreasure(ctx: AppContext, game: GameRow, locale: Locale) {
  const clues = await ctx.repos.games.cluesOf(game.code);
  const finishers = await ctx.repos.games.finishers(game.code, clues.length);
  return {
    prize: { amount: TREASURE_PRIZE.amount, min_subtotal: TREASURE_PRIZE.minSubtotal },
    clues: clues.map((c) => ({ position: c.position, riddle: locale === 'en' ? c.riddle_en : c.riddle_fr })),
    finishers,
  };
}

/** The player's progress: positions found, and the prize coupon once all are. */
async function progressOf(repos: Repositories, game: GameRow, entry: EntryRow) {
  const found = await repos.games.foundPositions(entry.id);
  const coupon = await repos.games.entryCoupon(entry.id);
  return { found, total: (await repos.games.cluesOf(game.code)).length, coupon: await couponView(repos, coupon) };
}

/**
 * Treasure hunt: a player joins once (name, phone, a real order) and gets a token; each right
 * answer is kept; the last one wins a single-use coupon, once. Wrong answers are limited per
 * player, so answers cannot be guessed by brute force.
 */
export function registerTreasure(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const joinSchema = { querystring: GameLocaleQuerySchema, body: GameEntryRequestSchema, response: { 200: TreasureJoinSchema } };
  app.post('/api/games/treasure/join', { schema: joinSchema }, async (request) => {
    const body = request.body;
    const game = await requireRunningCode(ctx, 'treasure', body.code);
    const checked = await checkEntry(ctx, request, game, body);
    return ctx.transaction(async (repos) => {
      const entry = await findOrCreateEntry(repos, game, checked, nowText(ctx));
      return { tel: entry.tel, token: await issuePlayToken(ctx, repos, entry.id), ...(await progressOf(repos, game, entry)) };
    });
  });

  app.post(
    '/api/games/treasure/progress',
    { schema: { body: GamePlayerRequestSchema, response: { 200: TreasureProgressSchema } } },
    async (request) => {
      const body = request.body;
      const game = await requireRunningCode(ctx, 'treasure', body.code);
      return progressOf(ctx.repos, game, await playerOf(ctx.repos, game, body.tel, body.token));
    },
  );

  app.post(
    '/api/games/treasure/answer',
    { schema: { querystring: GameLocaleQuerySchema, body: ClueAnswerRequestSchema, response: { 200: TreasureProgressSchema } } },
    async (request) => {
      const body = request.body;
      const game = await requireRunningCode(ctx, 'treasure', body.code);
      const entry = await playerOf(ctx.repos, game, body.tel, body.token);
      const clue = (await ctx.repos.games.cluesOf(game.code)).find((c) => c.position === body.clue);
      if (!clue) throw badRequest(msg('treasure_unknown_clue'), { clue: body.clue });
      const accepted = JSON.parse(clue.answers) as string[];
      if (!accepted.includes(normalizeAnswer(body.answer))) {
        await consume(ctx, `treasure:${entry.id}`, { max: 20, windowSeconds: 3600 });
        throw badRequest(msg('treasure_wrong_answer'));
      }
      return ctx.transaction(async (repos) => {
        await repos.games.recordFind(entry.id, clue.id, nowText(ctx));
        const progress = await progressOf(repos, game, entry);
        // The last find claims the entry's one prize: of two last answers at once, one pays.
        if (progress.found.length < progress.total || progress.coupon || !(await repos.games.finishEntry(entry.id, nowText(ctx)))) return progress;
        await createPrizeCoupon(
          ctx,
          repos,
          {
            prefix: 'TRESOR',
            type: 'fixed',
            amount: TREASURE_PRIZE.amount,
            minSubtotal: TREASURE_PRIZE.minSubtotal,
            days: TREASURE_PRIZE.days,
            labelFr: 'Chasse au trésor : 5 000 FCFA offerts',
            labelEn: 'Treasure hunt: 5,000 FCFA off',
          },
          entry,
        );
        return progressOf(repos, game, entry);
      });
    },
  );
}
