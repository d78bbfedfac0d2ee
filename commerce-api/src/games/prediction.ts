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
import { nowText } from '../auth/clock.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import {
  checkEntry,
  type EntryRow,
  findOrCreateEntry,
  type GameRow,
  issuePlayToken,
  playerOf,
  requireRunningCode,
} from './entry.ts';
import { maskPhone, publicName } from './lib/mask.ts';
import { POINTS, pointsFor, rank } from './lib/points.ts';
import { isoOf } from './lib/schedule.ts';
import { msg } from './messages.ts';

interface FixtureRow {
  id: number;
  code: string;
  stage_fr: string;
  stage_en: string;
  home_fr: string;
  home_en: string;
  away_fr: string;
  away_en: string;
  kickoff_at: string;
  home_score: number | null;
  away_score: number | null;
}

interface PredictionRow {
  fixture_id: number;
  entry_id: number;
  home: number;
  away: number;
}

const fixturesOf = (ctx: AppContext, code: string) =>
  ctx.db.prepare('SELECT * FROM game_fixtures WHERE code = ? ORDER BY kickoff_at, id').all(code) as FixtureRow[];

const resultOf = (f: FixtureRow) => (f.home_score === null || f.away_score === null ? null : { home: f.home_score, away: f.away_score });

/** Fixtures (open until kick-off, by the server's clock) and the ranking of the game. */
export function publicPrediction(ctx: AppContext, game: GameRow, locale: Locale) {
  const now = nowText(ctx);
  const fixtures = fixturesOf(ctx, game.code);
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  const players = ctx.db.prepare('SELECT id, nom, tel FROM game_entries WHERE code = ?').all(game.code) as { id: number; nom: string; tel: string }[];
  const predictions = ctx.db
    .prepare('SELECT p.fixture_id, p.entry_id, p.home, p.away FROM game_predictions p JOIN game_fixtures f ON f.id = p.fixture_id WHERE f.code = ?')
    .all(game.code) as PredictionRow[];
  const ofPlayer = new Map<number, PredictionRow[]>();
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
function predictionsOf(ctx: AppContext, entry: EntryRow) {
  const rows = ctx.db
    .prepare('SELECT p.fixture_id, p.home, p.away, f.home_score, f.away_score FROM game_predictions p JOIN game_fixtures f ON f.id = p.fixture_id WHERE p.entry_id = ? ORDER BY f.kickoff_at')
    .all(entry.id) as { fixture_id: number; home: number; away: number; home_score: number | null; away_score: number | null }[];
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
      const game = requireRunningCode(ctx, 'prediction', body.code);
      const checked = checkEntry(ctx, request, game, body);
      return ctx.db.transaction(() => {
        const entry = findOrCreateEntry(ctx, game, checked);
        return { tel: entry.tel, token: issuePlayToken(ctx, entry.id), predictions: predictionsOf(ctx, entry) };
      }).immediate();
    },
  );

  // The player's own predictions (a POST: the token is a secret and stays out of URLs and logs).
  app.post(
    '/api/games/prediction/mine',
    { schema: { body: GamePlayerRequestSchema, response: { 200: MyPredictionsSchema } } },
    async (request) => {
      const body = request.body;
      const game = requireRunningCode(ctx, 'prediction', body.code);
      const entry = playerOf(ctx, game, body.tel, body.token);
      return { predictions: predictionsOf(ctx, entry) };
    },
  );

  app.put(
    '/api/games/prediction/predictions',
    { schema: { querystring: GameLocaleQuerySchema, body: PredictionsRequestSchema, response: { 200: MyPredictionsSchema } } },
    async (request) => {
      const locale = localeOf(request);
      const body = request.body;
      const game = requireRunningCode(ctx, 'prediction', body.code);
      return ctx.db.transaction(() => {
        const entry = playerOf(ctx, game, body.tel, body.token);
        const now = nowText(ctx);
        const seen = new Set<number>();
        for (const p of body.predictions) {
          const fixture = ctx.db.prepare('SELECT * FROM game_fixtures WHERE id = ? AND code = ?').get(p.fixture_id, game.code) as FixtureRow | undefined;
          if (!fixture || seen.has(p.fixture_id)) throw badRequest(msg('prediction_unknown_fixture'), { id: p.fixture_id });
          seen.add(p.fixture_id);
          // Entries close at kick-off: the whole request is refused, nothing is written.
          if (now >= fixture.kickoff_at) {
            const match = locale === 'en' ? `${fixture.home_en} – ${fixture.away_en}` : `${fixture.home_fr} – ${fixture.away_fr}`;
            throw new ApiError(409, msg('prediction_closed'), { match });
          }
          ctx.db
            .prepare(
              `INSERT INTO game_predictions (fixture_id, entry_id, home, away, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
               ON CONFLICT (fixture_id, entry_id) DO UPDATE SET home = excluded.home, away = excluded.away, updated_at = excluded.updated_at`,
            )
            .run(p.fixture_id, entry.id, p.home, p.away, now, now);
        }
        return { predictions: predictionsOf(ctx, entry) };
      }).immediate();
    },
  );
}
