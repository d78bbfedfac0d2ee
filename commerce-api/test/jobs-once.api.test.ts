import { beforeAll, describe, expect, it } from 'vitest';
import { magentoTime } from '../src/auth/clock.ts';
import { TOMBOLA_CODE } from '../src/games/seed.ts';
import { addProduct, addTowns, call, doualaAddress, registerCustomer } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { useSecondNode, useTestServer, type TestServer } from './support/server.ts';
import { proofOf } from './support/phone-proof.ts';

/**
 * What falls due with time, on two back-end instances sharing ONE database (two nodes behind a
 * load balancer), on either engine: a tombola is drawn once, an auction closes once with one
 * winner, an expired pick-up is cancelled and restocked once, whichever nodes shoppers reach
 * and however many at the same moment (decision 034).
 */
let clock = Date.now();
const now = () => new Date(clock);
const api = useTestServer({ now });
const second = useSecondNode(api, { now, config: { mode: 'test', demoOutbox: true } });
let nodes: TestServer[] = [];

beforeAll(() => {
  nodes = [api.server, second.server];
});

/** `count` requests sent together, alternating between the two nodes. */
const together = <T>(count: number, request: (node: TestServer, i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => request(nodes[i % 2]!, i)));

describe('jobs due with time, on two nodes sharing one database', () => {
  it('cancel an expired pick-up once and restock it once, however many readers at once', async () => {
    await addTowns(api.store);
    const address = await doualaAddress(api.store);
    const customer = await registerCustomer(nodes[0]!);
    clock = Date.parse('2026-11-20T10:00:00Z');
    const product = await addProduct(api.store, { price: 30_000, qty: 10, attributes: { shipping_class: 'medium' } });
    // Cart filled through one node, order placed through the other.
    await call(nodes[0]!, 'POST', '/rest/fr/V1/carts/mine', { token: customer.token });
    expect((await call(nodes[0]!, 'POST', '/rest/fr/V1/carts/mine/items', { token: customer.token, body: { cartItem: { sku: product.sku, qty: 2 } } })).status).toBe(200);
    const shipping = { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'gtpickup', shipping_method_code: 'agency' } };
    expect((await call(nodes[1]!, 'POST', '/rest/fr/V1/carts/mine/shipping-information', { token: customer.token, body: shipping })).status).toBe(200);
    const placed = await call(nodes[1]!, 'POST', '/rest/fr/V1/carts/mine/payment-information', { token: customer.token, headers: { source: 'WEBSITE' }, body: { paymentMethod: { method: 'cashondelivery' } } });
    expect(placed.status).toBe(200);
    const orderId = Number(placed.body);
    const stockOf = async () => (await api.store.db.selectFrom('stock').select('qty').where('product_id', '=', product.id).executeTakeFirstOrThrow()).qty;
    expect(await stockOf()).toBe(8);

    // Past the 48 hours after the collection date: the customer's orders are read on both nodes at once.
    clock = Date.parse('2026-11-25T10:01:00Z');
    const login = await call(nodes[0]!, 'POST', '/api/auth/login', { body: { username: customer.email, password: customer.password } });
    const token = login.body.token as string;
    const reads = await together(8, (node, i) => call(node, 'GET', i % 4 === 0 ? '/rest/fr/V1/orders' : `/rest/fr/V1/orders/${orderId}`, { token }));
    expect(reads.map((r) => r.status)).toEqual(Array(8).fill(200));
    const order = await api.store.db.selectFrom('orders').select(['state', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ state: 'canceled', status: 'canceled' });
    expect(await stockOf()).toBe(10);
    clock = Date.now();
  });

  it('close an auction once: one winner, the same on both nodes, and no bid after the end on either', async () => {
    const product = await addProduct(api.store, { price: 90_000 });
    const endsAt = new Date(clock + 60_000);
    await api.store.db
      .insertInto('auctions')
      .values({ product_id: product.id, title_fr: 'Enchère du soir', title_en: 'Evening auction', starting_price: 10_000, marge: 500, starts_at: magentoTime(new Date(clock - 3_600_000)), ends_at: magentoTime(endsAt) })
      .execute();
    // The bidders' tab proved the number once; the proof holds on either node.
    const proof = await proofOf(api.store, '655443322');
    const bid = (node: TestServer, price: number, name: string) =>
      call(node, 'POST', '/api/auctions/bids', { headers: proof, body: { bidder_name: name, bidder_phone_number: '655443322', bidding_price: price, product_id: product.id } });
    // The last second: eight bidders on the two nodes offer the same next step; one leads.
    clock = endsAt.getTime() - 1_000;
    const last = await together(8, (node, i) => bid(node, 10_500, `Bidder ${'ABCDEFGH'[i]} Nana`));
    expect(last.filter((r) => r.status === 200)).toHaveLength(1);
    expect(last.filter((r) => r.status === 400)).toHaveLength(7);
    const leader = (last.find((r) => r.status === 200)!.body as { data: { id: number } }).data.id;

    clock = endsAt.getTime() + 1_000;
    const late = await together(4, (node) => bid(node, 11_000, 'Late Comer'));
    expect(late.map((r) => r.body.message)).toEqual(Array(4).fill('Promotion terminée'));
    const views = await together(4, (node) => call(node, 'GET', '/api/auctions/events'));
    const mine = views.map((v) => (v.body.data as { product: { id: number }; status: string; winner?: unknown; bids_count: number }[]).find((a) => a.product.id === product.id)!);
    for (const view of mine) expect(view).toMatchObject({ status: 'ended', bids_count: 1, winner: { bidding_price: 10_500 } });
    expect(new Set(mine.map((v) => JSON.stringify(v.winner))).size).toBe(1);
    const bids = await api.store.db.selectFrom('bids').select(['id', 'bidding_price']).where('auction_id', 'in', api.store.db.selectFrom('auctions').select('id').where('product_id', '=', product.id)).execute();
    expect(bids).toEqual([{ id: leader, bidding_price: 10_500 }]);
    clock = Date.now();
  });

  it('draw the tombola once, however many readers reach the two nodes at its end', async () => {
    for (const [i, [tel, price]] of ([['670101010', 50_000], ['670202020', 100_000], ['670303030', 26_000], ['670404040', 75_000]] as const).entries()) {
      const node = nodes[i % 2]!;
      const { incrementId } = await placeGuestOrder(node, api.store, { telephone: tel, price });
      expect((await call(node, 'POST', '/api/games/tombola/tickets', { headers: await proofOf(api.store, tel), body: { nom: 'Chantal Mballa', code: TOMBOLA_CODE, tel, order_number: incrementId } })).status).toBe(200);
    }
    const { ends_at: end } = await api.store.db.selectFrom('game_codes').select('ends_at').where('code', '=', TOMBOLA_CODE).executeTakeFirstOrThrow();
    clock = Date.parse(`${end.replace(' ', 'T')}Z`) + 60_000;

    const pages = await together(10, (node) => call(node, 'GET', '/api/games/tombola'));
    expect(pages.map((p) => p.status)).toEqual(Array(10).fill(200));
    // Every reader, on either node, sees the one draw.
    const draws = new Set(pages.map((p) => JSON.stringify({ draw: p.body.draw, winners: p.body.winners })));
    expect(draws.size).toBe(1);
    const prizes = await api.store.db.selectFrom('game_prizes').select('id').where('code', '=', TOMBOLA_CODE).execute();
    const winners = await api.store.db.selectFrom('tombola_winners').select(['rank', 'ticket_id']).where('code', '=', TOMBOLA_CODE).execute();
    expect(winners).toHaveLength(Math.min(prizes.length, pages[0]!.body.tickets));
    expect(new Set(winners.map((w) => w.ticket_id)).size).toBe(winners.length);
    expect(pages[0]!.body.winners).toHaveLength(winners.length);
    clock = Date.now();
  });
});
