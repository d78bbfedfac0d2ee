import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameKindSchema, GameLocaleQuerySchema, GamePageSchema, MyPrizesSchema } from '@shop/shared/contracts/games-schema';
import type { GamePageWire } from '@shop/shared/contracts/wire';
import { Type } from 'typebox';
import type { FeatureModule } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { requireCustomer } from '../auth/guard.ts';
import { localeOf } from '../http/locale.ts';
import { settingsOf, titleOf } from './entry.ts';
import { maskPhone, publicName } from './lib/mask.ts';
import { isoOf, scheduleOf } from './lib/schedule.ts';
import { whackSettings } from './lib/score.ts';
import { publicMystery, registerMystery } from './mystery.ts';
import { publicPrediction, registerPrediction } from './prediction.ts';
import { publicTombola, registerTombola } from './tombola.ts';
import { publicTreasure, registerTreasure } from './treasure.ts';
import { publicSegments, registerWheel } from './wheel.ts';
import { registerWhackAMole } from './whack-a-mole.ts';

/**
 * Games as scheduled content: `GET /api/games/{kind}` says what the game's page shows now
 * (nothing programmed, a countdown, the running game, or the result of the last one), with
 * what each game needs to be drawn. The active code is only given out while the game runs.
 */
export const gamesModule: FeatureModule = async (untyped, { ctx }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/games/:kind',
    { schema: { params: Type.Object({ kind: GameKindSchema }), querystring: GameLocaleQuerySchema, response: { 200: GamePageSchema } } },
    async (request): Promise<GamePageWire> => {
      const { kind } = request.params;
      const locale = localeOf(request);
      const now = nowText(ctx);
      const { state, game } = scheduleOf(await ctx.repos.games.activeGamesOfKind(kind), now);
      const body: GamePageWire = {
        kind,
        state,
        server_time: isoOf(now),
        game: game && {
          code: state === 'in_progress' ? game.code : null,
          title: titleOf(game, locale),
          starts_at: isoOf(game.starts_at),
          ends_at: isoOf(game.ends_at),
          login_required: Boolean(game.login_required),
        },
      };
      if (!game || state === 'programmed') return body;
      if (kind === 'whack-a-mole') {
        const top = await ctx.repos.games.whackLeaderboard(game.code, 10);
        return {
          ...body,
          rules: whackSettings(settingsOf(game)),
          leaderboard: top.map((r, i) => ({ rank: i + 1, name: publicName(r.nom), tel: maskPhone(r.tel), score: r.score })),
        };
      }
      if (kind === 'tombola') return { ...body, ...(await publicTombola(ctx, game, locale)) };
      if (kind === 'prediction') return { ...body, ...(await publicPrediction(ctx, game, locale)) };
      if (kind === 'mystery') return { ...body, ...(await publicMystery(ctx, game, state === 'ended', locale)) };
      if (kind === 'treasure') return { ...body, ...(await publicTreasure(ctx, game, locale)) };
      return { ...body, segments: await publicSegments(ctx, game.code, locale) };
    },
  );

  // A logged-in winner finds their prize coupons in the customer area.
  app.get('/api/games/my-prizes', { schema: { response: { 200: MyPrizesSchema } } }, async (request) => {
    const customerId = requireCustomer(ctx, request);
    const locale = localeOf(request);
    const rows = await ctx.repos.games.prizeCouponsOf(customerId);
    const now = nowText(ctx);
    return {
      items: rows.map((r) => ({
        code: r.code!,
        label: locale === 'en' ? r.label_en : r.label_fr,
        ends_at: isoOf(r.ends_at ?? ''),
        min_subtotal: r.min_subtotal,
        usable: Boolean(r.is_active) && r.ends_at !== null && r.ends_at >= now,
      })),
    };
  });

  registerWheel(app, ctx);
  registerTombola(app, ctx);
  registerPrediction(app, ctx);
  registerMystery(app, ctx);
  registerTreasure(app, ctx);
  registerWhackAMole(app, ctx);
};
