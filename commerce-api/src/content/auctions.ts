import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuctionListSchema, BidPlacedSchema, BidRequestSchema } from '@shop/shared/contracts/content-schema';
import type { Auction } from '@shop/shared/contracts/wire';
import type { AppContext } from '../context.ts';
import type { Repositories } from '../repositories.ts';
import type { AuctionRow } from './repository.ts';
import { nowText } from '../auth/clock.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { consume } from '../auth/rate-limit.ts';
import { missing } from '../auth/rest.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { localeOf, type Locale } from '../http/locale.ts';
import { msg as customerMsg } from '../customers/messages.ts';
import { isPersonName, normalizePhone } from '../http/validation.ts';
import { msg } from './messages.ts';
import { requireProvenPhone } from '../phone-proofs/service.ts';

const statusOf = (a: AuctionRow, now: string): Auction['status'] => (now < a.starts_at ? 'programmed' : now > a.ends_at ? 'ended' : 'in_progress');

async function currentOffer(repos: Repositories, auction: { id: number; starting_price: number }): Promise<{ offer: number; count: number }> {
  const { top, count } = await repos.content.bestBid(auction.id);
  return { offer: top ?? auction.starting_price, count };
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
async function auctionView(repos: Repositories, a: AuctionRow, locale: Locale, now: string) {
  const { offer, count } = await currentOffer(repos, a);
  const last = await repos.content.topBids(a.id, 5);
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
 * Writes a bid on the product's running auction, or refuses it. Run inside a transaction: the
 * auction is locked before its best offer is read, so the offer a bid is checked against is
 * the one it is written over, whichever node the competing bids reach.
 */
export async function recordBid(
  repos: Repositories,
  now: string,
  productId: string,
  bid: { name: string; phone: string; price: number; customerId: number | null },
  maxIncrements: number,
) {
  const auction = await repos.content.openAuctionOf(Number(productId), now);
  if (!auction) throw (await repos.content.productHasAuction(Number(productId))) ? badRequest(msg('auction_ended')) : missing(msg('auction_not_found'));
  if (now < auction.starts_at) throw badRequest(msg('auction_not_started'));
  await repos.content.lockAuction(auction.id);
  const { offer } = await currentOffer(repos, auction);
  const step = bid.price - offer;
  if (step < auction.marge || step % auction.marge !== 0) {
    throw badRequest(msg('bid_too_low'), { current: offer, marge: auction.marge, minimum: offer + auction.marge });
  }
  // Bounded so that no single bid can jump the offer out of everyone else's reach.
  if (step > maxIncrements * auction.marge) {
    throw badRequest(msg('bid_too_high'), { current: offer, marge: auction.marge, steps: maxIncrements, maximum: offer + maxIncrements * auction.marge });
  }
  // Nobody pays more at auction than the shop's own list price: the offer stays below it.
  if (bid.price >= auction.price) {
    const maximum = offer + Math.floor((auction.price - 1 - offer) / auction.marge) * auction.marge;
    throw badRequest(msg('bid_above_price'), { maximum: Math.max(offer, maximum) });
  }
  const id = await repos.content.insertBid({ auctionId: auction.id, name: bid.name, phone: bid.phone, price: bid.price, customerId: bid.customerId, at: now });
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
 * a whole number of increments (marge), at least one and at most `auctionMaxIncrements`; it is checked and written in one transaction that
 * holds the auction, and equal bids are refused by a unique index, so two bidders never both lead.
 */
export function registerAuctions(untyped: FastifyInstance, ctx: AppContext): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/auctions/events', { schema: { response: { 200: AuctionListSchema } } }, async (request) => {
    const locale = localeOf(request);
    const now = nowText(ctx);
    const weekAgo = nowText({ ...ctx, now: () => new Date(ctx.now().getTime() - 7 * 86_400_000) });
    const rows = await ctx.repos.content.auctionsEndingFrom(weekAgo);
    return {
      // Countdowns run on the shopper's clock corrected by this one.
      server_time: ctx.now().toISOString(),
      data: await Promise.all(rows.map((a) => auctionView(ctx.repos, a, locale, now))),
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
      // A bid is made in the name of a proven number only, so neither a bid nor the per-number
      // limit below can be someone else's doing.
      await requireProvenPhone(ctx, request, phone);
      // The user id comes from the browser: it counts only when the token proves it.
      const session = sessionIfValid(ctx, request);
      const claimed = body.magento_user_id === undefined || body.magento_user_id === null || body.magento_user_id === '' ? null : String(body.magento_user_id);
      if (claimed !== null && (!session || String(session.customer_id) !== claimed)) throw new ApiError(401, msg('bid_user_mismatch'));
      const productId = String(body.product_id);
      if (!/^\d{1,12}$/.test(productId)) throw missing(msg('auction_not_found'));
      await consume(ctx, `bid:${phone}`, { max: 30, windowSeconds: 60 });
      const bid = { name, phone, price: body.bidding_price, customerId: session?.customer_id ?? null };
      return ctx.transaction((repos) => recordBid(repos, nowText(ctx), productId, bid, ctx.config.auctionMaxIncrements));
    },
  );
}
