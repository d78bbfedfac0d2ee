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
import { nowText } from '../auth/clock.ts';
import { consume } from '../auth/rate-limit.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { couponView, createPrizeCoupon } from './coupons.ts';
import { checkEntry, type EntryRow, findOrCreateEntry, type GameRow, issuePlayToken, playerOf, requireRunningCode } from './entry.ts';
import { normalizeAnswer } from './lib/answer.ts';
import { msg } from './messages.ts';

interface ClueRow {
  id: number;
  position: number;
  riddle_fr: string;
  riddle_en: string;
  answers: string;
}

/** The prize for finding every clue. */
export const TREASURE_PRIZE = { amount: 5000, minSubtotal: 30_000, days: 30 } as const;

const cluesOf = (ctx: AppContext, code: string) => ctx.db.prepare('SELECT * FROM game_clues WHERE code = ? ORDER BY position').all(code) as ClueRow[];

/** The riddles (never their answers) and how many players have found everything. */
export function publicTreasure(ctx: AppContext, game: GameRow, locale: Locale) {
  const clues = cluesOf(ctx, game.code);
  const finishers = ctx.db
    .prepare(
      `SELECT count(*) FROM (SELECT f.entry_id FROM game_clue_finds f JOIN game_clues c ON c.id = f.clue_id WHERE c.code = ?
       GROUP BY f.entry_id HAVING count(*) = ?)`,
    )
    .pluck()
    .get(game.code, clues.length) as number;
  return {
    prize: { amount: TREASURE_PRIZE.amount, min_subtotal: TREASURE_PRIZE.minSubtotal },
    clues: clues.map((c) => ({ position: c.position, riddle: locale === 'en' ? c.riddle_en : c.riddle_fr })),
    finishers,
  };
}

/** The player's progress: positions found, and the prize coupon once all are. */
function progressOf(ctx: AppContext, game: GameRow, entry: EntryRow) {
  const found = ctx.db
    .prepare('SELECT c.position FROM game_clue_finds f JOIN game_clues c ON c.id = f.clue_id WHERE f.entry_id = ? ORDER BY c.position')
    .pluck()
    .all(entry.id) as number[];
  const coupon = ctx.db.prepare('SELECT coupon_code FROM game_entries WHERE id = ?').pluck().get(entry.id) as string | null;
  return { found, total: cluesOf(ctx, game.code).length, coupon: couponView(ctx, coupon) };
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
    const game = requireRunningCode(ctx, 'treasure', body.code);
    const checked = checkEntry(ctx, request, game, body);
    return ctx.db.transaction(() => {
      const entry = findOrCreateEntry(ctx, game, checked);
      return { tel: entry.tel, token: issuePlayToken(ctx, entry.id), ...progressOf(ctx, game, entry) };
    }).immediate();
  });

  app.post(
    '/api/games/treasure/progress',
    { schema: { body: GamePlayerRequestSchema, response: { 200: TreasureProgressSchema } } },
    async (request) => {
      const body = request.body;
      const game = requireRunningCode(ctx, 'treasure', body.code);
      return progressOf(ctx, game, playerOf(ctx, game, body.tel, body.token));
    },
  );

  app.post(
    '/api/games/treasure/answer',
    { schema: { querystring: GameLocaleQuerySchema, body: ClueAnswerRequestSchema, response: { 200: TreasureProgressSchema } } },
    async (request) => {
      const body = request.body;
      const game = requireRunningCode(ctx, 'treasure', body.code);
      const entry = playerOf(ctx, game, body.tel, body.token);
      const clue = cluesOf(ctx, game.code).find((c) => c.position === body.clue);
      if (!clue) throw badRequest(msg('treasure_unknown_clue'), { clue: body.clue });
      const accepted = JSON.parse(clue.answers) as string[];
      if (!accepted.includes(normalizeAnswer(body.answer))) {
        consume(ctx, `treasure:${entry.id}`, { max: 20, windowSeconds: 3600 });
        throw badRequest(msg('treasure_wrong_answer'));
      }
      return ctx.db.transaction(() => {
        ctx.db.prepare('INSERT OR IGNORE INTO game_clue_finds (entry_id, clue_id, found_at) VALUES (?, ?, ?)').run(entry.id, clue.id, nowText(ctx));
        const progress = progressOf(ctx, game, entry);
        if (progress.found.length === progress.total && !progress.coupon) {
          createPrizeCoupon(
            ctx,
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
          ctx.db.prepare('UPDATE game_entries SET is_updated = 1, updated_at = ? WHERE id = ?').run(nowText(ctx), entry.id);
          return progressOf(ctx, game, entry);
        }
        return progress;
      }).immediate();
    },
  );
}
