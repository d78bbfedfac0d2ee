import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  GameLocaleQuerySchema,
  WhackActiveCodeSchema,
  WhackEntryRequestSchema,
  WhackEntrySchema,
  WhackScoreRequestSchema,
} from '@shop/shared/contracts/games-schema';
import type { WhackEntryWire } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { normalizePhone } from '../http/validation.ts';
import { checkEntry, findOrCreateEntry, holdsPlayToken, issuePlayToken, requireRunningCode, runningGame, settingsOf } from './entry.ts';
import type { EntryRow } from './repository.ts';
import { MAX_SCORE, maxPlausibleScore, whackSettings } from './lib/score.ts';
import { msg } from './messages.ts';

/** Rounds an entry may start: the first and two restarts. */
export const MAX_SESSIONS = 3;

/**
 * The entry as create and update answer it (`data: {is_updated, score, tel}`). While the entry is open, `session_token` is
 * the one-time token that alone can record its score.
 */
const entryData = (entry: Pick<EntryRow, 'is_updated' | 'score' | 'tel'>, sessionToken?: string): WhackEntryWire => ({
  data: { is_updated: Boolean(entry.is_updated), score: entry.score, tel: entry.tel, ...(sessionToken ? { session_token: sessionToken } : {}) },
});

/**
 * Whack-a-mole ("René la taupe"): one entry per phone and per order for the running game code.
 * `create` opens a play session and hands out its token; `update` records the score once, for
 * the token's holder only, and only a score the time played makes possible.
 */
export function registerWhackAMole(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/whack-a-mole/active-code', { schema: { response: { 200: WhackActiveCodeSchema } } }, async () => {
    const game = await runningGame(ctx, 'whack-a-mole');
    return {
      has_active: game !== null,
      active_game: game?.code ?? null,
      login_required: Boolean(game?.login_required),
      ...(game ? { name: game.name, starts_at: game.starts_at, ends_at: game.ends_at } : {}),
    };
  });

  app.post(
    '/api/whack-a-mole/create',
    { schema: { querystring: GameLocaleQuerySchema, body: WhackEntryRequestSchema, response: { 200: WhackEntrySchema } } },
    async (request) => {
      const body = request.body;
      const game = await requireRunningCode(ctx, 'whack-a-mole', body.wrack_the_mole_code);
      const checked = await checkEntry(ctx, request, game, body);
      return ctx.transaction(async (repos) => {
        const entry = await findOrCreateEntry(repos, game, checked, nowText(ctx));
        // A finished entry ends the session with its final score (no new token).
        if (entry.is_updated) return entryData(entry);
        // A reload or a lost connection may restart the round, a few times; after that the entry
        // ends with the score it has (0), or a player could replay until a round went well.
        if (entry.play_sessions >= MAX_SESSIONS) {
          await repos.games.finishEntry(entry.id, nowText(ctx), { endToken: true });
          return entryData({ ...entry, is_updated: 1 });
        }
        return entryData(entry, await issuePlayToken(ctx, repos, entry.id));
      });
    },
  );

  app.put(
    '/api/whack-a-mole/update/:tel',
    {
      schema: {
        querystring: GameLocaleQuerySchema,
        params: Type.Object({ tel: Type.String({ maxLength: 30 }) }),
        body: WhackScoreRequestSchema(MAX_SCORE),
        response: { 200: WhackEntrySchema },
      },
    },
    async (request) => {
      const body = request.body;
      const game = await requireRunningCode(ctx, 'whack-a-mole', body.wrack_the_mole_code);
      const tel = normalizePhone(request.params.tel);
      if (!tel) throw badRequest(customerMsg('invalid_phone'));
      return ctx.transaction(async (repos) => {
        const entry = await repos.games.findEntry(game.code, tel);
        // Only the holder of the round's token learns anything of the entry: answering "no entry"
        // or "already played (score)" to anyone told whether, and how well, a telephone had played.
        // A finished round's token is spent, so its entry answers like any other.
        if (!entry || entry.is_updated || !holdsPlayToken(entry, body.session_token)) throw new ApiError(403, msg('game_session_invalid'));
        const max = maxPlausibleScore(whackSettings(settingsOf(game)), ctx.now().getTime() - (entry.play_started_at ?? Infinity));
        // Refused without ending the session: a real round never gets here, and the token still
        // holds only what the time played allows.
        if (body.score > max) throw new ApiError(422, msg('game_score_impossible'), { max });
        // Only the first of two scores sent at once is recorded; the other finds it recorded.
        if (!(await repos.games.finishEntry(entry.id, nowText(ctx), { score: body.score, endToken: true }))) {
          const recorded = await repos.games.findEntry(game.code, tel);
          throw badRequest(msg('game_already_played'), { score: recorded?.score ?? 0 });
        }
        return entryData({ is_updated: 1, score: body.score, tel });
      });
    },
  );
}
