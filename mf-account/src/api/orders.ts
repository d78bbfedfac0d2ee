import { api, contentApi, searchCriteria, type CustomerAddress, type HomeDeliveryRequest } from '@shop/shared';
import type { Order, OrderList } from '../features/orders/lib/order-view';

/**
 * The customer's orders, newest first (`created_at` DESC). The server scopes the list to the
 * token's customer whatever the criteria say, so no customer id filter is needed here.
 */
export function fetchOrders(page: number, pageSize: number, signal?: AbortSignal): Promise<OrderList> {
  const searchParams = searchCriteria({ sortOrders: [{ field: 'created_at', direction: 'DESC' }], pageSize, currentPage: page });
  return api.get('orders', { searchParams, signal }).json<OrderList>();
}

export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api.get(`orders/${encodeURIComponent(id)}`, { signal }).json<Order>();
}

/** Turns a pick-up order into a home delivery, to the given address or the order's own. */
export function switchToHomeDelivery(id: number, address?: CustomerAddress): Promise<Order> {
  const body: HomeDeliveryRequest = address ? { address } : {};
  return contentApi.post(`orders/${id}/home-delivery`, { json: body }).json<Order>();
}

/** A review the customer wrote of one line of their order, as they see it (with its moderation). */
export interface OwnReview {
  id: number;
  order_item_id: number;
  rating: number;
  title: string;
  detail: string;
  nickname: string;
  status: 'pending' | 'approved' | 'rejected';
}

/** The order's lines and whether each may still be reviewed (only a complete order's may). */
export interface OrderReviews {
  order_id: number;
  can_review: boolean;
  limits: { nickname: [number, number]; title: [number, number]; detail: [number, number] };
  items: { order_item_id: number; product_id: number; sku: string; name: string; can_review: boolean; review: OwnReview | null }[];
}

export function fetchOrderReviews(orderId: number, signal?: AbortSignal): Promise<OrderReviews> {
  return api.get(`reviews/mine/orders/${orderId}`, { signal }).json<OrderReviews>();
}

export function postReview(review: { order_item_id: number; rating: number; nickname: string; title: string; detail: string }): Promise<OwnReview> {
  return api.post('reviews/mine', { json: review }).json<OwnReview>();
}
