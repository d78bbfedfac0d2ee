import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { sessionIfValid } from '../auth/guard.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { SaleRow } from './repository.ts';
import { TIERS } from './rules.ts';
import { canSeeProduct, freeDeliveryFor, hiddenFrom, memberPrice, offerOf, primeMsg, rankOf } from './service.ts';

/**
 * The only functions other modules call into Prime (order placement, catalogue, cart, shipping),
 * each one line at its call site, so the programme's rules stay in this folder.
 */

/** A member price open to the caller now. */
export interface MemberOffer {
  product_id: number;
  price: number;
  min_tier_rank: number;
  ends_at: string;
}

export interface CatalogueView {
  rank: number | null;
  /** Exclusive private-sale products this caller must not receive. */
  hidden: number[];
  /** The member prices this caller pays now (none for a guest or a non-member). */
  offers: MemberOffer[];
  /** Part of a response-cache key: two callers with the same view get the same answer. */
  key: string;
}

/** What a caller of `rank` may see of the catalogue at `now`, given every private sale. */
export function viewOf(rank: number | null, sales: readonly SaleRow[], now: number): CatalogueView {
  const hidden = sales.filter((sale) => hiddenFrom(rank, sale, now)).map((sale) => sale.product_id);
  const offers: MemberOffer[] = [];
  for (const sale of sales) {
    const offer = offerOf(rank, sale, now);
    if (offer) offers.push({ product_id: sale.product_id, ...offer });
  }
  // The rank is part of the key too: members of a tier may see member prices others do not.
  return { rank, hidden, offers, key: `${hidden.join(',')}|${rank ?? ''}` };
}

const views = new WeakMap<FastifyRequest, CatalogueView>();

/**
 * Gives the routes of a module (`app`, the module's own plugin) the caller's catalogue view:
 * their tier and the private sales, read once per request before the handler, so
 * `catalogueView` stays synchronous where it is called. After the sessions hook, which runs first.
 */
export function useCatalogueView(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (request) => {
    const session = sessionIfValid(ctx, request);
    const rank = session ? await ctx.repos.prime.rankOf(session.customer_id) : null;
    views.set(request, viewOf(rank, await ctx.repos.prime.sales(), ctx.now().getTime()));
  });
}

/** What a catalogue read may show this caller (used by product lists and product-by-sku). */
export function catalogueView(_ctx: AppContext, request: FastifyRequest): CatalogueView {
  const view = views.get(request);
  // A module calling this registers `useCatalogueView` on its routes; without it, that is a bug.
  if (!view) throw new Error('no catalogue view: register useCatalogueView on this module');
  return view;
}

/** 404 like an unknown product: a lower tier must not even learn that the product exists. */
export function assertVisible(view: CatalogueView, productId: number, sku: string): void {
  if (view.hidden.includes(productId)) throw new ApiError(404, 'product_not_found', { fieldName: 'sku', fieldValue: sku });
}

/** Adds the member price to a product's JSON for a caller whose tier has it (others never get it). */
export function withMemberPrice(view: CatalogueView, productId: number, json: string): string {
  const offer = view.offers.find((o) => o.product_id === productId);
  if (!offer) return json;
  const product = JSON.parse(json) as { extension_attributes?: Record<string, unknown> };
  product.extension_attributes = { ...product.extension_attributes, prime_price: { price: offer.price, min_tier: TIERS[offer.min_tier_rank]!.code, ends_at: offer.ends_at } };
  return JSON.stringify(product);
}

/** `withMemberPrice` over a page of products (lists); a page without member prices is returned as is. */
export function withMemberPrices(view: CatalogueView, items: string[]): string[] {
  if (view.offers.length === 0) return items;
  return items.map((json) => {
    const id = (JSON.parse(json) as { id?: unknown }).id;
    return typeof id === 'number' ? withMemberPrice(view, id, json) : json;
  });
}
/** Cart add and order placement: an exclusive private-sale product only for its tiers, while open. */
export async function assertPrimeAccess(ctx: AppContext, customerId: number | null, product: { id: number; sku: string }): Promise<void> {
  if (!(await canSeeProduct(ctx, await rankOf(ctx, customerId), product.id))) throw badRequest(primeMsg('prime_private_sale_closed'), { sku: product.sku });
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
export async function applyPrimeToLines<L extends PricedLine>(ctx: AppContext, customerId: number | null, lines: L[]): Promise<L[]> {
  const rank = await rankOf(ctx, customerId);
  if (rank === null) return lines;
  for (const line of lines) {
    const offer = await memberPrice(ctx, rank, line.parent.id);
    if (offer && offer.price < line.price) {
      line.price = offer.price;
      line.row_total = offer.price * line.qty;
    }
    if ((await freeDeliveryFor(ctx, rank, line.parent.id)) || (await freeDeliveryFor(ctx, rank, line.product.id))) line.freeShipping = true;
  }
  return lines;
}

/** The product page's shipping estimate: free home delivery for a member on a selected product. */
export async function freeDeliveryForRequest(ctx: AppContext, request: FastifyRequest, productId: number): Promise<boolean> {
  return freeDeliveryFor(ctx, catalogueView(ctx, request).rank, productId);
}
