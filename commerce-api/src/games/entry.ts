import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { GameEntryRequest, GameKind } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import type { EntryRow, GameRow } from './repository.ts';
import { nowText } from '../auth/clock.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { consume } from '../auth/rate-limit.ts';
import { randomToken, sha256 } from '../auth/tokens.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isPersonName, normalizePhone } from '../http/validation.ts';
import { scheduleOf } from './lib/schedule.ts';
import { entryOrderProblem } from './lib/eligibility.ts';
import { msg } from './messages.ts';
import { callerKey } from '../http/address-key.ts';
import { requireProvenPhone } from '../phone-proofs/service.ts';

/**
 * Entry attempts per address and hour (`GAME_ENTRIES_PER_HOUR`, default 30). Browser tests raise
 * it: there, one address stands for every player. Read at each entry, not when this module loads:
 * the browser tests' set-up imports the back end before it sets it.
 */
const entriesPerHour = (): number => ((n) => (Number.isInteger(n) && n > 0 ? n : 30))(Number(process.env['GAME_ENTRIES_PER_HOUR']));

/** The game of this kind running now, or null. */
export async function runningGame(ctx: AppContext, kind: GameKind): Promise<GameRow | null> {
  const { state, game } = scheduleOf(await ctx.repos.games.activeGamesOfKind(kind), nowText(ctx));
  return state === 'in_progress' ? game : null;
}

/** The running game, provided the player sent its active code ('invalid code' otherwise). */
export async function requireRunningCode(ctx: AppContext, kind: GameKind, code: string): Promise<GameRow> {
  const game = await runningGame(ctx, kind);
  if (!game || game.code !== code) throw badRequest(msg('game_invalid_code'));
  return game;
}

/** An entry's identity fields, as every game's entry request carries them. */
export type EntryInput = Pick<GameEntryRequest, 'nom' | 'tel' | 'order_number'>;

export interface CheckedEntry {
  nom: string;
  tel: string;
  orderNumber: string;
  customerId: number | null;
}

/**
 * The entry rules every game shares: a login when the game asks for one, a name, a Cameroon
 * phone the player proved (a code, or their account's verified number), and a real order (paid or
 * confirmed: lib/eligibility.ts) the player can prove is theirs. Order numbers are sequential, so a
 * guest proves the order with the telephone it was placed with; a logged-in customer's order
 * must be their own (or a guest order placed with their account's telephone).
 */
export async function checkEntry(ctx: AppContext, request: FastifyRequest, game: GameRow, body: EntryInput): Promise<CheckedEntry> {
  const session = sessionIfValid(ctx, request);
  if (game.login_required && !session) throw new ApiError(401, msg('game_login_required'));
  const nom = body.nom.trim().replace(/\s+/g, ' ');
  if (!nom) throw badRequest('required_field', { fieldName: 'nom' });
  if (!isPersonName(nom)) throw badRequest(customerMsg('invalid_name'), { fieldName: 'nom' });
  const tel = normalizePhone(body.tel);
  if (!tel) throw badRequest(customerMsg('invalid_phone'));
  // An entry, its prize and its play token belong to whoever proved the number (issue 24).
  await requireProvenPhone(ctx, request, tel);
  // Order numbers are guessable; the limit keeps anyone from trying them with phone numbers.
  await consume(ctx, `game-create:${callerKey(request)}`, { max: entriesPerHour(), windowSeconds: 3600 });
  const orderNumber = String(body.order_number).trim();
  const order = /^\d{1,20}$/.test(orderNumber) ? await ctx.repos.games.orderForEntry(orderNumber) : undefined;
  const accountPhone = session ? await ctx.repos.games.accountPhone(session.customer_id) : null;
  const owned =
    order !== undefined &&
    (session
      ? order.customer_id === session.customer_id || (order.customer_id === null && order.telephone === tel && order.telephone === accountPhone)
      : order.telephone === tel);
  if (!owned) throw badRequest(msg('game_invalid_order_number'));
  // Only once the order is the player's: a stranger learns nothing of where someone's order stands.
  const problem = entryOrderProblem(order.status);
  if (problem) throw badRequest(msg(problem));
  return { nom, tel, orderNumber, customerId: session?.customer_id ?? null };
}

/**
 * The player's entry in this game, created on first visit. One entry per phone and one per
 * order: an order already used by another phone cannot enter again. The insert and its unique
 * keys decide, so two first visits at once (on one node or two) leave one entry.
 */
export async function findOrCreateEntry(repos: Repositories, game: GameRow, entry: CheckedEntry, at: string): Promise<EntryRow> {
  const existing = await repos.games.findEntry(game.code, entry.tel);
  if (existing) return existing;
  await repos.games.insertEntry({ code: game.code, nom: entry.nom, tel: entry.tel, orderNumber: entry.orderNumber, customerId: entry.customerId, at });
  // Not created and not this phone's: the order is another phone's entry.
  const created = await repos.games.findEntry(game.code, entry.tel);
  if (!created) throw badRequest(msg('game_order_used'));
  return created;
}

/**
 * Issues the entry's play token (returned once, stored hashed) and starts its clock. A new
 * token replaces the old one, so a reloaded page can play while an older tab cannot.
 */
export async function issuePlayToken(ctx: AppContext, repos: Repositories, entryId: number): Promise<string> {
  const token = randomToken();
  await repos.games.setPlayToken(entryId, sha256(token), ctx.now().getTime());
  return token;
}

/** Whether `token` is this entry's current play token (constant-time comparison). */
export function holdsPlayToken(entry: EntryRow, token: string): boolean {
  if (!entry.play_token_hash) return false;
  const presented = Buffer.from(sha256(token), 'hex');
  const stored = Buffer.from(entry.play_token_hash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** The entry whose play token this is, in games played with one (prediction, treasure hunt); 'not yours' otherwise. */
export async function playerOf(repos: Repositories, game: GameRow, rawTel: string, token: string): Promise<EntryRow> {
  const tel = normalizePhone(rawTel);
  if (!tel) throw badRequest(customerMsg('invalid_phone'));
  const entry = await repos.games.findEntry(game.code, tel);
  if (!entry || !holdsPlayToken(entry, token)) throw new ApiError(403, msg('game_session_invalid'));
  return entry;
}

/** A game's settings object; anything unreadable counts as no settings (each game has defaults). */
export function settingsOf(game: GameRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(game.settings);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const titleOf = (game: GameRow, locale: 'fr' | 'en'): string => (locale === 'en' && game.title_en ? game.title_en : game.name);
