import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, registerCustomer, snapshotOf } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { moveOn, orderIdOf } from './support/move-order.ts';
import { WHEEL_CODE } from '../src/games/seed.ts';
import { proofsFor } from './support/phone-proof.ts';

// The server's chance is injected: each test chooses the roll, and sees what the server asked for.
let roll = 0;
const asked: number[] = [];
const api = useTestServer({
  draw: (outcomes) => {
    asked.push(outcomes);
    return roll;
  },
});

const proofs = proofsFor(() => api.store);
// Each player proved their number, as the page makes a guest do once per tab.
const spin = async (body: Record<string, unknown>, token?: string) =>
  call(api.server, 'POST', '/api/games/wheel/spin', { token, headers: await proofs(body['tel']), body: { nom: 'Awa Mbarga', code: WHEEL_CODE, ...body } });

/** The next spin lands on `position`: the first roll of its slice of the seeded weights. */
async function landOn(position: number): Promise<void> {
  const before = await api.store.db.selectFrom('game_prizes').select('weight').where('code', '=', WHEEL_CODE).where('position', '<', position).execute();
  roll = before.reduce((sum, p) => sum + p.weight, 0);
}

const stockAt = async (position: number) =>
  (await api.store.db.selectFrom('game_prizes').select('stock').where('code', '=', WHEEL_CODE).where('position', '=', position).executeTakeFirstOrThrow()).stock;

describe('wheel page', () => {
  it('states the running wheel, its odds (summing to 1) and its prizes left', async () => {
    const res = await call(api.server, 'GET', '/api/games/wheel?locale=en');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'wheel', state: 'in_progress', game: { code: WHEEL_CODE, title: 'Holiday wheel of fortune', login_required: false } });
    const segments = res.body.segments as { odds: number; label: string; stock: number | null; has_prize: boolean }[];
    expect(segments).toHaveLength(8);
    expect(segments.reduce((sum, s) => sum + s.odds, 0)).toBeCloseTo(1, 12);
    expect(segments[0]).toMatchObject({ label: '10% off', odds: 0.12, stock: 40, has_prize: true });
    expect(segments[1]).toMatchObject({ label: 'No luck', stock: null, has_prize: false });
  });
});

describe('wheel spins', () => {
  it('refuses a wrong code, a made-up order and an order proved with another phone, writing nothing', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '670111222' });
    const before = await snapshotOf(api.store);
    expect((await spin({ tel: '670111222', order_number: incrementId, code: 'ROUE-RENTREE-2026' })).body.message).toBe('Code de jeu invalide');
    expect((await spin({ tel: '670111222', order_number: '100999999' })).body.message).toBe('Numéro de commande invalide');
    const other = await call(api.server, 'POST', '/api/games/wheel/spin?locale=en', { headers: await proofs('699999999'), body: { nom: 'Awa', tel: '699999999', order_number: incrementId, code: WHEEL_CODE } });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Invalid order number');
    expect(await snapshotOf(api.store)).toBe(before);
  });

  it('draws on the server, pays a coupon usable once in a cart, and refuses a second spin', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '670222333' });
    await landOn(1);
    asked.length = 0;
    const won = await spin({ tel: '670222333', order_number: incrementId });
    // One roll among the stated weights (they sum to 100).
    expect(asked).toEqual([100]);
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ position: 1, label: '-10 %', won: true, coupon: { code: expect.stringMatching(/^ROUE-[A-Z2-9]{8}$/), min_subtotal: 0 } });
    expect(await stockAt(1)).toBe(39);
    const code = won.body.coupon.code as string;

    const before = await snapshotOf(api.store);
    const again = await spin({ tel: '670222333', order_number: incrementId });
    expect(again.status).toBe(409);
    expect(again.body.parameters.prize).toContain(code);
    expect(await snapshotOf(api.store)).toBe(before);

    // The prize is a real coupon: it applies to a cart once, then an order retires it.
    const used = await placeGuestOrder(api.server, api.store, { telephone: '670222333', coupon: code, price: 40_000 });
    expect(used.coupon).toEqual({ status: 200, message: undefined });
    expect(await api.store.db.selectFrom('orders').select('discount_amount').where('increment_id', '=', used.incrementId).executeTakeFirst()).toEqual({ discount_amount: 4000 });
    const reused = await placeGuestOrder(api.server, api.store, { telephone: '670222333', coupon: code });
    expect(reused.coupon?.status).toBe(404);
  });

  it('pays nothing on a segment whose prizes ran out', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '670333444' });
    await api.store.db.updateTable('game_prizes').set({ stock: 0 }).where('code', '=', WHEEL_CODE).where('position', '=', 8).execute();
    await landOn(8);
    const res = await spin({ tel: '670333444', order_number: incrementId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ position: 8, won: false, coupon: null });
    expect(await stockAt(8)).toBe(0);
  });

  it("shows a logged-in winner their coupon, and refuses another customer's order", async () => {
    const customer = await registerCustomer(api.server, { telephone: '655443322' });
    const stranger = await registerCustomer(api.server);
    // a guest order placed with the customer's phone is theirs too
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '655443322' });
    const refused = await spin({ tel: '655443322', order_number: incrementId }, stranger.token);
    expect(refused.status).toBe(400);
    await landOn(3);
    const res = await spin({ tel: '655443322', order_number: incrementId }, customer.token);
    expect(res.status).toBe(200);
    const prizes = await call(api.server, 'GET', '/api/games/my-prizes', { token: customer.token });
    expect(prizes.body.items).toEqual([expect.objectContaining({ code: res.body.coupon.code, min_subtotal: 20_000, usable: true })]);
    expect((await call(api.server, 'GET', '/api/games/my-prizes', { token: stranger.token })).body.items).toEqual([]);
    expect((await call(api.server, 'GET', '/api/games/my-prizes')).status).toBe(401);
  });

  it('asks for a login when the wheel requires one', async () => {
    await api.store.db.updateTable('game_codes').set({ login_required: 1 }).where('code', '=', WHEEL_CODE).execute();
    try {
      const res = await call(api.server, 'POST', '/api/games/wheel/spin?locale=en', { body: { nom: 'Awa', tel: '670000000', order_number: '100000001', code: WHEEL_CODE } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('You need to be logged in to play this game');
    } finally {
      await api.store.db.updateTable('game_codes').set({ login_required: 0 }).where('code', '=', WHEEL_CODE).execute();
    }
  });

  it('answers a wheel left without any weight with no wheel and a refused spin, not a failure', async () => {
    const weights = await api.store.db.selectFrom('game_prizes').select(['id', 'weight']).where('code', '=', WHEEL_CODE).execute();
    await api.store.db.updateTable('game_prizes').set({ weight: 0 }).where('code', '=', WHEEL_CODE).execute();
    try {
      expect((await call(api.server, 'GET', '/api/games/wheel')).body).toMatchObject({ state: 'in_progress', segments: [] });
      const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '670444555' });
      expect((await spin({ tel: '670444555', order_number: incrementId })).status).toBe(400);
    } finally {
      for (const w of weights) await api.store.db.updateTable('game_prizes').set({ weight: w.weight }).where('id', '=', w.id).execute();
    }
  });

  it('says no game is programmed once every wheel is over', async () => {
    const saved = await api.store.db.selectFrom('game_codes').select(['code', 'starts_at', 'ends_at']).where('kind', '=', 'wheel').execute();
    await api.store.db.updateTable('game_codes').set({ is_active: 0 }).where('kind', '=', 'wheel').execute();
    try {
      expect((await call(api.server, 'GET', '/api/games/wheel')).body).toMatchObject({ state: 'none', game: null });
    } finally {
      await api.store.db.updateTable('game_codes').set({ is_active: 1 }).where('kind', '=', 'wheel').execute();
    }
    expect(saved).toHaveLength(2);
  });
});

describe('wheel entries need a real order', () => {
  it('refuses an unpaid cash order and a cancelled one, writing nothing; spins once the order is confirmed', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '670111333', unconfirmed: true });
    const cancelled = await placeGuestOrder(api.server, api.store, { telephone: '670111333', unconfirmed: true });
    await moveOn(api.store, await orderIdOf(api.store, { number: cancelled.incrementId }), 'canceled');
    const before = await snapshotOf(api.store);
    const unpaid = await spin({ tel: '670111333', order_number: incrementId });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.message).toBe("Cette commande n'est pas encore payée ni confirmée : vous pourrez jouer dès qu'elle le sera.");
    expect((await spin({ tel: '670111333', order_number: cancelled.incrementId })).body.message).toBe('Numéro de commande invalide');
    // A stranger with the order's number learns nothing of where it stands.
    expect((await spin({ tel: '699999999', order_number: incrementId })).body.message).toBe('Numéro de commande invalide');
    expect(await snapshotOf(api.store)).toBe(before);
    await moveOn(api.store, await orderIdOf(api.store, { number: incrementId }), 'confirmed');
    await landOn(2);
    expect((await spin({ tel: '670111333', order_number: incrementId })).status).toBe(200);
  });
});
