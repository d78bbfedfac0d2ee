import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { consume } from '../auth/rate-limit.ts';
import { missing } from '../auth/rest.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isPersonName, normalizePhone } from '../customers/validation.ts';
import { msg } from './messages.ts';

/** Highest score the game can produce in one session; anything above is not a real game. */
export const MAX_SCORE = 1000;

interface GameCode {
  code: string;
  name: string;
  starts_at: string;
  ends_at: string;
  login_required: number;
}

interface Entry {
  id: number;
  code: string;
  nom: string;
  tel: string;
  order_number: string;
  score: number;
  is_updated: number;
}

function activeGame(ctx: AppContext): GameCode | null {
  const now = nowText(ctx);
  return (
    (ctx.db
      .prepare('SELECT code, name, starts_at, ends_at, login_required FROM game_codes WHERE is_active = 1 AND starts_at <= ? AND ends_at >= ? ORDER BY starts_at DESC LIMIT 1')
      .get(now, now) as GameCode | undefined) ?? null
  );
}

function requireActiveCode(ctx: AppContext, code: string): GameCode {
  const game = activeGame(ctx);
  if (!game || game.code !== code) throw badRequest(msg('game_invalid_code'));
  return game;
}

const entryData = (entry: Entry) => ({ data: { is_updated: Boolean(entry.is_updated), score: entry.score, tel: entry.tel } });

/**
 * Whack-a-mole ("René la taupe"): one entry per phone and per order for the running game code.
 * Order numbers are sequential, so a guest proves the order is theirs with the order's phone;
 * a logged-in player's order must be one of their own.
 */
export function registerWhackAMole(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/whack-a-mole/active-code', async () => {
    const game = activeGame(ctx);
    return {
      has_active: game !== null,
      active_game: game?.code ?? null,
      login_required: Boolean(game?.login_required),
      ...(game ? { name: game.name, starts_at: game.starts_at, ends_at: game.ends_at } : {}),
    };
  });

  app.post(
    '/api/whack-a-mole/create',
    {
      schema: {
        body: {
          type: 'object',
          required: ['nom', 'tel', 'order_number', 'wrack_the_mole_code'],
          properties: {
            nom: { type: 'string', maxLength: 120 },
            tel: { type: 'string', maxLength: 30 },
            order_number: { type: ['string', 'integer'], maxLength: 20 },
            wrack_the_mole_code: { type: 'string', maxLength: 60 },
          },
        },
      },
    },
    async (request) => {
      const body = request.body as { nom: string; tel: string; order_number: string | number; wrack_the_mole_code: string };
      const game = requireActiveCode(ctx, body.wrack_the_mole_code);
      const session = sessionIfValid(ctx, request);
      if (game.login_required && !session) throw new ApiError(401, msg('game_login_required'));
      const nom = body.nom.trim().replace(/\s+/g, ' ');
      if (!nom) throw badRequest('required_field', { fieldName: 'nom' });
      if (!isPersonName(nom)) throw badRequest(customerMsg('invalid_name'), { fieldName: 'nom' });
      const tel = normalizePhone(body.tel);
      if (!tel) throw badRequest(customerMsg('invalid_phone'));
      consume(ctx, `game-create:${request.ip}`, { max: 30, windowSeconds: 3600 });
      const orderNumber = String(body.order_number).trim();
      const order = /^\d{1,20}$/.test(orderNumber)
        ? (ctx.db.prepare("SELECT customer_id, telephone FROM orders WHERE increment_id = ? AND status != 'canceled'").get(orderNumber) as
            | { customer_id: number | null; telephone: string }
            | undefined)
        : undefined;
      const owned = order && (session ? order.customer_id === session.customer_id || order.telephone === tel : order.telephone === tel);
      if (!owned) throw badRequest(msg('game_invalid_order_number'));
      return ctx.db.transaction(() => {
        const existing = ctx.db.prepare('SELECT * FROM game_entries WHERE code = ? AND tel = ?').get(game.code, tel) as Entry | undefined;
        if (existing) return entryData(existing);
        const usedBy = ctx.db.prepare('SELECT tel FROM game_entries WHERE code = ? AND order_number = ?').pluck().get(game.code, orderNumber);
        if (usedBy) throw badRequest(msg('game_order_used'));
        const now = nowText(ctx);
        ctx.db
          .prepare('INSERT INTO game_entries (code, nom, tel, order_number, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(game.code, nom, tel, orderNumber, now, now);
        return entryData(ctx.db.prepare('SELECT * FROM game_entries WHERE code = ? AND tel = ?').get(game.code, tel) as Entry);
      }).immediate();
    },
  );

  app.put(
    '/api/whack-a-mole/update/:tel',
    {
      schema: {
        params: { type: 'object', properties: { tel: { type: 'string', maxLength: 30 } } },
        body: {
          type: 'object',
          required: ['score', 'wrack_the_mole_code'],
          properties: { score: { type: 'integer', minimum: 0, maximum: MAX_SCORE }, wrack_the_mole_code: { type: 'string', maxLength: 60 } },
        },
      },
    },
    async (request) => {
      const body = request.body as { score: number; wrack_the_mole_code: string };
      const game = requireActiveCode(ctx, body.wrack_the_mole_code);
      const raw = (request.params as { tel: string }).tel;
      const tel = normalizePhone(raw);
      if (!tel) throw badRequest(customerMsg('invalid_phone'));
      return ctx.db.transaction(() => {
        const entry = ctx.db.prepare('SELECT * FROM game_entries WHERE code = ? AND tel = ?').get(game.code, tel) as Entry | undefined;
        if (!entry) throw missing(msg('game_entry_not_found'), { tel });
        // One session per entry: the first score is final, as the storefront ends the game on is_updated.
        if (entry.is_updated) throw badRequest(msg('game_already_played'), { score: entry.score });
        ctx.db.prepare('UPDATE game_entries SET score = ?, is_updated = 1, updated_at = ? WHERE id = ?').run(body.score, nowText(ctx), entry.id);
        return { data: { is_updated: true, score: body.score, tel } };
      }).immediate();
    },
  );
}
