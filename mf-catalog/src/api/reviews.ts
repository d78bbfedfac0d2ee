import { api } from '@shop/shared';

/** An approved review as the shop shows it: every one comes from a completed order. */
export interface ProductReview {
  id: number;
  nickname: string;
  rating: number;
  title: string;
  detail: string;
  created_at: string;
  verified_purchase: boolean;
}

export interface ProductReviews {
  items: ProductReview[];
  total_count: number;
  /** Average as Magento's percentage (5 stars = 100); null without an approved review. */
  rating_summary: number | null;
}

/** A product's approved reviews, newest first (the first page). */
export function fetchProductReviews(sku: string, signal?: AbortSignal): Promise<ProductReviews> {
  return api.get(`products/${encodeURIComponent(sku)}/reviews`, { searchParams: new URLSearchParams({ pageSize: '10' }), signal }).json<ProductReviews>();
}
