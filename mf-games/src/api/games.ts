import {
  contentApi,
  type ClueAnswerRequest,
  type GameCoupon,
  type GameEntryRequest,
  type GamePlayerRequest,
  type Locale,
  type MyPredictions,
  type MysteryGuess,
  type MysteryGuessRequest,
  type PredictionJoin,
  type PredictionsRequest,
  type SpinResultWire,
  type TombolaTicketsWire,
  type TreasureJoin,
  type TreasureProgressWire,
  type WhackEntryRequest,
  type WhackEntryWire,
  type WhackScoreRequest,
} from '@shop/shared';
import { parseGamePage, type GameKind, type GamePage } from '../features/schedule/lib/game-page';

export async function fetchGamePage(kind: GameKind, locale: Locale, signal?: AbortSignal): Promise<GamePage> {
  const body = await contentApi.get(`games/${kind}`, { searchParams: { locale }, signal }).json<unknown>();
  return parseGamePage(kind, body);
}

/** The entry form's fields: the identity every game's entry request carries. */
export type EntryFields = Omit<GameEntryRequest, 'code' | 'order_number'> & { order_number: string };

export interface WhackEntry {
  isUpdated: boolean;
  score: number;
  tel: string;
  /** One-time token that alone can record this entry's score. */
  sessionToken: string | null;
}

const toWhackEntry = ({ data }: WhackEntryWire): WhackEntry => ({ isUpdated: data.is_updated, score: data.score, tel: data.tel, sessionToken: data.session_token ?? null });

/** Game create: `{nom, tel, order_number, wrack_the_mole_code}`. */
export async function createWhackEntry(fields: EntryFields, code: string, locale: Locale): Promise<WhackEntry> {
  const json = { ...fields, wrack_the_mole_code: code } satisfies WhackEntryRequest;
  return toWhackEntry(await contentApi.post('whack-a-mole/create', { json, searchParams: { locale } }).json<WhackEntryWire>());
}

/** Game update by telephone, with the session token `create` issued. */
export async function sendWhackScore(tel: string, score: number, code: string, sessionToken: string, locale: Locale): Promise<WhackEntry> {
  const json = { score, wrack_the_mole_code: code, session_token: sessionToken } satisfies WhackScoreRequest;
  return toWhackEntry(await contentApi.put(`whack-a-mole/update/${encodeURIComponent(tel)}`, { json, searchParams: { locale } }).json<WhackEntryWire>());
}

export interface PrizeCoupon {
  code: string;
  endsAt: string;
  minSubtotal: number;
}

const toCoupon = (coupon: GameCoupon): PrizeCoupon | null => coupon && { code: coupon.code, endsAt: coupon.ends_at, minSubtotal: coupon.min_subtotal };

export interface SpinResult {
  position: number;
  label: string;
  won: boolean;
  coupon: PrizeCoupon | null;
}

export async function spinWheel(fields: EntryFields, code: string, locale: Locale): Promise<SpinResult> {
  const body = await contentApi.post('games/wheel/spin', { json: { ...fields, code } satisfies GameEntryRequest, searchParams: { locale } }).json<SpinResultWire>();
  return { ...body, coupon: toCoupon(body.coupon) };
}

export interface TombolaTickets {
  /** Tickets this registration issued (none when the order was already registered). */
  issued: string[];
  /** Every ticket the player holds in this tombola. */
  tickets: { number: string; orderNumber: string }[];
}

export async function registerTombolaOrder(fields: EntryFields, code: string, locale: Locale): Promise<TombolaTickets> {
  const body = await contentApi.post('games/tombola/tickets', { json: { ...fields, code } satisfies GameEntryRequest, searchParams: { locale } }).json<TombolaTicketsWire>();
  return { issued: body.issued, tickets: body.tickets.map((t) => ({ number: t.number, orderNumber: t.order_number })) };
}

export interface MyPrediction {
  fixtureId: number;
  home: number;
  away: number;
  points: number;
}

const toPredictions = (predictions: MyPredictions['predictions']): MyPrediction[] =>
  predictions.map((p) => ({ fixtureId: p.fixture_id, home: p.home, away: p.away, points: p.points }));

/** A player's phone and play token: the key to their predictions or hunt, until they join again. */
export interface PredictionPlayer {
  tel: string;
  token: string;
}

export async function joinPrediction(fields: EntryFields, code: string, locale: Locale): Promise<PredictionPlayer & { predictions: MyPrediction[] }> {
  const body = await contentApi.post('games/prediction/join', { json: { ...fields, code } satisfies GameEntryRequest, searchParams: { locale } }).json<PredictionJoin>();
  return { tel: body.tel, token: body.token, predictions: toPredictions(body.predictions) };
}

export async function savePredictions(player: PredictionPlayer, code: string, predictions: { fixtureId: number; home: number; away: number }[], locale: Locale): Promise<MyPrediction[]> {
  const body = await contentApi
    .put('games/prediction/predictions', {
      json: { tel: player.tel, token: player.token, code, predictions: predictions.map((p) => ({ fixture_id: p.fixtureId, home: p.home, away: p.away })) } satisfies PredictionsRequest,
      searchParams: { locale },
    })
    .json<MyPredictions>();
  return toPredictions(body.predictions);
}

export async function fetchMyPredictions(player: PredictionPlayer, code: string, signal?: AbortSignal): Promise<MyPrediction[]> {
  const body = await contentApi.post('games/prediction/mine', { json: { tel: player.tel, token: player.token, code } satisfies GamePlayerRequest, signal }).json<MyPredictions>();
  return toPredictions(body.predictions);
}

export interface GuessResult {
  correct: boolean;
  discount: number;
  product: { name: string; url: string } | null;
  coupon: PrizeCoupon | null;
}

export async function guessMystery(fields: EntryFields, code: string, productId: number, locale: Locale): Promise<GuessResult> {
  const json = { ...fields, code, product_id: productId } satisfies MysteryGuessRequest;
  const body = await contentApi.post('games/mystery/guess', { json, searchParams: { locale } }).json<MysteryGuess>();
  return {
    correct: body.correct,
    discount: body.discount ?? 0,
    product: body.product ? { name: body.product.name, url: body.product.url } : null,
    coupon: toCoupon(body.coupon),
  };
}

export interface TreasureProgress {
  found: number[];
  total: number;
  coupon: PrizeCoupon | null;
}

const toProgress = (body: TreasureProgressWire): TreasureProgress => ({ found: body.found, total: body.total, coupon: toCoupon(body.coupon) });

export async function joinTreasure(fields: EntryFields, code: string, locale: Locale): Promise<PredictionPlayer & TreasureProgress> {
  const body = await contentApi.post('games/treasure/join', { json: { ...fields, code } satisfies GameEntryRequest, searchParams: { locale } }).json<TreasureJoin>();
  return { tel: body.tel, token: body.token, ...toProgress(body) };
}

export async function treasureProgress(player: PredictionPlayer, code: string, signal?: AbortSignal): Promise<TreasureProgress> {
  return toProgress(await contentApi.post('games/treasure/progress', { json: { ...player, code } satisfies GamePlayerRequest, signal }).json<TreasureProgressWire>());
}

export async function answerClue(player: PredictionPlayer, code: string, clue: number, answer: string, locale: Locale): Promise<TreasureProgress> {
  const json = { ...player, code, clue, answer } satisfies ClueAnswerRequest;
  return toProgress(await contentApi.post('games/treasure/answer', { json, searchParams: { locale } }).json<TreasureProgressWire>());
}
