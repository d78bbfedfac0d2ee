import { contentApi, type AuctionList, type Bid, type BidPlaced, type Locale } from '@shop/shared';

export type { Auction, AuctionList } from '@shop/shared';

export function fetchAuctions(locale: Locale, signal?: AbortSignal): Promise<AuctionList> {
  return contentApi.get('auctions/events', { searchParams: { locale }, signal }).json<AuctionList>();
}

export function placeBid(bid: Bid, locale: Locale): Promise<BidPlaced> {
  return contentApi.post('auctions/bids', { json: bid, searchParams: { locale } }).json();
}
