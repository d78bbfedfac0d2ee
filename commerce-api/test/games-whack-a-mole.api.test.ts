import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { provenCaller } from './support/phone-proof.ts';
import { call, snapshotOf } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { moveOn } from './support/move-order.ts';
import { DEMO_CUSTOMER, GAME_CODE } from '../src/seed/commerce.ts';

// The score cap depends on the time played, so the server runs on a clock the tests move.
let clock = Date.now();
let demoOrder: string;

const api = useTestServer({ now: () => new Date(clock) });
// Every player proved their number, as the page has a guest do once per tab.
const provenCall = provenCaller(api);
beforeAll(async () => {
  const order = await api.store.db.selectFrom('orders').select(['id', 'increment_id']).where('customer_email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
  demoOrder = order.increment_id;
  // The seed's cash order awaits the shop's call: confirmed, it is real enough to play with.
  await moveOn(api.store, order.id, 'confirmed');
});

const create = (body: Record<string, unknown>) =>
  provenCall('POST', '/api/whack-a-mole/create', { body: { nom: 'Aïcha Ngono', tel: DEMO_CUSTOMER.telephone, order_number: demoOrder, wrack_the_mole_code: GAME_CODE, ...body } });
const update = (tel: string, body: Record<string, unknown>) =>
  call(api.server, 'PUT', `/api/whack-a-mole/update/${encodeURIComponent(tel)}`, { body: { wrack_the_mole_code: GAME_CODE, ...body } });
const wait = (seconds: number) => {
  clock += seconds * 1000;
};

describe('whack-a-mole schedule', () => {
  it('announces the active code and the game page state', async () => {
    expect((await call(api.server, 'GET', '/api/whack-a-mole/active-code')).body).toMatchObject({ has_active: true, active_game: GAME_CODE, login_required: false });
    const page = await call(api.server, 'GET', '/api/games/whack-a-mole?locale=en');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ kind: 'whack-a-mole', state: 'in_progress', game: { code: GAME_CODE, title: 'René the mole' }, rules: { round_seconds: 30, max_hits_per_second: 4 } });
    expect((await call(api.server, 'GET', '/api/games/pinball')).status).toBe(400);
  });
});

describe('whack-a-mole entries', () => {
  it('refuses a wrong code, an unknown order and an order proved with another phone, writing nothing', async () => {
    const before = await snapshotOf(api.store);
    const wrongCode = await create({ wrack_the_mole_code: 'RENE-TAUPE-2025' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe('Code de jeu invalide');
    const wrongOrder = await create({ order_number: '999999999' });
    expect(wrongOrder.body.message).toBe('Numéro de commande invalide');
    const someoneElses = await create({ tel: '677000000' });
    expect(someoneElses.status).toBe(400);
    expect(someoneElses.body.message).toBe('Numéro de commande invalide');
    expect((await create({ nom: '<script>' })).status).toBe(400);
    expect((await create({ tel: '12' })).status).toBe(400);
    expect(await snapshotOf(api.store)).toBe(before);
  });

  it("refuses a logged-in customer's play with another customer's order", async () => {
    const other = await call(api.server, 'POST', '/rest/fr/V1/customers', {
      body: { customer: { firstname: 'Awa', lastname: 'Mbarga', email: 'awa.taupe@example.cm' }, password: 'Secret123!' },
    });
    expect(other.status).toBe(200);
    const token = (await call(api.server, 'POST', '/api/auth/login', { body: { username: 'awa.taupe@example.cm', password: 'Secret123!' } })).body.token as string;
    const res = await provenCall('POST', '/api/whack-a-mole/create', {
      token,
      body: { nom: 'Awa Mbarga', tel: DEMO_CUSTOMER.telephone, order_number: demoOrder, wrack_the_mole_code: GAME_CODE },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Numéro de commande invalide');
  });

  it('requires a login when the game says so', async () => {
    await api.store.db.updateTable('game_codes').set({ login_required: 1 }).where('code', '=', GAME_CODE).execute();
    try {
      const res = await call(api.server, 'POST', '/api/whack-a-mole/create?locale=en', { body: { nom: 'Awa', tel: '677000000', order_number: demoOrder, wrack_the_mole_code: GAME_CODE } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('You need to be logged in to play this game');
      expect((await call(api.server, 'GET', '/api/games/whack-a-mole')).body.game.login_required).toBe(true);
    } finally {
      await api.store.db.updateTable('game_codes').set({ login_required: 0 }).where('code', '=', GAME_CODE).execute();
    }
  });
});

describe('whack-a-mole scores cannot be forged from the browser', () => {
  let rivalTel = '';
  let rivalToken = '';

  beforeAll(async () => {
    rivalTel = '677123456';
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: rivalTel });
    const rival = await provenCall('POST', '/api/whack-a-mole/create', { body: { nom: 'Paul Essomba', tel: rivalTel, order_number: incrementId, wrack_the_mole_code: GAME_CODE } });
    expect(rival.status).toBe(200);
    rivalToken = rival.body.data.session_token;
  });

  it('records a plausible score once, for the holder of the session token only', async () => {
    const first = await create({});
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ is_updated: false, score: 0, tel: DEMO_CUSTOMER.telephone });
    const token = first.body.data.session_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // no score from a phone number alone
    expect((await update(DEMO_CUSTOMER.telephone, { score: 10 })).status).toBe(400);
    // another player's token
    const stolen = await update(DEMO_CUSTOMER.telephone, { score: 10, session_token: rivalToken });
    expect(stolen.status).toBe(403);
    // a score sent the instant the round starts
    const instant = await update(DEMO_CUSTOMER.telephone, { score: 50, session_token: token });
    expect(instant.status).toBe(422);

    wait(10);
    // 10 seconds allow 4 moles a second at most
    const forged = await update(DEMO_CUSTOMER.telephone, { score: 41, session_token: token });
    expect(forged.status).toBe(422);
    expect(forged.body.parameters).toEqual({ max: 40 });
    for (const score of [-1, 1.5, 'lots', 1_000_001, null]) expect((await update(DEMO_CUSTOMER.telephone, { score, session_token: token })).status).toBe(400);

    wait(60);
    // however long the wait, a round lasts 30 seconds
    expect((await update(DEMO_CUSTOMER.telephone, { score: 121, session_token: token })).status).toBe(422);
    const scored = await update(DEMO_CUSTOMER.telephone, { score: 87, session_token: token });
    expect(scored.status).toBe(200);
    expect(scored.body).toEqual({ data: { is_updated: true, score: 87, tel: DEMO_CUSTOMER.telephone } });

    // second play refused, the token is spent
    const again = await update(DEMO_CUSTOMER.telephone, { score: 90, session_token: token });
    expect(again.status).toBe(403);
    expect(JSON.stringify(again.body)).not.toContain('87');
    // coming back: the session ends with the final score and no new token
    expect((await create({})).body).toEqual({ data: { is_updated: true, score: 87, tel: DEMO_CUSTOMER.telephone } });
  });

  it('tells a caller without the round\'s token nothing of whether a telephone has played', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '655001122' });
    const played = (await provenCall('POST', '/api/whack-a-mole/create', { body: { nom: 'Rose Eyenga', tel: '655001122', order_number: incrementId, wrack_the_mole_code: GAME_CODE } })).body.data.session_token as string;
    wait(31);
    expect((await update('655001122', { score: 33, session_token: played })).status).toBe(200);
    const guess = 'x'.repeat(43);
    // Played and scored, playing now (the rival), never played: one answer for all three.
    const answers = await Promise.all(['655001122', '677123456', '699998877'].map((tel) => update(tel, { score: 1, session_token: guess })));
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it("does not let a player's token replay after a new session replaced it", async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '699445566' });
    const body = { nom: 'Grace Tabi', tel: '699445566', order_number: incrementId, wrack_the_mole_code: GAME_CODE };
    const old = (await provenCall('POST', '/api/whack-a-mole/create', { body })).body.data.session_token as string;
    const fresh = (await provenCall('POST', '/api/whack-a-mole/create', { body })).body.data.session_token as string;
    wait(31);
    expect((await update('699445566', { score: 20, session_token: old })).status).toBe(403);
    expect((await update('699445566', { score: 20, session_token: fresh })).status).toBe(200);
  });

  it('lets a round restart twice after a lost connection, then ends the entry', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '655778899' });
    const body = { nom: 'Ibrahim Bello', tel: '655778899', order_number: incrementId, wrack_the_mole_code: GAME_CODE };
    for (let round = 1; round <= 3; round++) {
      const res = await provenCall('POST', '/api/whack-a-mole/create', { body });
      expect(res.body.data).toMatchObject({ is_updated: false, session_token: expect.any(String) });
    }
    const fourth = await provenCall('POST', '/api/whack-a-mole/create', { body });
    expect(fourth.body).toEqual({ data: { is_updated: true, score: 0, tel: '655778899' } });
  });

  it('ranks finished players with masked phones', async () => {
    const page = await call(api.server, 'GET', '/api/games/whack-a-mole');
    expect(page.body.leaderboard[0]).toEqual({ rank: 1, name: 'Aïcha N.', tel: '69•••••01', score: 87 });
    expect(JSON.stringify(page.body)).not.toContain(DEMO_CUSTOMER.telephone);
    expect(JSON.stringify(page.body)).not.toContain(rivalTel);
  });
});
