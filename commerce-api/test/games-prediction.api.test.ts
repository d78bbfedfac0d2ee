import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { provenCaller } from './support/phone-proof.ts';
import { call, registerCustomer, snapshotOf } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { PREDICTION_CODE } from '../src/games/seed.ts';

// Entries close at kick-off by the server's clock, which the tests move.
let clock = Date.now();

const api = useTestServer({ now: () => new Date(clock) });
// Every player proved their number, as the page has a guest do once per tab.
const provenCall = provenCaller(api);

interface Fixture {
  id: number;
  home: string;
  away: string;
  kickoff_at: string;
  open: boolean;
  result: { home: number; away: number } | null;
}

/** A customer (the game needs a login) joining with a guest order placed with their account's phone. */
const join = async (tel: string, nom = 'Paul Essomba') => {
  const customer = await registerCustomer(api.server, { telephone: tel });
  const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: tel });
  const res = await provenCall('POST', '/api/games/prediction/join', { token: customer.token, body: { nom, tel, order_number: incrementId, code: PREDICTION_CODE } });
  expect(res.status).toBe(200);
  return { token: res.body.token as string, order: incrementId, session: customer.token };
};
const predict = (tel: string, token: string, predictions: unknown[]) =>
  call(api.server, 'PUT', '/api/games/prediction/predictions?locale=en', { body: { tel, token, code: PREDICTION_CODE, predictions } });
const mine = (tel: string, token: string) => provenCall('POST', '/api/games/prediction/mine', { body: { tel, token, code: PREDICTION_CODE } });
const page = async () => (await call(api.server, 'GET', '/api/games/prediction')).body as { fixtures: Fixture[]; ranking: { name: string; tel: string; points: number; exact: number; rank: number }[] };

describe('football prediction', () => {
  let fixtures: Fixture[] = [];

  it('lists fixtures with kick-off times, played ones with their score and closed', async () => {
    const body = await page();
    fixtures = body.fixtures;
    expect(fixtures).toHaveLength(9);
    expect(fixtures[0]).toMatchObject({ home: 'Cameroun', away: 'Gabon', open: false, result: { home: 2, away: 0 } });
    expect(fixtures[4]).toMatchObject({ home: 'Cameroun', away: 'Nigeria', open: true, result: null });
    expect(body.ranking).toEqual([]);
  });

  it('takes predictions until kick-off only, for the token holder only', async () => {
    const awa = await join('677121212', 'Awa Mbarga');
    const paul = await join('699343434');
    const coming = fixtures[4]!;
    const played = fixtures[0]!;

    const saved = await predict('677121212', awa.token, [{ fixture_id: coming.id, home: 2, away: 1 }]);
    expect(saved.status).toBe(200);
    expect(saved.body.predictions).toEqual([{ fixture_id: coming.id, home: 2, away: 1, points: 0 }]);
    // changing it before kick-off is fine
    expect((await predict('677121212', awa.token, [{ fixture_id: coming.id, home: 1, away: 0 }])).body.predictions[0]).toMatchObject({ home: 1, away: 0 });

    const before = await snapshotOf(api.store);
    const late = await predict('677121212', awa.token, [{ fixture_id: fixtures[5]!.id, home: 0, away: 0 }, { fixture_id: played.id, home: 2, away: 0 }]);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'Predictions are closed for %match: the match has kicked off.', parameters: { match: 'Cameroon – Gabon' } });
    expect((await predict('677121212', paul.token, [{ fixture_id: coming.id, home: 5, away: 0 }])).status).toBe(403);
    expect((await predict('677121212', 'x'.repeat(43), [{ fixture_id: coming.id, home: 5, away: 0 }])).status).toBe(403);
    for (const bad of [{ fixture_id: coming.id, home: -1, away: 0 }, { fixture_id: coming.id, home: 21, away: 0 }, { fixture_id: 999_999, home: 1, away: 0 }, { fixture_id: coming.id, home: 1.5, away: 0 }]) {
      expect((await predict('677121212', awa.token, [bad])).status).toBe(400);
    }
    expect(await snapshotOf(api.store)).toBe(before);

    expect((await predict('699343434', paul.token, [{ fixture_id: coming.id, home: 0, away: 1 }])).status).toBe(200);
    expect((await mine('677121212', awa.token)).body.predictions).toEqual([{ fixture_id: coming.id, home: 1, away: 0, points: 0 }]);
    expect((await mine('677121212', paul.token)).status).toBe(403);

    // Kick-off: the same prediction is now refused.
    clock = Date.parse(coming.kickoff_at) + 1000;
    const kicked = await predict('677121212', awa.token, [{ fixture_id: coming.id, home: 3, away: 3 }]);
    expect(kicked.status).toBe(409);
    expect((await page()).fixtures[4]!.open).toBe(false);

    // Result in: exact score 3 points, wrong outcome 0; the ranking masks phones.
    await api.store.db.updateTable('game_fixtures').set({ home_score: 1, away_score: 0 }).where('id', '=', coming.id).execute();
    const { ranking } = await page();
    expect(ranking).toEqual([
      { rank: 1, name: 'Awa M.', tel: '67•••••12', points: 3, exact: 1 },
      { rank: 2, name: 'Paul E.', tel: '69•••••34', points: 0, exact: 0 },
    ]);
  });

  it('asks a guest to log in', async () => {
    const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: '655121314' });
    const res = await provenCall('POST', '/api/games/prediction/join?locale=en', { body: { nom: 'Awa', tel: '655121314', order_number: incrementId, code: PREDICTION_CODE } });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You need to be logged in to play this game');
    expect((await call(api.server, 'GET', '/api/games/prediction')).body.game.login_required).toBe(true);
  });

  it('joining again replaces the token (an old tab cannot write)', async () => {
    const { token: first, order, session } = await join('655565656', 'Grace Tabi');
    const body = { nom: 'Grace Tabi', tel: '655565656', order_number: order, code: PREDICTION_CODE };
    const second = await provenCall('POST', '/api/games/prediction/join', { token: session, body });
    expect(second.body.predictions).toEqual([]);
    const open = (await page()).fixtures.find((f) => f.open)!;
    expect((await predict('655565656', first, [{ fixture_id: open.id, home: 1, away: 1 }])).status).toBe(403);
    expect((await predict('655565656', second.body.token, [{ fixture_id: open.id, home: 1, away: 1 }])).status).toBe(200);
  });
});
