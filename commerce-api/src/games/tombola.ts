import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameEntryRequestSchema, GameLocaleQuerySchema, TombolaTicketsSchema } from '@shop/shared/contracts/games-schema';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { checkEntry, type GameRow, requireRunningCode, settingsOf } from './entry.ts';
import { commitmentOf, drawWinners, ticketsDigest, ticketsFor } from './lib/draw.ts';
import { maskPhone, publicName } from './lib/mask.ts';
import { prizesOf } from './wheel.ts';
import { msg } from './messages.ts';

interface TombolaSettings {
  /** One ticket per this much of an order's total (FCFA). */
  fcfa_per_ticket: number;
  max_tickets_per_order: number;
}

const positiveInt = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);

export function tombolaSettings(game: GameRow): TombolaSettings {
  const s = settingsOf(game) as Partial<TombolaSettings>;
  return { fcfa_per_ticket: positiveInt(s.fcfa_per_ticket, 25_000), max_tickets_per_order: positiveInt(s.max_tickets_per_order, 10) };
}

interface DrawRow {
  code: string;
  seed: string;
  commitment: string;
  drawn_at: string | null;
  tickets_digest: string | null;
}

/** The tombola's draw record; the seed is made, and its hash published, before any ticket. */
function drawOf(ctx: AppContext, code: string): DrawRow {
  const seed = randomBytes(32).toString('hex');
  ctx.db.prepare('INSERT OR IGNORE INTO tombola_draws (code, seed, commitment) VALUES (?, ?, ?)').run(code, seed, commitmentOf(seed));
  return ctx.db.prepare('SELECT * FROM tombola_draws WHERE code = ?').get(code) as DrawRow;
}

/**
 * Draws the winners once the end date has passed (on the first read after it; the result only
 * depends on the committed seed and the tickets, which close at the end date).
 */
function drawIfDue(ctx: AppContext, game: GameRow): void {
  if (nowText(ctx) <= game.ends_at) return;
  ctx.db.transaction(() => {
    const draw = drawOf(ctx, game.code);
    if (draw.drawn_at) return;
    const tickets = ctx.db.prepare('SELECT id, number FROM tombola_tickets WHERE code = ?').all(game.code) as { id: number; number: string }[];
    const ids = new Map(tickets.map((t) => [t.number, t.id]));
    const prizes = prizesOf(ctx, game.code);
    const winners = drawWinners(draw.seed, tickets.map((t) => t.number), prizes.length);
    const insert = ctx.db.prepare('INSERT INTO tombola_winners (code, rank, ticket_id, prize_id) VALUES (?, ?, ?, ?)');
    winners.forEach((number, i) => insert.run(game.code, i + 1, ids.get(number), prizes[i]!.id));
    ctx.db
      .prepare('UPDATE tombola_draws SET drawn_at = ?, tickets_digest = ? WHERE code = ?')
      .run(nowText(ctx), ticketsDigest(tickets.map((t) => t.number)), game.code);
  }).immediate();
}

/** What the tombola page shows: rules, prizes, the seed's hash, and once drawn the winners. */
export function publicTombola(ctx: AppContext, game: GameRow, locale: Locale) {
  drawIfDue(ctx, game);
  const draw = drawOf(ctx, game.code);
  const settings = tombolaSettings(game);
  const prizes = prizesOf(ctx, game.code).map((p) => ({ rank: p.position, label: locale === 'en' ? p.label_en : p.label_fr }));
  const tickets = ctx.db.prepare('SELECT count(*) FROM tombola_tickets WHERE code = ?').pluck().get(game.code) as number;
  const body = { rules: settings, prizes, tickets, commitment: draw.commitment };
  if (!draw.drawn_at) return body;
  const winners = ctx.db
    .prepare(
      `SELECT w.rank, t.number, o.nom, o.tel, p.label_fr, p.label_en FROM tombola_winners w
       JOIN tombola_tickets t ON t.id = w.ticket_id JOIN tombola_orders o ON o.id = t.tombola_order_id JOIN game_prizes p ON p.id = w.prize_id
       WHERE w.code = ? ORDER BY w.rank`,
    )
    .all(game.code) as { rank: number; number: string; nom: string; tel: string; label_fr: string; label_en: string }[];
  return {
    ...body,
    draw: { seed: draw.seed, drawn_at: draw.drawn_at, tickets_digest: draw.tickets_digest },
    winners: winners.map((w) => ({ rank: w.rank, ticket: w.number, name: publicName(w.nom), tel: maskPhone(w.tel), prize: locale === 'en' ? w.label_en : w.label_fr })),
  };
}

function ticketsOfPlayer(ctx: AppContext, code: string, tel: string) {
  return ctx.db
    .prepare('SELECT t.number, o.order_number FROM tombola_tickets t JOIN tombola_orders o ON o.id = t.tombola_order_id WHERE t.code = ? AND o.tel = ? ORDER BY t.id')
    .all(code, tel) as { number: string; order_number: string }[];
}

/** Tombola: a qualifying order (placed during the tombola) earns tickets, issued here once. */
export function registerTombola(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/games/tombola/tickets',
    { schema: { querystring: GameLocaleQuerySchema, body: GameEntryRequestSchema, response: { 200: TombolaTicketsSchema } } },
    async (request) => {
      const body = request.body;
      const game = requireRunningCode(ctx, 'tombola', body.code);
      const entry = checkEntry(ctx, request, game, body);
      const order = ctx.db.prepare('SELECT grand_total, created_at FROM orders WHERE increment_id = ?').get(entry.orderNumber) as { grand_total: number; created_at: string };
      if (order.created_at < game.starts_at || order.created_at > game.ends_at) throw badRequest(msg('tombola_order_outside'));
      const settings = tombolaSettings(game);
      const count = ticketsFor(order.grand_total, settings.fcfa_per_ticket, settings.max_tickets_per_order);
      if (count === 0) throw badRequest(msg('tombola_order_too_small'), { amount: settings.fcfa_per_ticket });
      return ctx.db.transaction(() => {
        // The seed's hash is fixed before this ticket exists.
        drawOf(ctx, game.code);
        const existing = ctx.db.prepare('SELECT tel FROM tombola_orders WHERE code = ? AND order_number = ?').pluck().get(game.code, entry.orderNumber) as string | undefined;
        if (existing !== undefined && existing !== entry.tel) throw badRequest(msg('game_order_used'));
        const issued: string[] = [];
        if (existing === undefined) {
          const orderId = Number(
            ctx.db
              .prepare('INSERT INTO tombola_orders (code, order_number, nom, tel, customer_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
              .run(game.code, entry.orderNumber, entry.nom, entry.tel, entry.customerId, nowText(ctx)).lastInsertRowid,
          );
          const insert = ctx.db.prepare('INSERT OR IGNORE INTO tombola_tickets (code, number, tombola_order_id) VALUES (?, ?, ?)');
          while (issued.length < count) {
            // Random numbers: a ticket's number says nothing about when it was issued.
            const number = `T-${String(randomInt(1_000_000)).padStart(6, '0')}`;
            if (insert.run(game.code, number, orderId).changes === 1) issued.push(number);
          }
        }
        return { issued, tickets: ticketsOfPlayer(ctx, game.code, entry.tel) };
      }).immediate();
    },
  );
}
