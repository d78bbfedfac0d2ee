import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { provenCaller } from './support/phone-proof.ts';
import { call, snapshotOf } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { moveOn, orderIdOf } from './support/move-order.ts';
import { TOMBOLA_CODE } from '../src/games/seed.ts';
import { commitmentOf, drawWinners, ticketsDigest } from '../src/games/lib/draw.ts';

// The draw happens at the end date: the server runs on a clock the tests move.
let clock = Date.now();

const api = useTestServer({ now: () => new Date(clock) });
// Every player proved their number, as the page has a guest do once per tab.
const provenCall = provenCaller(api);

const register = (body: Record<string, unknown>) => provenCall('POST', '/api/games/tombola/tickets', { body: { nom: 'Chantal Mballa', code: TOMBOLA_CODE, ...body } });

describe('tombola', () => {
  let commitment = '';

  it('publishes its rules, prizes and the hash of its draw seed while it runs', async () => {
    const res = await call(api.server, 'GET', '/api/games/tombola?locale=en');
    expect(res.body).toMatchObject({ state: 'in_progress', game: { code: TOMBOLA_CODE, title: 'The great holiday tombola' }, rules: { fcfa_per_ticket: 25_000, max_tickets_per_order: 10 }, tickets: 0 });
    expect(res.body.prizes[0]).toEqual({ rank: 1, label: '55-inch LED smart TV' });
    expect(res.body.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body).not.toHaveProperty('draw');
    const { seed } = await api.store.db.selectFrom('tombola_draws').select('seed').executeTakeFirstOrThrow();
    expect(JSON.stringify(res.body)).not.toContain(seed);
    commitment = res.body.commitment;
  });

  it('issues tickets once per qualifying order, one per 25,000 FCFA', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '699887766', price: 80_000 });
    const { grand_total: total } = await api.store.db.selectFrom('orders').select('grand_total').where('increment_id', '=', incrementId).executeTakeFirstOrThrow();
    const first = await register({ tel: '699887766', order_number: incrementId });
    expect(first.status).toBe(200);
    expect(first.body.issued).toHaveLength(Math.floor(total / 25_000));
    for (const n of first.body.issued) expect(n).toMatch(/^T-\d{6}$/);
    // Registering again issues nothing more.
    const again = await register({ tel: '699887766', order_number: incrementId });
    expect(again.body.issued).toEqual([]);
    expect(again.body.tickets.map((t: { number: string }) => t.number)).toEqual(first.body.issued);

    const second = await placeGuestOrder(api.server, api.store, { telephone: '699887766', price: 30_000 });
    const more = await register({ tel: '699887766', order_number: second.incrementId });
    expect(more.body.issued).toHaveLength(1);
    expect(more.body.tickets).toHaveLength(first.body.issued.length + 1);
  });

  it('issues no ticket for an unpaid cash order (one of 250,000 FCFA), and its tickets once the shop confirmed it', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '677665500', price: 250_000, unconfirmed: true });
    const before = await snapshotOf(api.store);
    const unpaid = await provenCall('POST', '/api/games/tombola/tickets?locale=en', { body: { nom: 'Chantal Mballa', code: TOMBOLA_CODE, tel: '677665500', order_number: incrementId } });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.message).toBe('This order is not paid or confirmed yet: you can play as soon as it is.');
    expect(await snapshotOf(api.store)).toBe(before);
    await moveOn(api.store, await orderIdOf(api.store, { number: incrementId }), 'confirmed');
    expect((await register({ tel: '677665500', order_number: incrementId })).body.issued).toHaveLength(10);
  });

  it('refuses small, foreign, outside-the-period and made-up orders without writing', async () => {
    const small = await placeGuestOrder(api.server, api.store, { telephone: '677665544', price: 12_000 });
    const old = await placeGuestOrder(api.server, api.store, { telephone: '677665544', price: 60_000 });
    await api.store.db.updateTable('orders').set({ created_at: '2025-01-01 10:00:00' }).where('increment_id', '=', old.incrementId).execute();
    const before = await snapshotOf(api.store);
    const tooSmall = await register({ tel: '677665544', order_number: small.incrementId });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({ message: expect.stringContaining('%amount FCFA'), parameters: { amount: 25_000 } });
    expect((await register({ tel: '677665544', order_number: old.incrementId })).body.message).toBe('Cette commande a été passée en dehors de la période de la tombola.');
    expect((await register({ tel: '655000000', order_number: small.incrementId })).body.message).toBe('Numéro de commande invalide');
    expect((await register({ tel: '677665544', order_number: '100999999' })).body.message).toBe('Numéro de commande invalide');
    expect((await register({ tel: '677665544', order_number: small.incrementId, code: 'NOPE' })).body.message).toBe('Code de jeu invalide');
    expect(await snapshotOf(api.store)).toBe(before);
  });

  it('draws at the end date, reproducibly from the revealed seed, and only once', async () => {
    for (const [tel, price] of [['670101010', 50_000], ['670202020', 100_000], ['670303030', 26_000]] as const) {
      const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: tel, price });
      expect((await register({ tel, order_number: incrementId })).status).toBe(200);
    }
    const numbers = (await api.store.db.selectFrom('tombola_tickets').select('number').where('code', '=', TOMBOLA_CODE).execute()).map((t) => t.number);
    const { ends_at: endsAt } = await api.store.db.selectFrom('game_codes').select('ends_at').where('code', '=', TOMBOLA_CODE).executeTakeFirstOrThrow();
    clock = Date.parse(`${endsAt.replace(' ', 'T')}Z`) + 60_000;

    const res = await call(api.server, 'GET', '/api/games/tombola');
    expect(res.body.state).toBe('ended');
    expect(res.body.game.code).toBeNull();
    const { seed, tickets_digest } = res.body.draw;
    expect(commitmentOf(seed)).toBe(commitment);
    expect(tickets_digest).toBe(ticketsDigest(numbers));
    const expected = drawWinners(seed, numbers, 5);
    expect(res.body.winners.map((w: { ticket: string }) => w.ticket)).toEqual(expected);
    expect(res.body.winners[0]).toMatchObject({ rank: 1, prize: 'Smart TV LED 55 pouces', tel: expect.stringMatching(/^6\d•••••\d\d$/) });

    const again = await call(api.server, 'GET', '/api/games/tombola');
    expect(again.body.winners).toEqual(res.body.winners);
    expect(again.body.draw).toEqual(res.body.draw);

    const late = await placeGuestOrder(api.server, api.store, { telephone: '670404040', price: 60_000 });
    expect((await register({ tel: '670404040', order_number: late.incrementId })).body.message).toBe('Code de jeu invalide');
  });
});
