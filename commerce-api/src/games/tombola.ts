import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GameEntryRequestSchema, GameLocaleQuerySchema, TombolaTicketsSchema } from '@shop/shared/contracts/games-schema';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { checkEntry, requireRunningCode, settingsOf } from './entry.ts';
import type { DrawRow, GameRow } from './repository.ts';
import { commitmentOf, drawWinners, ticketsDigest, ticketsFor } from './lib/draw.ts';
import { maskPhone, publicName } from './lib/mask.ts';
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

/** The tombola's draw record; the seed is made, and its hash published, before any ticket. */
function drawOf(repos: Repositories, code: string): Promise<DrawRow> {
  const seed = randomBytes(32).toString('hex');
  return repos.games.ensureDraw(code, seed, commitmentOf(seed));
}

/**
 * Draws the winners once the end date has passed (on the first read after it; the result only
 * depends on the committed seed and the tickets, which close at the end date). The draw is
 * claimed by one conditional update before its winners are written: two nodes reading the page
 * at once draw once, the second finding the draw made and writing nothing.
 */
async function drawIfDue(ctx: AppContext, game: GameRow): Promise<void> {
  if (nowText(ctx) <= game.ends_at) return;
  await ctx.transaction(async (repos) => {
    const draw = await drawOf(repos, game.code);
    if (draw.drawn_at) return;
    const tickets = await repos.games.ticketsOf(game.code);
    const ids = new Map(tickets.map((t) => [t.number, t.id]));
    const prizes = await repos.games.prizesOf(game.code);
    const winners = drawWinners(draw.seed, tickets.map((t) => t.number), prizes.length);
    if (!(await repos.games.claimDraw(game.code, nowText(ctx), ticketsDigest(tickets.map((t) => t.number))))) return;
    await repos.games.insertWinners(
      game.code,
      winners.map((number, i) => ({ rank: i + 1, ticketId: ids.get(number)!, prizeId: prizes[i]!.id })),
    );
  });
}

/** What the tombola page shows: rules, prizes, the seed's hash, and once drawn the winners. */
export async function publicTombola(ctx: AppContext, game: GameRow, locale: Locale) {
  await drawIfDue(ctx, game);
  const draw = await drawOf(ctx.repos, game.code);
  const settings = tombolaSettings(game);
  const prizes = (await ctx.repos.games.prizesOf(game.code)).map((p) => ({ rank: p.position, label: locale === 'en' ? p.label_en : p.label_fr }));
  const tickets = await ctx.repos.games.ticketCount(game.code);
  const body = { rules: settings, prizes, tickets, commitment: draw.commitment };
  if (!draw.drawn_at) return body;
  const winners = await ctx.repos.games.winnersOf(game.code);
  return {
    ...body,
    draw: { seed: draw.seed, drawn_at: draw.drawn_at, tickets_digest: draw.tickets_digest },
    winners: winners.map((w) => ({ rank: w.rank, ticket: w.number, name: publicName(w.nom), tel: maskPhone(w.tel), prize: locale === 'en' ? w.label_en : w.label_fr })),
  };
}

/** Tombola: a qualifying order (placed during the tombola) earns tickets, issued here once. */
export function registerTombola(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/games/tombola/tickets',
    { schema: { querystring: GameLocaleQuerySchema, body: GameEntryRequestSchema, response: { 200: TombolaTicketsSchema } } },
    async (request) => {
      const body = request.body;
      const game = await requireRunningCode(ctx, 'tombola', body.code);
      const entry = await checkEntry(ctx, request, game, body);
      // checkEntry found the order: it exists.
      const order = (await ctx.repos.games.orderTotal(entry.orderNumber))!;
      if (order.created_at < game.starts_at || order.created_at > game.ends_at) throw badRequest(msg('tombola_order_outside'));
      const settings = tombolaSettings(game);
      const count = ticketsFor(order.grand_total, settings.fcfa_per_ticket, settings.max_tickets_per_order);
      if (count === 0) throw badRequest(msg('tombola_order_too_small'), { amount: settings.fcfa_per_ticket });
      return ctx.transaction(async (repos) => {
        // The seed's hash is fixed before this ticket exists.
        await drawOf(repos, game.code);
        // The order's unique key decides who issues its tickets: a second request finds them issued.
        const orderId = await repos.games.insertTombolaOrder({
          code: game.code,
          orderNumber: entry.orderNumber,
          nom: entry.nom,
          tel: entry.tel,
          customerId: entry.customerId,
          at: nowText(ctx),
        });
        const issued: string[] = [];
        if (orderId === null) {
          if ((await repos.games.tombolaOrderPhone(game.code, entry.orderNumber)) !== entry.tel) throw badRequest(msg('game_order_used'));
        } else {
          while (issued.length < count) {
            // Random numbers: a ticket's number says nothing about when it was issued.
            const number = `T-${String(randomInt(1_000_000)).padStart(6, '0')}`;
            if (await repos.games.insertTicket(game.code, number, orderId)) issued.push(number);
          }
        }
        return { issued, tickets: await repos.games.ticketsOfPlayer(game.code, entry.tel) };
      });
    },
  );
}
