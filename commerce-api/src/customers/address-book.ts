import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import type { Static } from 'typebox';
import type { AddressBookEntrySchema } from '@shop/shared/contracts/checkout-schema';
import { cleanAddress, type CleanAddress } from './address.ts';

export type AddressBookEntry = Static<typeof AddressBookEntrySchema>;

/**
 * Magento's rule for `PUT customers/me` with `addresses`: the list given is the whole book. An
 * entry carrying the id of one of this customer's addresses updates it in place (so its id stays,
 * and with it a checkout pre-filled from it); any other entry is added; addresses left out are
 * deleted. One default shipping and one default billing address: the first flagged wins, and the
 * first address takes the role when none is flagged. Every address is validated before anything
 * is written.
 */
export async function saveAddressBook(ctx: AppContext, customerId: number, entries: AddressBookEntry[]): Promise<void> {
  const owned = new Set((await ctx.repos.customers.addresses(customerId)).map((a) => a.id));
  const claimed = new Set<number>();
  const rows: { id: number | null; address: CleanAddress; shipping: boolean; billing: boolean }[] = [];
  for (const entry of entries) {
    const raw = entry.id === undefined || entry.id === null || entry.id === '' ? null : Number(entry.id);
    // The same id twice: the second entry is a new address, never a second write to one row.
    const id = raw !== null && owned.has(raw) && !claimed.has(raw) ? raw : null;
    if (id !== null) claimed.add(id);
    rows.push({
      id,
      address: await cleanAddress(ctx, entry),
      shipping: Boolean(entry.default_shipping),
      billing: Boolean(entry.default_billing),
    });
  }
  const flag = (role: 'shipping' | 'billing') => {
    const first = rows.findIndex((r) => r[role]);
    rows.forEach((r, i) => (r[role] = i === (first === -1 ? 0 : first)));
  };
  flag('shipping');
  flag('billing');
  const writes = rows.map((r) => ({ id: r.id, address: JSON.stringify(r.address), default_shipping: r.shipping ? 1 : 0, default_billing: r.billing ? 1 : 0 }));
  const now = nowText(ctx);
  await ctx.transaction((repos) => repos.customers.saveAddresses(customerId, writes, now));
}
