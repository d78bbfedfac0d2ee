import { api, contentApi, fetchTowns, type CloseAccountRequest, type Customer, type CustomerChanges, type Town } from '@shop/shared';

export type { CustomerChanges };

/** The logged-in shopper's profile; the shared client adds the bearer token. */
export function fetchCurrentCustomer(signal?: AbortSignal): Promise<Customer> {
  return api.get('customers/me', { signal }).json<Customer>();
}

/**
 * Magento's profile update; answers the saved customer. Writes are never retried by the client. A
 * new telephone carries the current password (and the tab's proof of the number, which the shared
 * client adds).
 */
export function saveCustomer(changes: CustomerChanges, currentPassword?: string): Promise<Customer> {
  return api.put('customers/me', { json: { customer: changes, ...(currentPassword ? { currentPassword } : {}) } }).json<Customer>();
}

export function changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
  return api.put('customers/me/password', { json: { currentPassword, newPassword } }).json<boolean>();
}

/** Closes the account on the server (it checks the password); the session ends with it. */
export function closeAccount(input: CloseAccountRequest): Promise<{ deleted: boolean }> {
  return contentApi.delete('customers/me', { json: input }).json<{ deleted: boolean }>();
}

/** The profile and the towns served (town and quarter choices) together, for the forms that need both. */
export async function fetchCustomerAndTowns(signal?: AbortSignal): Promise<{ customer: Customer; towns: Town[] }> {
  const [customer, towns] = await Promise.all([fetchCurrentCustomer(signal), fetchTowns()]);
  return { customer, towns };
}
