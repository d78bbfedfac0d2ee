/**
 * The rules of buyers' reviews, without the database: who may write one, what a review holds,
 * and the summary a product carries (Magento's `rating_summary`, a percentage, and `review_count`).
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Only a delivered, collected or picked-up order (Magento's `complete`) proves the buyer used it. */
export const REVIEWABLE_ORDER_STATUS = 'complete';

export const REVIEW_LIMITS = { nickname: [2, 40], title: [0, 80], detail: [10, 2000] } as const;

export interface ReviewInput {
  rating: number;
  nickname: string;
  title: string;
  detail: string;
}

export type ReviewRefusal =
  | { key: 'review_rating_invalid'; parameters: Record<string, never> }
  | { key: 'review_text_length'; parameters: { fieldName: string; min: number; max: number } };

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
const length = (text: string) => [...text].length;

/** The review as it is kept (texts trimmed, inner runs of spaces folded), or why it is refused. */
export function checkReview(input: ReviewInput): { ok: true; value: ReviewInput } | { ok: false; refusal: ReviewRefusal } {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) return { ok: false, refusal: { key: 'review_rating_invalid', parameters: {} } };
  const value = { rating: input.rating, nickname: tidy(input.nickname), title: tidy(input.title), detail: input.detail.trim().replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n') };
  for (const field of ['nickname', 'title', 'detail'] as const) {
    const [min, max] = REVIEW_LIMITS[field];
    const n = length(value[field]);
    if (n < min || n > max) return { ok: false, refusal: { key: 'review_text_length', parameters: { fieldName: field, min, max } } };
  }
  return { ok: true, value };
}

/** Why a customer may not review an order line, or null when they may. */
export function lineRefusal(line: { customer_id: number | null; order_status: string } | undefined, customerId: number): 'review_line_unknown' | 'review_order_not_complete' | null {
  // Another customer's line answers as an unknown one: line ids say nothing of others' orders.
  if (!line || line.customer_id !== customerId) return 'review_line_unknown';
  return line.order_status === REVIEWABLE_ORDER_STATUS ? null : 'review_order_not_complete';
}

/**
 * The product's summary attributes from its approved ratings: the average as Magento's
 * percentage (5 stars = 100) to one decimal, and the count; none at all without a review.
 */
export function summaryAttributes(count: number, sum: number): { rating_summary?: string; review_count?: string } {
  if (count <= 0) return {};
  return { rating_summary: String(Math.round((sum / count) * 200) / 10), review_count: String(count) };
}

/** The product's stored attributes with its summary replaced. */
export function withSummary(attributes: Record<string, unknown>, count: number, sum: number): Record<string, unknown> {
  const { rating_summary: _summary, review_count: _count, ...rest } = attributes;
  return { ...rest, ...summaryAttributes(count, sum) };
}
