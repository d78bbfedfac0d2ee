import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { TIERS } from './rules.ts';
import { canSeeProduct, freeDeliveryFor, hiddenProductIds, memberPrice, primeMsg, rankOf } from './service.ts';

/**
 * The only functions other modules call into Prime (order placement, catalogue, cart, shipping),
 * each one line at its call site, so the programme's rules stay in this folder.
 */

/** The caller's Prime rank from their bearer token; a guest or a stale token counts as no member. */
export function requestRank(ctx: AppContext, request: FastifyRequest): number | null {
  const session = sessionIfValid(ctx, request);
  return session ? rankOf(ctx, session.customer_id) : null;
}

export interface CatalogueView {
  rank: number | null;
  /** Exclusive private-sale products this caller must not receive. */
  hidden: number[];
  /** Part of a response-cache key: two callers with the same view get the same answer. */
  key: string;
}

/** What a catalogue read may show this caller (used by product lists and product-by-sku). */
export function catalogueView(ctx: AppContext, request: FastifyRequest): CatalogueView {
  const rank = requestRank(ctx, request);
  const hidden = hiddenProductIds(ctx, rank);
  // The rank is part of the key too: members of a tier may see member prices others do not.
  return { rank, hidden, key: `${hidden.join(',')}|${rank ?? ''}` };
}

/** 404 like an unknown product: a lower tier must not even learn that the product exists. */
export function assertVisible(view: CatalogueView, productId: number, sku: string): void {
  if (view.hidden.includes(productId)) throw new ApiError(404, 'product_not_found', { fieldName: 'sku', fieldValue: sku });
}

/** Adds the member price to a product's JSON for a caller whose tier has it (others never get it). */
export function withMemberPrice(ctx: Pick<AppContext, 'db' | 'now'>, view: CatalogueView, productId: number, json: string): string {
  const offer = memberPrice(ctx, view.rank, productId);
  if (!offer) return json;
  const product = JSON.parse(json) as { extension_attributes?: Record<string, unknown> };
  product.extension_attributes = { ...product.extension_attributes, prime_price: { price: offer.price, min_tier: TIERS[offer.min_tier_rank]!.code, ends_at: offer.ends_at } };
  return JSON.stringify(product);
}

/** `withMemberPrice` over a page of products (lists); a guest's or non-member's page is returned as is. */
export function withMemberPrices(ctx: Pick<AppContext, 'db' | 'now'>, view: CatalogueView, items: string[]): string[] {
  if (view.rank === null) return items;
  return items.map((json) => {
    const id = (JSON.parse(json) as { id?: unknown }).id;
    return typeof id === 'number' ? withMemberPrice(ctx, view, id, json) : json;
  });
}

/** Cart add and order placement: an exclusive private-sale product only for its tiers, while open. */
export function assertPrimeAccess(ctx: AppContext, customerId: number | null, product: { id: number; sku: string }): void {
  if (!canSeeProduct(ctx, rankOf(ctx, customerId), product.id)) throw badRequest(primeMsg('prime_private_sale_closed'), { sku: product.sku });
}

/** What Prime reads and rewrites of a cart line (the cart's own line type has more). */
export interface PricedLine {
  product: { id: number };
  parent: { id: number };
  qty: number;
  price: number;
  row_total: number;
  freeShipping: boolean;
}

/**
 * Cart lines as a member sees them: the lower of the shop price and the private-sale member
 * price, and free home delivery on the products selected for their tier. Lines of guests and
 * non-members are left as they are.
 */
export function applyPrimeToLines<L extends PricedLine>(ctx: AppContext, customerId: number | null, lines: L[]): L[] {
  const rank = rankOf(ctx, customerId);
  if (rank === null) return lines;
  for (const line of lines) {
    const offer = memberPrice(ctx, rank, line.parent.id);
    if (offer && offer.price < line.price) {
      line.price = offer.price;
      line.row_total = offer.price * line.qty;
    }
    if (freeDeliveryFor(ctx, rank, line.parent.id) || freeDeliveryFor(ctx, rank, line.product.id)) line.freeShipping = true;
  }
  return lines;
}

/** The product page's shipping estimate: free home delivery for a member on a selected product. */
export const freeDeliveryForRequest = (ctx: AppContext, request: FastifyRequest, productId: number): boolean =>
  freeDeliveryFor(ctx, requestRank(ctx, request), productId);
