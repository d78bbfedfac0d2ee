import { api, type Customer } from '@shop/shared';

/** The logged-in shopper's profile; the shared client adds the bearer token. */
export function fetchCurrentCustomer(signal?: AbortSignal): Promise<Customer> {
  return api.get('customers/me', { signal }).json<Customer>();
}
