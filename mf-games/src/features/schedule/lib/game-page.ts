import type { GameKind, GamePageWire } from '@shop/shared';

/**
 * What a game's page shows now, read from commerce-api's `GET /api/games/{kind}` (its wire shape
 * is `GamePageWire`, declared in `@shop/shared`). The back end is a separate deployable, so
 * anything malformed reads as "no game programmed" rather than breaking the page.
 */

export type { GameKind };
export type ScheduleState = GamePageWire['state'];

export interface GameInfo {
  /** The active code, only while the game runs. */
  code: string | null;
  title: string;
  startsAt: string;
  endsAt: string;
  loginRequired: boolean;
}

export interface LeaderRow {
  rank: number;
  name: string;
  tel: string;
  score: number;
}

export interface WheelSegment {
  position: number;
  label: string;
  color: string;
  /** Stated probability, 0..1. */
  odds: number;
  hasPrize: boolean;
  /** Prizes left; null on a segment without a prize. */
  stock: number | null;
  winners: number;
}

export interface TombolaInfo {
  fcfaPerTicket: number;
  maxTicketsPerOrder: number;
  prizes: { rank: number; label: string }[];
  /** Tickets issued so far. */
  tickets: number;
  /** sha256 of the draw seed, published before the first ticket. */
  commitment: string;
  /** Once drawn: the revealed seed and the digest of the tickets it was applied to. */
  draw: { seed: string; drawnAt: string; ticketsDigest: string } | null;
  winners: { rank: number; ticket: string; name: string; tel: string; prize: string }[];
}

export interface Fixture {
  id: number;
  stage: string;
  home: string;
  away: string;
  kickoffAt: string;
  /** Predictions accepted (before kick-off, by the server's clock). */
  open: boolean;
  result: { home: number; away: number } | null;
}

export interface PredictionInfo {
  points: { exact: number; outcome: number };
  fixtures: Fixture[];
  ranking: { rank: number; name: string; tel: string; points: number; exact: number }[];
}

export interface MysteryInfo {
  discountPercent: number;
  totalHints: number;
  hints: { position: number; text: string }[];
  /** When the next hint appears (server time), or null when all are out. */
  nextHintAt: string | null;
  candidates: { id: number; name: string }[];
  guesses: { total: number; correct: number };
  /** The answer, once the game has ended. */
  product: { id: number; name: string; url: string } | null;
}

export interface TreasureInfo {
  prize: { amount: number; minSubtotal: number };
  clues: { position: number; riddle: string }[];
  /** Players who have found every clue. */
  finishers: number;
}

export interface GamePage {
  kind: GameKind;
  state: ScheduleState;
  /** Server clock when the page was read: countdowns run on it, not on the phone's clock. */
  serverTime: string;
  game: GameInfo | null;
  rules: { roundSeconds: number; maxHitsPerSecond: number } | null;
  leaderboard: LeaderRow[];
  segments: WheelSegment[];
  tombola: TombolaInfo | null;
  prediction: PredictionInfo | null;
  mystery: MysteryInfo | null;
  treasure: TreasureInfo | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const STATES: readonly ScheduleState[] = ['none', 'programmed', 'in_progress', 'ended'];

function parseGame(raw: unknown): GameInfo | null {
  if (!isObject(raw) || !isDate(raw.starts_at) || !isDate(raw.ends_at)) return null;
  return { code: text(raw.code), title: text(raw.title) ?? '', startsAt: raw.starts_at, endsAt: raw.ends_at, loginRequired: raw.login_required === true };
}

function parseLeader(raw: unknown): LeaderRow | null {
  if (!isObject(raw)) return null;
  const rank = num(raw.rank);
  const score = num(raw.score);
  const name = text(raw.name);
  return rank === null || score === null || name === null ? null : { rank, score, name, tel: text(raw.tel) ?? '' };
}

function parseSegment(raw: unknown): WheelSegment | null {
  if (!isObject(raw)) return null;
  const position = num(raw.position);
  const odds = num(raw.odds);
  const label = text(raw.label);
  if (position === null || odds === null || label === null) return null;
  return {
    position,
    label,
    odds,
    color: typeof raw.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(raw.color) ? raw.color : '#f68b1e',
    hasPrize: raw.has_prize === true,
    stock: num(raw.stock),
    winners: num(raw.winners) ?? 0,
  };
}

const list = <T>(raw: unknown, parse: (item: unknown) => T | null): T[] => (Array.isArray(raw) ? raw.map(parse).filter((x): x is T => x !== null) : []);

const scoreOf = (v: unknown) => (isObject(v) && num(v.home) !== null && num(v.away) !== null ? { home: num(v.home)!, away: num(v.away)! } : null);

function parsePrediction(raw: Json): PredictionInfo {
  const points = isObject(raw.points) ? raw.points : {};
  return {
    points: { exact: num(points.exact) ?? 3, outcome: num(points.outcome) ?? 1 },
    fixtures: list(raw.fixtures, (f) =>
      isObject(f) && num(f.id) !== null && text(f.home) && text(f.away) && isDate(f.kickoff_at)
        ? { id: num(f.id)!, stage: text(f.stage) ?? '', home: text(f.home)!, away: text(f.away)!, kickoffAt: f.kickoff_at, open: f.open === true, result: scoreOf(f.result) }
        : null,
    ),
    ranking: list(raw.ranking, (r) =>
      isObject(r) && num(r.rank) !== null && text(r.name) && num(r.points) !== null
        ? { rank: num(r.rank)!, name: text(r.name)!, tel: text(r.tel) ?? '', points: num(r.points)!, exact: num(r.exact) ?? 0 }
        : null,
    ),
  };
}

function parseMystery(raw: Json): MysteryInfo {
  const guesses = isObject(raw.guesses) ? raw.guesses : {};
  const product = isObject(raw.product) && num(raw.product.id) !== null && text(raw.product.name) && typeof raw.product.url === 'string' && raw.product.url.startsWith('/product/')
    ? { id: num(raw.product.id)!, name: text(raw.product.name)!, url: raw.product.url }
    : null;
  return {
    discountPercent: num(raw.discount_percent) ?? 0,
    totalHints: num(raw.total_hints) ?? 0,
    hints: list(raw.hints, (h) => (isObject(h) && num(h.position) !== null && text(h.text) ? { position: num(h.position)!, text: text(h.text)! } : null)),
    nextHintAt: isDate(raw.next_hint_at) ? raw.next_hint_at : null,
    candidates: list(raw.candidates, (c) => (isObject(c) && num(c.id) !== null && text(c.name) ? { id: num(c.id)!, name: text(c.name)! } : null)),
    guesses: { total: num(guesses.total) ?? 0, correct: num(guesses.correct) ?? 0 },
    product,
  };
}

function parseTreasure(raw: Json): TreasureInfo {
  const prize = isObject(raw.prize) ? raw.prize : {};
  return {
    prize: { amount: num(prize.amount) ?? 0, minSubtotal: num(prize.min_subtotal) ?? 0 },
    clues: list(raw.clues, (c) => (isObject(c) && num(c.position) !== null && text(c.riddle) ? { position: num(c.position)!, riddle: text(c.riddle)! } : null)),
    finishers: num(raw.finishers) ?? 0,
  };
}

function parseTombola(raw: Json): TombolaInfo | null {
  if (!isObject(raw.rules) || typeof raw.commitment !== 'string') return null;
  const draw = isObject(raw.draw) && text(raw.draw.seed) && text(raw.draw.tickets_digest)
    ? { seed: String(raw.draw.seed), drawnAt: String(raw.draw.drawn_at ?? ''), ticketsDigest: String(raw.draw.tickets_digest) }
    : null;
  return {
    fcfaPerTicket: num(raw.rules.fcfa_per_ticket) ?? 25_000,
    maxTicketsPerOrder: num(raw.rules.max_tickets_per_order) ?? 10,
    prizes: list(raw.prizes, (p) => (isObject(p) && num(p.rank) !== null && text(p.label) ? { rank: num(p.rank)!, label: text(p.label)! } : null)),
    tickets: num(raw.tickets) ?? 0,
    commitment: raw.commitment,
    draw,
    winners: list(raw.winners, (w) =>
      isObject(w) && num(w.rank) !== null && text(w.ticket) && text(w.prize)
        ? { rank: num(w.rank)!, ticket: text(w.ticket)!, name: text(w.name) ?? '', tel: text(w.tel) ?? '', prize: text(w.prize)! }
        : null,
    ),
  };
}

export function parseGamePage(kind: GameKind, raw: unknown): GamePage {
  const empty: GamePage = { kind, state: 'none', serverTime: new Date().toISOString(), game: null, rules: null, leaderboard: [], segments: [], tombola: null, prediction: null, mystery: null, treasure: null };
  if (!isObject(raw)) return empty;
  const game = parseGame(raw.game);
  const state = STATES.find((s) => s === raw.state) ?? 'none';
  if (!game || state === 'none') return { ...empty, serverTime: isDate(raw.server_time) ? raw.server_time : empty.serverTime };
  const rules = isObject(raw.rules) && kind === 'whack-a-mole' ? { roundSeconds: num(raw.rules.round_seconds) ?? 30, maxHitsPerSecond: num(raw.rules.max_hits_per_second) ?? 4 } : null;
  return {
    kind,
    state,
    serverTime: isDate(raw.server_time) ? raw.server_time : empty.serverTime,
    game,
    rules,
    leaderboard: list(raw.leaderboard, parseLeader),
    segments: list(raw.segments, parseSegment).toSorted((a, b) => a.position - b.position),
    tombola: kind === 'tombola' ? parseTombola(raw) : null,
    prediction: kind === 'prediction' ? parsePrediction(raw) : null,
    mystery: kind === 'mystery' ? parseMystery(raw) : null,
    treasure: kind === 'treasure' ? parseTreasure(raw) : null,
  };
}
