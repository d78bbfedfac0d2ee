import { contentApi, type Locale } from '@shop/shared';
import { parseGamePage, type GameKind, type GamePage } from '../features/schedule/lib/game-page';

export async function fetchGamePage(kind: GameKind, locale: Locale, signal?: AbortSignal): Promise<GamePage> {
  const body = await contentApi.get(`games/${kind}`, { searchParams: { locale }, signal }).json<unknown>();
  return parseGamePage(kind, body);
}

export interface EntryFields {
  nom: string;
  tel: string;
  order_number: string;
}

export interface WhackEntry {
  isUpdated: boolean;
  score: number;
  tel: string;
  /** One-time token that alone can record this entry's score. */
  sessionToken: string | null;
}

function toWhackEntry(body: unknown): WhackEntry {
  const data = (body as { data?: Record<string, unknown> } | null)?.data ?? {};
  return {
    isUpdated: data.is_updated === true,
    score: typeof data.score === 'number' ? data.score : 0,
    tel: typeof data.tel === 'string' ? data.tel : '',
    sessionToken: typeof data.session_token === 'string' ? data.session_token : null,
  };
}

/** Game create: `{nom, tel, order_number, wrack_the_mole_code}`. */
export async function createWhackEntry(fields: EntryFields, code: string, locale: Locale): Promise<WhackEntry> {
  const body = await contentApi.post('whack-a-mole/create', { json: { ...fields, wrack_the_mole_code: code }, searchParams: { locale } }).json<unknown>();
  return toWhackEntry(body);
}

/** Game update by telephone, with the session token `create` issued. */
export async function sendWhackScore(tel: string, score: number, code: string, sessionToken: string, locale: Locale): Promise<WhackEntry> {
  const body = await contentApi
    .put(`whack-a-mole/update/${encodeURIComponent(tel)}`, { json: { score, wrack_the_mole_code: code, session_token: sessionToken }, searchParams: { locale } })
    .json<unknown>();
  return toWhackEntry(body);
}

export interface PrizeCoupon {
  code: string;
  endsAt: string;
  minSubtotal: number;
}

function toCoupon(raw: unknown): PrizeCoupon | null {
  const coupon = raw as { code?: unknown; ends_at?: unknown; min_subtotal?: unknown } | null;
  return coupon && typeof coupon.code === 'string'
    ? { code: coupon.code, endsAt: String(coupon.ends_at ?? ''), minSubtotal: typeof coupon.min_subtotal === 'number' ? coupon.min_subtotal : 0 }
    : null;
}

export interface SpinResult {
  position: number;
  label: string;
  won: boolean;
  coupon: PrizeCoupon | null;
}

export async function spinWheel(fields: EntryFields, code: string, locale: Locale): Promise<SpinResult> {
  const body = await contentApi.post('games/wheel/spin', { json: { ...fields, code }, searchParams: { locale } }).json<Record<string, unknown>>();
  return { position: Number(body.position), label: String(body.label ?? ''), won: body.won === true, coupon: toCoupon(body.coupon) };
}

export interface TombolaTickets {
  /** Tickets this registration issued (none when the order was already registered). */
  issued: string[];
  /** Every ticket the player holds in this tombola. */
  tickets: { number: string; orderNumber: string }[];
}

export async function registerTombolaOrder(fields: EntryFields, code: string, locale: Locale): Promise<TombolaTickets> {
  const body = await contentApi.post('games/tombola/tickets', { json: { ...fields, code }, searchParams: { locale } }).json<{ issued?: unknown; tickets?: unknown }>();
  const issued = Array.isArray(body.issued) ? body.issued.filter((n): n is string => typeof n === 'string') : [];
  const tickets = Array.isArray(body.tickets)
    ? body.tickets.flatMap((t: { number?: unknown; order_number?: unknown }) => (typeof t?.number === 'string' ? [{ number: t.number, orderNumber: String(t.order_number ?? '') }] : []))
    : [];
  return { issued, tickets };
}

export interface MyPrediction {
  fixtureId: number;
  home: number;
  away: number;
  points: number;
}

function toPredictions(raw: unknown): MyPrediction[] {
  return Array.isArray(raw)
    ? raw.flatMap((p: Record<string, unknown>) =>
        typeof p?.fixture_id === 'number' && typeof p.home === 'number' && typeof p.away === 'number'
          ? [{ fixtureId: p.fixture_id, home: p.home, away: p.away, points: typeof p.points === 'number' ? p.points : 0 }]
          : [],
      )
    : [];
}

/** A player's phone and play token: the key to their predictions or hunt, until they join again. */
export interface PredictionPlayer {
  tel: string;
  token: string;
}

export async function joinPrediction(fields: EntryFields, code: string, locale: Locale): Promise<PredictionPlayer & { predictions: MyPrediction[] }> {
  const body = await contentApi.post('games/prediction/join', { json: { ...fields, code }, searchParams: { locale } }).json<Record<string, unknown>>();
  return { tel: String(body.tel ?? fields.tel), token: String(body.token ?? ''), predictions: toPredictions(body.predictions) };
}

export async function savePredictions(player: PredictionPlayer, code: string, predictions: { fixtureId: number; home: number; away: number }[], locale: Locale): Promise<MyPrediction[]> {
  const body = await contentApi
    .put('games/prediction/predictions', {
      json: { tel: player.tel, token: player.token, code, predictions: predictions.map((p) => ({ fixture_id: p.fixtureId, home: p.home, away: p.away })) },
      searchParams: { locale },
    })
    .json<{ predictions?: unknown }>();
  return toPredictions(body.predictions);
}

export async function fetchMyPredictions(player: PredictionPlayer, code: string, signal?: AbortSignal): Promise<MyPrediction[]> {
  const body = await contentApi.post('games/prediction/mine', { json: { tel: player.tel, token: player.token, code }, signal }).json<{ predictions?: unknown }>();
  return toPredictions(body.predictions);
}

export interface GuessResult {
  correct: boolean;
  discount: number;
  product: { name: string; url: string } | null;
  coupon: PrizeCoupon | null;
}

export async function guessMystery(fields: EntryFields, code: string, productId: number, locale: Locale): Promise<GuessResult> {
  const body = await contentApi.post('games/mystery/guess', { json: { ...fields, code, product_id: productId }, searchParams: { locale } }).json<Record<string, unknown>>();
  const product = body.product as { name?: unknown; url?: unknown } | undefined;
  return {
    correct: body.correct === true,
    discount: typeof body.discount === 'number' ? body.discount : 0,
    product: product && typeof product.name === 'string' && typeof product.url === 'string' ? { name: product.name, url: product.url } : null,
    coupon: toCoupon(body.coupon),
  };
}

export interface TreasureProgress {
  found: number[];
  total: number;
  coupon: PrizeCoupon | null;
}

function toProgress(body: Record<string, unknown>): TreasureProgress {
  return {
    found: Array.isArray(body.found) ? body.found.filter((n): n is number => typeof n === 'number') : [],
    total: typeof body.total === 'number' ? body.total : 0,
    coupon: toCoupon(body.coupon),
  };
}

export async function joinTreasure(fields: EntryFields, code: string, locale: Locale): Promise<PredictionPlayer & TreasureProgress> {
  const body = await contentApi.post('games/treasure/join', { json: { ...fields, code }, searchParams: { locale } }).json<Record<string, unknown>>();
  return { tel: String(body.tel ?? fields.tel), token: String(body.token ?? ''), ...toProgress(body) };
}

export async function treasureProgress(player: PredictionPlayer, code: string, signal?: AbortSignal): Promise<TreasureProgress> {
  return toProgress(await contentApi.post('games/treasure/progress', { json: { ...player, code }, signal }).json<Record<string, unknown>>());
}

export async function answerClue(player: PredictionPlayer, code: string, clue: number, answer: string, locale: Locale): Promise<TreasureProgress> {
  const body = await contentApi.post('games/treasure/answer', { json: { ...player, code, clue, answer }, searchParams: { locale } }).json<Record<string, unknown>>();
  return toProgress(body);
}
