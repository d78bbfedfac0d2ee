import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { provenCaller } from './support/phone-proof.ts';
import { call, snapshotOf } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { MYSTERY_CODE } from '../src/games/seed.ts';
import { discountFor } from '../src/games/mystery.ts';

// Hints appear on the server's clock, which the tests move.
let clock = Date.now();
let answer: { product_id: number; candidates: string };

const api = useTestServer({ now: () => new Date(clock) });
// Every player proved their number, as the page has a guest do once per tab.
const provenCall = provenCaller(api);
beforeAll(async () => {
  answer = await api.store.db.selectFrom('game_mystery').select(['product_id', 'candidates']).where('code', '=', MYSTERY_CODE).executeTakeFirstOrThrow();
});

const guess = (body: Record<string, unknown>) => provenCall('POST', '/api/games/mystery/guess', { body: { nom: 'Ibrahim Bello', code: MYSTERY_CODE, ...body } });

describe('mystery product', () => {
  it('reveals hints on schedule, never the answer while the game runs', async () => {
    const res = await call(api.server, 'GET', '/api/games/mystery?locale=en');
    expect(res.body).toMatchObject({ state: 'in_progress', total_hints: 5, discount_percent: 15 });
    expect(res.body.hints.map((h: { text: string }) => h.text)).toEqual(["It's a smartphone.", expect.stringMatching(/^Its price is between/)]);
    expect(res.body.next_hint_at).toMatch(/Z$/);
    expect(res.body.candidates).toHaveLength(6);
    expect(res.body).not.toHaveProperty('product');
    expect(JSON.stringify(res.body)).not.toContain('Its brand:');

    clock = Date.parse(res.body.next_hint_at) + 1000;
    expect((await call(api.server, 'GET', '/api/games/mystery')).body.hints).toHaveLength(3);
  });

  it('takes one guess per entry, among the candidates only; a right guess wins a discount on the product', async () => {
    const wrongId = (JSON.parse(answer.candidates) as number[]).find((id) => id !== answer.product_id)!;
    const first = await placeGuestOrder(api.server, api.store, { telephone: '670556677' });
    const before = await snapshotOf(api.store);
    expect((await guess({ tel: '670556677', order_number: first.incrementId, product_id: 1 })).status).toBe(400);
    expect((await guess({ tel: '670000000', order_number: first.incrementId, product_id: wrongId })).body.message).toBe('Numéro de commande invalide');
    expect(await snapshotOf(api.store)).toBe(before);

    const wrong = await guess({ tel: '670556677', order_number: first.incrementId, product_id: wrongId });
    expect(wrong.body).toEqual({ correct: false, coupon: null });
    const again = await guess({ tel: '670556677', order_number: first.incrementId, product_id: answer.product_id });
    expect(again.status).toBe(409);

    const second = await placeGuestOrder(api.server, api.store, { telephone: '670889900' });
    const right = await guess({ tel: '670889900', order_number: second.incrementId, product_id: answer.product_id });
    expect(right.status).toBe(200);
    const { price } = await api.store.db.selectFrom('products').select('price').where('id', '=', answer.product_id).executeTakeFirstOrThrow();
    expect(right.body).toMatchObject({ correct: true, discount: discountFor(price, 15), coupon: { code: expect.stringMatching(/^MYST-/), min_subtotal: price } });
    expect(await api.store.db.selectFrom('coupons').select(['type', 'amount']).where('code', '=', right.body.coupon.code).executeTakeFirst()).toEqual({ type: 'fixed', amount: discountFor(price, 15) });
  });

  it('reveals the product once the game has ended', async () => {
    const { ends_at: endsAt } = await api.store.db.selectFrom('game_codes').select('ends_at').where('code', '=', MYSTERY_CODE).executeTakeFirstOrThrow();
    clock = Date.parse(`${endsAt.replace(' ', 'T')}Z`) + 1000;
    const res = await call(api.server, 'GET', '/api/games/mystery');
    expect(res.body).toMatchObject({ state: 'ended', next_hint_at: null, guesses: { total: 2, correct: 1 }, product: { id: answer.product_id, url: expect.stringMatching(/^\/product\/.+-\d+$/) } });
    expect(res.body.hints).toHaveLength(5);
  });
});

describe('discountFor', () => {
  it('rounds to 500 FCFA and never gives less than 500', () => {
    expect(discountFor(78_900, 15)).toBe(12_000);
    expect(discountFor(1000, 10)).toBe(500);
  });
});
