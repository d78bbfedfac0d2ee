import type { AppContext } from '../context.ts';
import { nowText } from '../auth/clock.ts';
import type { Static } from 'typebox';
import type { AddressBookEntrySchema } from '@shop/shared/contracts/checkout-schema';
import { cleanAddress } from './address.ts';

export type AddressBookEntry = Static<typeof AddressBookEntrySchema>;

/**
 * Magento's rule for `PUT customers/me` with `addresses`: the list given is the whole book. An
 * entry carrying the id of one of this customer's addresses updates it in place (so its id stays,
 * and with it a checkout pre-filled from it); any other entry is added; addresses left out are
 * deleted. One default shipping and one default billing address: the first flagged wins, and the
 * first address takes the role when none is flagged. Every address is validated before anything
 * is written.
 */
export function saveAddressBook(ctx: AppContext, customerId: number, entries: AddressBookEntry[]): void {
  const owned = new Set(ctx.db.prepare('SELECT id FROM customer_addresses WHERE customer_id = ?').pluck().all(customerId) as number[]);
  const claimed = new Set<number>();
  const rows = entries.map((entry) => {
    const raw = entry.id === undefined || entry.id === null || entry.id === '' ? null : Number(entry.id);
    // The same id twice: the second entry is a new address, never a second write to one row.
    const id = raw !== null && owned.has(raw) && !claimed.has(raw) ? raw : null;
    if (id !== null) claimed.add(id);
    return {
      id,
      address: cleanAddress(ctx, entry),
      shipping: Boolean(entry.default_shipping),
      billing: Boolean(entry.default_billing),
    };
  });
  const flag = (role: 'shipping' | 'billing') => {
    const first = rows.findIndex((r) => r[role]);
    rows.forEach((r, i) => (r[role] = i === (first === -1 ? 0 : first)));
  };
  flag('shipping');
  flag('billing');
  const kept = new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
  const now = nowText(ctx);
  ctx.db.transaction(() => {
    const remove = ctx.db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?');
    for (const id of owned) if (!kept.has(id)) remove.run(id, customerId);
    const update = ctx.db.prepare('UPDATE customer_addresses SET address = ?, default_shipping = ?, default_billing = ? WHERE id = ? AND customer_id = ?');
    const insert = ctx.db.prepare('INSERT INTO customer_addresses (customer_id, address, default_shipping, default_billing, created_at) VALUES (?, ?, ?, ?, ?)');
    for (const r of rows) {
      const json = JSON.stringify(r.address);
      if (r.id !== null) update.run(json, r.shipping ? 1 : 0, r.billing ? 1 : 0, r.id, customerId);
      else insert.run(customerId, json, r.shipping ? 1 : 0, r.billing ? 1 : 0, now);
    }
  })();
}
