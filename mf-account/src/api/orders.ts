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
