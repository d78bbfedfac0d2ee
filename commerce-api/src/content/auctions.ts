import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuctionListSchema, BidPlacedSchema, BidRequestSchema } from '@shop/shared/contracts/content-schema';
import type { Auction } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { consume } from '../auth/rate-limit.ts';
import { missing } from '../auth/rest.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isPersonName, normalizePhone } from '../http/validation.ts';
import { msg } from './messages.ts';

interface AuctionRow {
  id: number;
  product_id: number;
  title_fr: string;
  title_en: string;
  starting_price: number;
  marge: number;
  starts_at: string;
  ends_at: string;
  sku: string;
  name_fr: string;
  name_en: string;
  price: number;
  url_key: string;
  media: string;
}

const AUCTION_SQL = `SELECT a.*, p.sku, p.name_fr, p.name_en, p.price, p.url_key, p.media
  FROM auctions a JOIN products p ON p.id = a.product_id`;

const statusOf = (a: AuctionRow, now: string): Auction['status'] => (now < a.starts_at ? 'programmed' : now > a.ends_at ? 'ended' : 'in_progress');

function currentOffer(ctx: AppContext, auction: { id: number; starting_price: number }): { offer: number; count: number } {
  const row = ctx.db.prepare('SELECT max(bidding_price) AS top, count(*) AS n FROM bids WHERE auction_id = ?').get(auction.id) as { top: number | null; n: number };
  return { offer: row.top ?? auction.starting_price, count: row.n };
}

/** "Awa M." — bidders see who leads without anyone's full name or number being published. */
function publicName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const initial = rest.length ? ` ${rest[rest.length - 1]![0]!.toUpperCase()}.` : '';
  return `${first ?? ''}${initial}`;
}

function firstImage(media: string): string | null {
  try {
    const list = JSON.parse(media) as { file?: string; disabled?: boolean }[];
    return list.find((m) => !m.disabled && m.file)?.file ?? null;
  } catch {
    return null;
  }
}

/** One auction as the list shows it: current offer, last bids, winner once ended, and the product. */
function auctionView(ctx: AppContext, a: AuctionRow, locale: Locale, now: string) {
  const { offer, count } = currentOffer(ctx, a);
  const last = ctx.db
    .prepare('SELECT bidder_name, bidding_price, created_at FROM bids WHERE auction_id = ? ORDER BY bidding_price DESC LIMIT 5')
    .all(a.id) as { bidder_name: string; bidding_price: number; created_at: string }[];
  const status = statusOf(a, now);
  return {
    id: a.id,
    title: locale === 'en' ? a.title_en : a.title_fr,
    status,
    starts_at: a.starts_at,
    ends_at: a.ends_at,
    starting_price: a.starting_price,
    current_offer: offer,
    marge: a.marge,
    next_min_bid: offer + a.marge,
    bids_count: count,
    last_bids: last.map((b) => ({ bidder_name: publicName(b.bidder_name), bidding_price: b.bidding_price, created_at: b.created_at })),
    ...(status === 'ended' && last[0] ? { winner: { bidder_name: publicName(last[0].bidder_name), bidding_price: last[0].bidding_price } } : {}),
    product: {
      id: a.product_id,
      sku: a.sku,
      name: locale === 'en' ? a.name_en : a.name_fr,
      price: a.price,
      url_key: a.url_key,
      image: firstImage(a.media),
    },
  };
}

/**
 * Writes a bid on the product's running auction, or refuses it: run inside an immediate
 * transaction, so the offer it is checked against cannot change before it is written.
 */
function recordBid(ctx: AppContext, productId: string, bid: { name: string; phone: string; price: number; customerId: number | null }) {
  const now = nowText(ctx);
  const auction = ctx.db
    .prepare(`${AUCTION_SQL} WHERE a.product_id = ? AND a.ends_at >= ? ORDER BY a.starts_at LIMIT 1`)
    .get(Number(productId), now) as AuctionRow | undefined;
  if (!auction) {
    const ended = ctx.db.prepare('SELECT 1 FROM auctions WHERE product_id = ?').get(Number(productId));
    throw ended ? badRequest(msg('auction_ended')) : missing(msg('auction_not_found'));
  }
  if (now < auction.starts_at) throw badRequest(msg('auction_not_started'));
  const { offer } = currentOffer(ctx, auction);
  const step = bid.price - offer;
  if (step < auction.marge || step % auction.marge !== 0) {
    throw badRequest(msg('bid_too_low'), { current: offer, marge: auction.marge, minimum: offer + auction.marge });
  }
  const id = Number(
    ctx.db
      .prepare('INSERT INTO bids (auction_id, bidder_name, bidder_phone_number, bidding_price, customer_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(auction.id, bid.name, bid.phone, bid.price, bid.customerId, now).lastInsertRowid,
  );
  return {
    data: {
      id,
      auction_id: auction.id,
      product_id: auction.product_id,
      bidding_price: bid.price,
      current_offer: bid.price,
      next_min_bid: bid.price + auction.marge,
      marge: auction.marge,
      created_at: now,
    },
  };
}

/**
 * Auctions: the events with their current offer, and bids. A bid must be the current offer plus
 * a whole number (≥ 1) of increments (marge); it is checked and written in one immediate
 * transaction and equal bids are refused by a unique index, so two bidders never both lead.
 */
export function registerAuctions(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/auctions/events', { schema: { response: { 200: AuctionListSchema } } }, async (request) => {
    const locale = localeOf(request);
    const now = nowText(ctx);
    const weekAgo = nowText({ ...ctx, now: () => new Date(ctx.now().getTime() - 7 * 86_400_000) });
    const rows = ctx.db.prepare(`${AUCTION_SQL} WHERE a.ends_at >= ? ORDER BY a.ends_at`).all(weekAgo) as AuctionRow[];
    return {
      // Countdowns run on the shopper's clock corrected by this one.
      server_time: ctx.now().toISOString(),
      data: rows.map((a) => auctionView(ctx, a, locale, now)),
    };
  });

  app.post(
    '/api/auctions/bids',
    { schema: { body: BidRequestSchema, response: { 200: BidPlacedSchema } } },
    async (request) => {
      const body = request.body;
      const name = body.bidder_name.trim().replace(/\s+/g, ' ');
      if (!name) throw badRequest('required_field', { fieldName: 'bidder_name' });
      if (!isPersonName(name)) throw badRequest(customerMsg('invalid_name'), { fieldName: 'bidder_name' });
      const phone = normalizePhone(body.bidder_phone_number);
      if (!phone) throw badRequest(customerMsg('invalid_phone'));
      // The user id comes from the browser: it counts only when the token proves it.
      const session = sessionIfValid(ctx, request);
      const claimed = body.magento_user_id === undefined || body.magento_user_id === null || body.magento_user_id === '' ? null : String(body.magento_user_id);
      if (claimed !== null && (!session || String(session.customer_id) !== claimed)) throw new ApiError(401, msg('bid_user_mismatch'));
      const productId = String(body.product_id);
      if (!/^\d{1,12}$/.test(productId)) throw missing(msg('auction_not_found'));
      consume(ctx, `bid:${phone}`, { max: 30, windowSeconds: 60 });
      return ctx.db.transaction(() => recordBid(ctx, productId, { name, phone, price: body.bidding_price, customerId: session?.customer_id ?? null })).immediate();
    },
  );
}
