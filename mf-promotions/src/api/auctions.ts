import { contentApi, type Locale } from '@shop/shared';

export interface Auction {
  id: number;
  title: string;
  status: 'programmed' | 'in_progress' | 'ended';
  /** Magento time, UTC: `2026-11-27 14:00:00`. */
  starts_at: string;
  ends_at: string;
  starting_price: number;
  current_offer: number;
  /** The bid increment in FCFA (spec: marge). */
  marge: number;
  next_min_bid: number;
  bids_count: number;
  last_bids: { bidder_name: string; bidding_price: number; created_at: string }[];
  winner?: { bidder_name: string; bidding_price: number };
  product: { id: number; sku: string; name: string; price: number; url_key: string; image: string | null };
}

export interface AuctionList {
  server_time: string;
  data: Auction[];
}

export function fetchAuctions(locale: Locale, signal?: AbortSignal): Promise<AuctionList> {
  return contentApi.get('auctions/events', { searchParams: { locale }, signal }).json<AuctionList>();
}

export interface Bid {
  bidder_name: string;
  bidder_phone_number: string;
  bidding_price: number;
  product_id: number;
  /** The logged-in customer's id; the server counts it only when the request's token proves it. */
  magento_user_id?: number;
}

export function placeBid(bid: Bid, locale: Locale): Promise<{ data: { current_offer: number; next_min_bid: number } }> {
  return contentApi.post('auctions/bids', { json: bid, searchParams: { locale } }).json();
}
