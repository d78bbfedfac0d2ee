import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call, registerCustomer, snapshot } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { WHEEL_CODE } from '../src/games/seed.ts';

// The server's chance is injected: each test chooses the roll, and sees what the server asked for.
let roll = 0;
const asked: number[] = [];
const api = useTestServer({
  draw: (outcomes) => {
    asked.push(outcomes);
    return roll;
  },
});

const spin = (body: Record<string, unknown>, token?: string) => call(api.server, 'POST', '/api/games/wheel/spin', { token, body: { nom: 'Awa Mbarga', code: WHEEL_CODE, ...body } });

/** The next spin lands on `position`: the first roll of its slice of the seeded weights. */
function landOn(position: number): void {
  roll = api.db.prepare('SELECT coalesce(sum(weight), 0) FROM game_prizes WHERE code = ? AND position < ?').pluck().get(WHEEL_CODE, position) as number;
}

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
    const { incrementId } = await placeGuestOrder(api.server, api.db, { telephone: '670111222' });
    const before = snapshot(api.db);
    expect((await spin({ tel: '670111222', order_number: incrementId, code: 'ROUE-RENTREE-2026' })).body.message).toBe('Code de jeu invalide');
    expect((await spin({ tel: '670111222', order_number: '100999999' })).body.message).toBe('Numéro de commande invalide');
    const other = await call(api.server, 'POST', '/api/games/wheel/spin?locale=en', { body: { nom: 'Awa', tel: '699999999', order_number: incrementId, code: WHEEL_CODE } });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Invalid order number');
    expect(snapshot(api.db)).toBe(before);
  });

  it('draws on the server, pays a coupon usable once in a cart, and refuses a second spin', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.db, { telephone: '670222333' });
    landOn(1);
    asked.length = 0;
    const won = await spin({ tel: '670222333', order_number: incrementId });
    // One roll among the stated weights (they sum to 100).
    expect(asked).toEqual([100]);
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({ position: 1, label: '-10 %', won: true, coupon: { code: expect.stringMatching(/^ROUE-[A-Z2-9]{8}$/), min_subtotal: 0 } });
    expect(api.db.prepare('SELECT stock FROM game_prizes WHERE code = ? AND position = 1').pluck().get(WHEEL_CODE)).toBe(39);
    const code = won.body.coupon.code as string;

    const before = snapshot(api.db);
    const again = await spin({ tel: '670222333', order_number: incrementId });
    expect(again.status).toBe(409);
    expect(again.body.parameters.prize).toContain(code);
    expect(snapshot(api.db)).toBe(before);

    // The prize is a real coupon: it applies to a cart once, then an order retires it.
    const used = await placeGuestOrder(api.server, api.db, { telephone: '670222333', coupon: code, price: 40_000 });
    expect(used.coupon).toEqual({ status: 200, message: undefined });
    expect(api.db.prepare('SELECT discount_amount FROM orders WHERE increment_id = ?').pluck().get(used.incrementId)).toBe(4000);
    const reused = await placeGuestOrder(api.server, api.db, { telephone: '670222333', coupon: code });
    expect(reused.coupon?.status).toBe(404);
  });

  it('pays nothing on a segment whose prizes ran out', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.db, { telephone: '670333444' });
    api.db.prepare('UPDATE game_prizes SET stock = 0 WHERE code = ? AND position = 8').run(WHEEL_CODE);
    landOn(8);
    const res = await spin({ tel: '670333444', order_number: incrementId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ position: 8, won: false, coupon: null });
    expect(api.db.prepare('SELECT stock FROM game_prizes WHERE code = ? AND position = 8').pluck().get(WHEEL_CODE)).toBe(0);
  });

  it("shows a logged-in winner their coupon, and refuses another customer's order", async () => {
    const customer = await registerCustomer(api.server, { telephone: '655443322' });
    const stranger = await registerCustomer(api.server);
    // a guest order placed with the customer's phone is theirs too
    const { incrementId } = await placeGuestOrder(api.server, api.db, { telephone: '655443322' });
    const refused = await spin({ tel: '655443322', order_number: incrementId }, stranger.token);
    expect(refused.status).toBe(400);
    landOn(3);
    const res = await spin({ tel: '655443322', order_number: incrementId }, customer.token);
    expect(res.status).toBe(200);
    const prizes = await call(api.server, 'GET', '/api/games/my-prizes', { token: customer.token });
    expect(prizes.body.items).toEqual([expect.objectContaining({ code: res.body.coupon.code, min_subtotal: 20_000, usable: true })]);
    expect((await call(api.server, 'GET', '/api/games/my-prizes', { token: stranger.token })).body.items).toEqual([]);
    expect((await call(api.server, 'GET', '/api/games/my-prizes')).status).toBe(401);
  });

  it('asks for a login when the wheel requires one', async () => {
    api.db.prepare('UPDATE game_codes SET login_required = 1 WHERE code = ?').run(WHEEL_CODE);
    try {
      const res = await call(api.server, 'POST', '/api/games/wheel/spin?locale=en', { body: { nom: 'Awa', tel: '670000000', order_number: '100000001', code: WHEEL_CODE } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('You need to be logged in to play this game');
    } finally {
      api.db.prepare('UPDATE game_codes SET login_required = 0 WHERE code = ?').run(WHEEL_CODE);
    }
  });

  it('answers a wheel left without any weight with no wheel and a refused spin, not a failure', async () => {
    const weights = api.db.prepare('SELECT id, weight FROM game_prizes WHERE code = ?').all(WHEEL_CODE) as { id: number; weight: number }[];
    api.db.prepare('UPDATE game_prizes SET weight = 0 WHERE code = ?').run(WHEEL_CODE);
    try {
      expect((await call(api.server, 'GET', '/api/games/wheel')).body).toMatchObject({ state: 'in_progress', segments: [] });
      const { incrementId } = await placeGuestOrder(api.server, api.db, { telephone: '670444555' });
      expect((await spin({ tel: '670444555', order_number: incrementId })).status).toBe(400);
    } finally {
      for (const w of weights) api.db.prepare('UPDATE game_prizes SET weight = ? WHERE id = ?').run(w.weight, w.id);
    }
  });

  it('says no game is programmed once every wheel is over', async () => {
    const saved = api.db.prepare("SELECT code, starts_at, ends_at FROM game_codes WHERE kind = 'wheel'").all() as { code: string; starts_at: string; ends_at: string }[];
    api.db.prepare("UPDATE game_codes SET is_active = 0 WHERE kind = 'wheel'").run();
    try {
      expect((await call(api.server, 'GET', '/api/games/wheel')).body).toMatchObject({ state: 'none', game: null });
    } finally {
      api.db.prepare("UPDATE game_codes SET is_active = 1 WHERE kind = 'wheel'").run();
    }
    expect(saved).toHaveLength(2);
  });
});
