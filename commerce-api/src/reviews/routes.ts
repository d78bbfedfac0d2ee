import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext, FeatureModule } from '../context.ts';
import { requireCustomer } from '../auth/guard.ts';
import { magentoRoute, missing } from '../auth/rest.ts';
import { nowText } from '../auth/clock.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { localeOf } from '../http/locale.ts';
import { defineMessages } from '../http/messages.ts';
import type { Repositories } from '../repositories.ts';
import type { ReviewRow } from './repository.ts';
import { checkReview, lineRefusal, REVIEW_LIMITS, REVIEWABLE_ORDER_STATUS, summaryAttributes, withSummary, type ReviewStatus } from './rules.ts';

const msg = defineMessages({
  review_line_unknown: { fr: 'Cet article ne figure dans aucune de vos commandes.', en: 'This item is not in any of your orders.' },
  review_order_not_complete: {
    fr: 'Vous pourrez donner votre avis dès que la commande sera livrée ou retirée.',
    en: 'You can review this item once the order has been delivered or collected.',
  },
  review_exists: { fr: 'Vous avez déjà donné votre avis sur cet article de la commande.', en: 'You have already reviewed this item of the order.' },
  review_rating_invalid: { fr: 'Choisissez une note de 1 à 5 étoiles.', en: 'Choose a rating from 1 to 5 stars.' },
  review_nickname_length: { fr: 'Le nom affiché doit compter de %min à %max caractères.', en: 'The display name must be %min to %max characters long.' },
  review_title_length: { fr: 'Le titre doit compter au plus %max caractères.', en: 'The title must be at most %max characters long.' },
  review_detail_length: { fr: 'Votre avis doit compter de %min à %max caractères.', en: 'Your review must be %min to %max characters long.' },
  review_order_unknown: { fr: "Cette commande n'est pas la vôtre ou n'existe pas.", en: 'This order is not yours or does not exist.' },
  review_product_unknown: { fr: 'Ce produit est introuvable', en: 'This product could not be found' },
  review_unknown: { fr: 'Aucun avis n° %id.', en: 'No review #%id.' },
});

const PAGE_MAX = 50;
const MODERATION_PAGE = 100;

/** A review as shoppers see it: every one comes from a completed order, hence the purchase mark. */
const publicView = (r: ReviewRow) => ({
  id: r.id,
  nickname: r.nickname,
  rating: r.rating,
  title: r.title,
  detail: r.detail,
  created_at: r.created_at,
  verified_purchase: true,
});

const ownView = (r: ReviewRow) => ({ ...publicView(r), order_item_id: r.order_item_id, status: r.status });

/**
 * Recounts the product's approved ratings and writes its summary attributes, holding the product
 * row first (PostgreSQL) so two moderations of its reviews write one after the other, each over
 * the other's count. Inside the moderation's transaction.
 */
async function refreshSummary(repos: Repositories, productId: number, at: string): Promise<{ count: number; sum: number }> {
  await repos.reviews.lockProduct(productId);
  const { count, sum } = await repos.reviews.summary(productId);
  const stored = await repos.reviews.productAttributes(productId);
  if (stored === undefined) return { count, sum };
  const attributes = withSummary(JSON.parse(stored) as Record<string, unknown>, count, sum);
  await repos.reviews.writeProductAttributes(productId, JSON.stringify(attributes), at);
  return { count, sum };
}

const ReviewBody = Type.Object({
  order_item_id: Type.Integer({ minimum: 1, maximum: 2 ** 31 }),
  rating: Type.Integer(),
  nickname: Type.String({ maxLength: 400 }),
  title: Type.Optional(Type.String({ maxLength: 800 })),
  detail: Type.String({ maxLength: 20_000 }),
});

/**
 * Buyers' ratings and reviews (issue 30): written by the customer of a COMPLETE order, one per
 * order line, shown on the product once an operator approved it; the product carries Magento's
 * `rating_summary` (percent) and `review_count` among its attributes, so tiles, pages and their
 * JSON-LD read them with the product.
 */
export const reviewsModule: FeatureModule = async (app, { ctx }) => {
  const digits = Type.String({ pattern: '^[1-9][0-9]{0,11}$' });

  magentoRoute(
    app,
    'GET',
    'products/:sku/reviews',
    // No NUL: PostgreSQL's text refuses it (a 500), and no SKU has one.
    { schema: { params: Type.Object({ sku: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]+$' }) }), querystring: Type.Object({ page: Type.Optional(digits), pageSize: Type.Optional(digits) }) } },
    async (request, reply) => {
      const productId = await ctx.repos.reviews.listedProductId(request.params.sku);
      if (productId === null) throw missing(msg('review_product_unknown'));
      const pageSize = Math.min(Number(request.query.pageSize ?? 10), PAGE_MAX);
      const page = Number(request.query.page ?? 1);
      const [{ count, sum }, rows] = await Promise.all([ctx.repos.reviews.summary(productId), ctx.repos.reviews.approved(productId, pageSize, (page - 1) * pageSize)]);
      reply.header('Cache-Control', 'public, max-age=60');
      const summary = summaryAttributes(count, sum);
      return { items: rows.map(publicView), total_count: count, rating_summary: summary.rating_summary ? Number(summary.rating_summary) : null, page, page_size: pageSize };
    },
  );

  magentoRoute(app, 'GET', 'reviews/mine/orders/:orderId', { schema: { params: Type.Object({ orderId: digits }) } }, async (request) => {
    const customerId = requireCustomer(ctx, request);
    const orderId = Number(request.params.orderId);
    const lines = await ctx.repos.reviews.linesOf(orderId);
    if (lines.length === 0 || lines[0]!.customer_id !== customerId) throw missing(msg('review_order_unknown'));
    const reviews = new Map((await ctx.repos.reviews.ofOrder(orderId)).map((r) => [r.order_item_id, r]));
    const complete = lines[0]!.order_status === REVIEWABLE_ORDER_STATUS;
    return {
      order_id: orderId,
      can_review: complete,
      limits: REVIEW_LIMITS,
      items: lines.map((l) => {
        const review = reviews.get(l.order_item_id);
        return { order_item_id: l.order_item_id, product_id: l.product_id, sku: l.sku, name: l.name, can_review: complete && !review, review: review ? ownView(review) : null };
      }),
    };
  });

  magentoRoute(app, 'POST', 'reviews/mine', { schema: { body: ReviewBody } }, async (request, reply) => {
    const customerId = requireCustomer(ctx, request);
    const body = request.body;
    const line = await ctx.repos.reviews.line(body.order_item_id);
    const refusal = lineRefusal(line, customerId);
    if (refusal === 'review_line_unknown') throw missing(msg(refusal));
    if (refusal) throw badRequest(msg(refusal));
    const checked = checkReview({ rating: body.rating, nickname: body.nickname, title: body.title ?? '', detail: body.detail });
    if (!checked.ok) {
      const { refusal: why } = checked;
      throw badRequest(why.key === 'review_rating_invalid' ? msg('review_rating_invalid') : msg(`review_${why.parameters.fieldName as 'nickname' | 'title' | 'detail'}_length`), why.parameters);
    }
    const at = nowText(ctx);
    const id = await ctx.repos.reviews.insert({ ...checked.value, order_item_id: line!.order_item_id, order_id: line!.order_id, product_id: line!.product_id, customer_id: customerId, locale: localeOf(request), created_at: at });
    if (id === null) throw conflict(msg('review_exists'));
    return reply.code(201).send(ownView((await ctx.repos.reviews.byId(id))!));
  });
};

/** What the operators module lends its routes: the signed-in operator, and its audit log. */
export interface OperatorAccess {
  operator: (request: FastifyRequest, role?: 'admin' | 'releases' | 'campaigns' | 'orders') => Promise<{ login: string }>;
  audit: (request: FastifyRequest, login: string, action: string, subject?: string) => Promise<unknown>;
}

/**
 * Moderation, for the console's order staff (role `orders`: they answer the buyers): the reviews
 * waiting, approved or rejected, and the decision, written to the audit log. Approving or
 * rejecting again what already is so changes nothing and logs nothing.
 */
export function registerReviewModeration(untyped: FastifyInstance, ctx: AppContext, { operator, audit }: OperatorAccess): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
  app.get('/api/operator/reviews', { schema: { querystring: Type.Object({ status: Type.Optional(Status) }) } }, async (request) => {
    await operator(request, 'orders');
    const status: ReviewStatus = request.query.status ?? 'pending';
    const rows = await ctx.repos.reviews.forModeration(status, MODERATION_PAGE);
    return { status, items: rows.map((r) => ({ ...ownView(r), sku: r.sku, product_name: r.product_name, increment_id: r.increment_id, moderated_at: r.moderated_at, moderated_by: r.moderated_by })) };
  });

  app.post(
    '/api/operator/reviews/:id',
    { schema: { params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,11}$' }) }), body: Type.Object({ status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]) }) } },
    async (request) => {
      const found = await operator(request, 'orders');
      const id = Number(request.params.id);
      const at = nowText(ctx);
      const outcome = await ctx.transaction(async (repos) => {
        const review = await repos.reviews.byId(id);
        if (!review) return null;
        const moved = await repos.reviews.moderate(id, request.body.status, found.login, at);
        const summary = moved ? await refreshSummary(repos, review.product_id, at) : await repos.reviews.summary(review.product_id);
        return { review: moved ?? review, moved: moved !== undefined, summary };
      });
      if (!outcome) throw missing(msg('review_unknown'), { id });
      if (outcome.moved) await audit(request, found.login, `review-${request.body.status === 'approved' ? 'approve' : 'reject'}`, `#${id} ${outcome.review.rating}/5 product ${outcome.review.product_id}`);
      return { ...ownView(outcome.review), moved: outcome.moved, review_count: outcome.summary.count, rating_summary: Number(summaryAttributes(outcome.summary.count, outcome.summary.sum).rating_summary ?? 0) };
    },
  );
}
