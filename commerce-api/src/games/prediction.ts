import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  GameEntryRequestSchema,
  GameLocaleQuerySchema,
  GamePlayerRequestSchema,
  MyPredictionsSchema,
  PredictionJoinSchema,
  PredictionsRequestSchema,
} from '@shop/shared/contracts/games-schema';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import { nowText } from '../auth/clock.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { checkEntry, findOrCreateEntry, issuePlayToken, playerOf, requireRunningCode } from './entry.ts';
import type { EntryRow, FixtureRow, GameRow } from './repository.ts';
import { maskPhone, publicName } from './lib/mask.ts';
import { POINTS, pointsFor, rank } from './lib/points.ts';
import { isoOf } from './lib/schedule.ts';
import { msg } from './messages.ts';

const resultOf = (f: Pick<FixtureRow, 'home_score' | 'away_score'>) => (f.home_score === null || f.away_score === null ? null : { home: f.home_score, away: f.away_score });

/** Fixtures (open until kick-off, by the server's clock) and the ranking of the game. */
export async function publicPrediction(ctx: AppContext, game: GameRow, locale: Locale) {
  const now = nowText(ctx);
  const fixtures = await ctx.repos.games.fixturesOf(game.code);
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  const players = await ctx.repos.games.playersOf(game.code);
  const predictions = await ctx.repos.games.predictionsOfGame(game.code);
  const ofPlayer = new Map<number, typeof predictions>();
  for (const p of predictions) ofPlayer.set(p.entry_id, [...(ofPlayer.get(p.entry_id) ?? []), p]);
  const table = rank(
    players.filter((p) => ofPlayer.has(p.id)),
    (p) => (ofPlayer.get(p.id) ?? []).map((row) => ({ prediction: row, result: resultOf(byId.get(row.fixture_id)!) })),
  );
  return {
    points: POINTS,
    fixtures: fixtures.map((f) => ({
      id: f.id,
      stage: locale === 'en' ? f.stage_en : f.stage_fr,
      home: locale === 'en' ? f.home_en : f.home_fr,
      away: locale === 'en' ? f.away_en : f.away_fr,
      kickoff_at: isoOf(f.kickoff_at),
      open: now < f.kickoff_at,
      result: resultOf(f),
    })),
    ranking: table.slice(0, 20).map((s) => ({ rank: s.rank, name: publicName(s.player.nom), tel: maskPhone(s.player.tel), points: s.points, exact: s.exact })),
  };
}

/** A player's own predictions with the points each has earned. */
async function predictionsOf(repos: Repositories, entry: EntryRow) {
  const rows = await repos.games.predictionsOfEntry(entry.id);
  return rows.map((r) => ({
    fixture_id: r.fixture_id,
    home: r.home,
    away: r.away,
    points: pointsFor(r, r.home_score === null || r.away_score === null ? null : { home: r.home_score, away: r.away_score }),
  }));
}

/**
 * Football prediction: a player joins once (name, phone, a real order), gets a token, and
 * predicts scores; each fixture's predictions close at its kick-off, on the server's clock.
 */
export function registerPrediction(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/games/prediction/join',
    { schema: { querystring: GameLocaleQuerySchema, body: GameEntryRequestSchema, response: { 200: PredictionJoinSchema } } },
    async (request) => {
      const body = request.body;
      const game = await requireRunningCode(ctx, 'prediction', body.code);
      const checked = await checkEntry(ctx, request, game, body);
      return ctx.transaction(async (repos) => {
        const entry = await findOrCreateEntry(repos, game, checked, nowText(ctx));
        return { tel: entry.tel, token: await issuePlayToken(ctx, repos, entry.id), predictions: await predictionsOf(repos, entry) };
      });
    },
  );

  // The player's own predictions (a POST: the token is a secret and stays out of URLs and logs).
  app.post(
    '/api/games/prediction/mine',
    { schema: { body: GamePlayerRequestSchema, response: { 200: MyPredictionsSchema } } },
    async (request) => {
      const body = request.body;
      const game = await requireRunningCode(ctx, 'prediction', body.code);
      const entry = await playerOf(ctx.repos, game, body.tel, body.token);
      return { predictions: await predictionsOf(ctx.repos, entry) };
    },
  );

  app.put(
    '/api/games/prediction/predictions',
    { schema: { querystring: GameLocaleQuerySchema, body: PredictionsRequestSchema, response: { 200: MyPredictionsSchema } } },
    async (request) => {
      const locale = localeOf(request);
      const body = request.body;
      const game = await requireRunningCode(ctx, 'prediction', body.code);
      return ctx.transaction(async (repos) => {
        const entry = await playerOf(repos, game, body.tel, body.token);
        const now = nowText(ctx);
        const seen = new Set<number>();
        for (const p of body.predictions) {
          const fixture = await repos.games.fixture(p.fixture_id, game.code);
          if (!fixture || seen.has(p.fixture_id)) throw badRequest(msg('prediction_unknown_fixture'), { id: p.fixture_id });
          seen.add(p.fixture_id);
          // Entries close at kick-off: the whole request is refused, nothing is written.
          if (now >= fixture.kickoff_at) {
            const match = locale === 'en' ? `${fixture.home_en} – ${fixture.away_en}` : `${fixture.home_fr} – ${fixture.away_fr}`;
            throw new ApiError(409, msg('prediction_closed'), { match });
          }
          await repos.games.savePrediction({ fixtureId: p.fixture_id, entryId: entry.id, home: p.home, away: p.away, at: now });
        }
        return { predictions: await predictionsOf(repos, entry) };
      });
    },
  );
}
