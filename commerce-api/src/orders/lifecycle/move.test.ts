import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bothEngines } from '../../../test/support/both-engines.ts';
import { readyCart, serviceContext, stockedProduct } from '../../../test/support/service-context.ts';
import { type Store } from '../../db/store.ts';
import type { AppContext } from '../../context.ts';
import type { OutboundMessage } from '../../messaging/transports.ts';
import { createGuestCart } from '../../carts/store.ts';
import { placeOrder } from '../place.ts';
import { moveOrder, onOrderMoved, type MoveInput } from './move.ts';
import { applyMove, expireDuePickups } from './service.ts';
import type { OrderEvent } from './machine.ts';

/**
 * The lifecycle's moves through the service and the repositories, on SQLite and on PostgreSQL,
 * where concurrent moves are transactions on their own pooled connections that truly overlap.
 */

const engines = bothEngines('lifecycle');

let store: Store;
let clock = new Date('2026-11-20T10:00:00Z');
let ctx: AppContext;
const sent: OutboundMessage[] = [];

let serial = 0;

/** An order of 2 units of a new product (5 in stock), placed through the real placement. */
async function order(payment = 'cashondelivery', carrier: 'gtdelivery' | 'gtpickup' = 'gtdelivery'): Promise<{ id: number; productId: number }> {
  serial += 1;
  const sku = `LIFE-${serial}`;
  const productId = await stockedProduct(store, sku, clock, { Douala: 5 });
  // A telephone per order: the caps on open unpaid orders per telephone stay out of the way.
  const telephone = `6990${String(serial).padStart(5, '0')}`;
  const ref = await readyCart(ctx, store, { kind: 'guest', maskedId: await createGuestCart(ctx) }, sku, { qty: 2, carrier, telephone });
  const placed = await placeOrder(ctx, ref, { email: 'awa@example.cm', paymentMethod: payment === 'cashondelivery' ? { method: payment } : { method: payment, additional_data: { payer_number: '677001122' } }, locale: 'fr' });
  return { id: placed.id, productId };
}

const stockOf = async (productId: number) => (await store.db.selectFrom('stock').select('qty').where('product_id', '=', productId).executeTakeFirstOrThrow()).qty;
const statusOf = async (id: number) => (await ctx.repos.orders.byId(id))!.status;
const move = (id: number, event: OrderEvent, extra: Partial<MoveInput> = {}) => applyMove(ctx, { orderId: id, event, actor: { kind: 'operator', id: 'desk' }, ...extra });

describe.each(engines)('the order lifecycle on %s', (_engine, factory) => {
  beforeAll(async () => {
    ({ store, ctx } = await serviceContext(factory, { now: () => clock, sent }));
  });
  afterEach(() => {
    sent.length = 0;
    clock = new Date('2026-11-20T10:00:00Z');
  });

  it('places cash on delivery as pending and mobile money as pending_payment, with a first history row', async () => {
    const cash = await order();
    const momo = await order('mesomb_gateway');
    expect(await ctx.repos.orders.byId(cash.id)).toMatchObject({ state: 'new', status: 'pending' });
    expect(await ctx.repos.orders.byId(momo.id)).toMatchObject({ state: 'pending_payment', status: 'pending_payment' });
    expect((await ctx.repos.lifecycle.history(momo.id)).map((h) => [h.event, h.status, h.notify])).toEqual([['placed', 'pending_payment', 0]]);
  });

  it('takes a cash order to complete, each move in the history, the customer told each time', async () => {
    const { id, productId } = await order();
    for (const event of ['confirmed', 'shipped', 'delivered'] as const) expect((await move(id, event)).moved).toBe(true);
    expect(await statusOf(id)).toBe('complete');
    expect(await stockOf(productId)).toBe(3);
    const history = await ctx.repos.lifecycle.history(id);
    expect(history.map((h) => [h.from_status, h.event, h.status, h.actor_kind, h.actor_id])).toEqual([
      [null, 'placed', 'pending', 'customer', null],
      ['pending', 'confirmed', 'processing', 'operator', 'desk'],
      ['processing', 'shipped', 'shipped', 'operator', 'desk'],
      ['shipped', 'delivered', 'complete', 'operator', 'desk'],
    ]);
    expect(history.slice(1).every((h) => h.notified_at !== null)).toBe(true);
    await ctx.messenger.settled();
    const sms = sent.filter((m) => m.channel === 'sms').map((m) => m.body);
    expect(sms).toHaveLength(3);
    expect(sms[2]).toMatch(/^Bonjour Awa, votre commande 1\d{8} est maintenant : livrée\.$/);
    expect(sent.filter((m) => m.channel === 'email').every((m) => m.to === 'awa@example.cm')).toBe(true);
  });

  it('refuses moves the status does not allow, writing nothing', async () => {
    const { id } = await order();
    const refused = await move(id, 'delivered');
    expect(refused).toMatchObject({ moved: false, reason: 'not_allowed' });
    expect(await move(id, 'ready_for_pickup')).toMatchObject({ moved: false });
    expect(await move(999_999, 'confirmed')).toEqual({ moved: false, reason: 'not_found' });
    expect(await statusOf(id)).toBe('pending');
    expect(await ctx.repos.lifecycle.history(id)).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });

  it('gives the stock back on cancel, with the reason kept and told', async () => {
    const { id, productId } = await order();
    expect(await stockOf(productId)).toBe(3);
    expect((await move(id, 'canceled', { comment: 'Client injoignable' })).moved).toBe(true);
    expect(await stockOf(productId)).toBe(5);
    expect((await ctx.repos.lifecycle.history(id)).at(-1)).toMatchObject({ event: 'canceled', comment: 'Client injoignable' });
    await ctx.messenger.settled();
    expect(sent.find((m) => m.channel === 'sms')!.body).toContain('Motif : Client injoignable');
    // A second cancel is a no-op: no second restock.
    expect((await move(id, 'canceled')).moved).toBe(false);
    expect(await stockOf(productId)).toBe(5);
  });

  it('gives stock back when an unpaid order expires, and applies a late or repeated payment status once', async () => {
    const expired = await order('mesomb_gateway');
    expect((await applyMove(ctx, { orderId: expired.id, event: 'payment_expired', actor: { kind: 'system' } })).moved).toBe(true);
    expect(await stockOf(expired.productId)).toBe(5);
    expect(await applyMove(ctx, { orderId: expired.id, event: 'paid', actor: { kind: 'payment', id: 'late' } })).toMatchObject({ moved: false, reason: 'not_allowed' });
    expect(await statusOf(expired.id)).toBe('canceled');

    const paid = await order('mesomb_gateway');
    const twice = await Promise.all([0, 1, 2].map(() => applyMove(ctx, { orderId: paid.id, event: 'paid', actor: { kind: 'payment', id: 'ref-1' } })));
    expect(twice.filter((r) => r.moved)).toHaveLength(1);
    expect((await ctx.repos.lifecycle.history(paid.id)).filter((h) => h.event === 'paid')).toHaveLength(1);
  });

  it('applies one of many concurrent moves of an order, and restocks once', async () => {
    const { id, productId } = await order();
    const events: OrderEvent[] = ['confirmed', 'canceled', 'canceled', 'confirmed', 'canceled', 'confirmed'];
    const results = await Promise.all(events.map((event) => move(id, event)));
    const moved = results.filter((r) => r.moved);
    // Confirming then cancelling a cash order is a legal sequence: at most one of each applies.
    expect(moved.length).toBeGreaterThanOrEqual(1);
    expect(moved.length).toBeLessThanOrEqual(2);
    const history = (await ctx.repos.lifecycle.history(id)).slice(1);
    expect(history).toHaveLength(moved.length);
    const final = await statusOf(id);
    expect(await stockOf(productId)).toBe(final === 'canceled' ? 5 : 3);
    expect(new Set(history.map((h) => h.event)).size).toBe(history.length);
  });

  it('runs listeners in the move’s transaction: a failing listener undoes the move', async () => {
    const { id, productId } = await order();
    const seen: string[] = [];
    const off = onOrderMoved(async (repos, moved) => {
      seen.push(`${moved.from}>${moved.to.status}:${moved.event}`);
      if (moved.event === 'canceled') {
        expect((await repos.orders.byId(moved.order.id))!.status).toBe('canceled');
        throw new Error('listener failed');
      }
    });
    try {
      expect((await move(id, 'confirmed')).moved).toBe(true);
      await expect(move(id, 'canceled')).rejects.toThrow('listener failed');
    } finally {
      off();
    }
    expect(seen).toEqual(['pending>processing:confirmed', 'processing>canceled:canceled']);
    expect(await statusOf(id)).toBe('processing');
    expect(await stockOf(productId)).toBe(3);
    expect((await ctx.repos.lifecycle.history(id)).map((h) => h.event)).toEqual(['placed', 'confirmed']);
  });

  it('expires an uncollected cash pick-up 48 hours after the chosen day, once, however many read it', async () => {
    const { id, productId } = await order('cashondelivery', 'gtpickup');
    const paid = await order('mesomb_gateway', 'gtpickup');
    await move(paid.id, 'paid');
    // Friday 20th: the first day offered is Saturday 21st; the deadline Monday 23rd, 18:00 in Douala.
    expect(await ctx.repos.orders.byId(id)).toMatchObject({ pickup_date: '2026-11-21', pickup_deadline: '2026-11-23 17:00:00' });
    clock = new Date('2026-11-23T16:59:59Z');
    expect(await expireDuePickups(ctx)).toBe(0);
    clock = new Date('2026-11-23T17:00:01Z');
    const counts = await Promise.all([0, 1, 2, 3].map(() => expireDuePickups(ctx)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await statusOf(id)).toBe('canceled');
    expect(await stockOf(productId)).toBe(5);
    // A paid parcel waits at the agency: it is refunded by the desk, not cancelled by the clock.
    expect(await statusOf(paid.id)).toBe('processing');
  });

  it('moves inside a caller’s transaction, rolled back with it', async () => {
    const { id } = await order();
    await expect(
      ctx.transaction(async (repos) => {
        expect((await moveOrder(repos, { orderId: id, event: 'confirmed', actor: { kind: 'system' } })).moved).toBe(true);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await statusOf(id)).toBe('pending');
    expect(await ctx.repos.lifecycle.history(id)).toHaveLength(1);
  });
});
