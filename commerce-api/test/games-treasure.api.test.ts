import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { provenCaller } from './support/phone-proof.ts';
import { call, snapshotOf } from './support/commerce.ts';
import { placeGuestOrder } from './support/games.ts';
import { TREASURE_CODE } from '../src/games/seed.ts';

const api = useTestServer();
// Every player proved their number, as the page has a guest do once per tab.
const provenCall = provenCaller(api);

const join = async (tel: string) => {
  const { incrementId } = await placeGuestOrder(api.server, api.store, { telephone: tel });
  const res = await provenCall('POST', '/api/games/treasure/join', { body: { nom: 'Grace Tabi', tel, order_number: incrementId, code: TREASURE_CODE } });
  expect(res.status).toBe(200);
  return res.body as { tel: string; token: string; found: number[]; total: number };
};
const answer = (tel: string, token: string, clue: number, text: string) =>
  provenCall('POST', '/api/games/treasure/answer?locale=en', { body: { code: TREASURE_CODE, tel, token, clue, answer: text } });

/** The answers as a shopper reads them on the pages: the brand, the parent category, the agency town, the price. */
async function pageAnswers(): Promise<string[]> {
  const { db } = api.store;
  const riddles = (await db.selectFrom('game_clues').select('riddle_fr').where('code', '=', TREASURE_CODE).orderBy('position').execute()).map((c) => c.riddle_fr);
  const model = /« (.+) »/.exec(riddles[0]!)![1]!;
  const child = /« (.+) »/.exec(riddles[1]!)![1]!;
  const letter = /« (.) »/.exec(riddles[2]!)![1]!;
  const product = /« (.+) »/.exec(riddles[3]!)![1]!;
  const phone = await db.selectFrom('products').select('attributes').where('name_fr', 'like', `% ${model} %`).orderBy('id').executeTakeFirstOrThrow();
  const parent = await db.selectFrom('categories as c').innerJoin('categories as p', 'p.id', 'c.parent_id').select('p.name_fr').where('c.name_fr', '=', child).executeTakeFirstOrThrow();
  const towns = (await db.selectFrom('towns').select('name').where('has_agency', '=', 1).execute()).map((t) => t.name);
  const { price } = await db.selectFrom('products').select('price').where('name_fr', '=', product).executeTakeFirstOrThrow();
  return [
    (JSON.parse(phone.attributes) as { marque: string }).marque,
    parent.name_fr,
    towns.find((t) => t.startsWith(letter))!.toUpperCase(),
    `${price.toLocaleString('fr-FR')} FCFA`,
  ];
}

describe('treasure hunt', () => {
  it('publishes the riddles, never their answers', async () => {
    const res = await call(api.server, 'GET', '/api/games/treasure?locale=en');
    expect(res.body).toMatchObject({ state: 'in_progress', game: { code: TREASURE_CODE }, prize: { amount: 5000, min_subtotal: 30_000 }, finishers: 0 });
    expect(res.body.clues).toHaveLength(4);
    expect(res.body.clues[0].riddle).toMatch(/^Which brand makes/);
    expect(JSON.stringify(res.body)).not.toContain('answers');
  });

  it('keeps each right answer, refuses wrong ones and other players’ tokens, and pays once at the end', async () => {
    const player = await join('699121314');
    const rival = await join('699151617');
    expect(player).toMatchObject({ found: [], total: 4 });
    const answers = await pageAnswers();

    const before = await snapshotOf(api.store);
    const wrong = await answer(player.tel, player.token, 1, 'Nokia');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That is not the right answer. Keep looking!');
    expect((await answer(player.tel, rival.token, 1, answers[0]!)).status).toBe(403);
    expect((await answer(player.tel, player.token, 9, answers[0]!)).status).toBe(400);
    expect(await snapshotOf(api.store)).toBe(before);

    // Written as shoppers write: other case, accents or none, the price as the page shows it.
    for (const [i, text] of answers.entries()) {
      const res = await answer(player.tel, player.token, i + 1, text);
      expect(res.status).toBe(200);
      expect(res.body.found).toHaveLength(i + 1);
      if (i < 3) expect(res.body.coupon).toBeNull();
      else expect(res.body.coupon).toMatchObject({ code: expect.stringMatching(/^TRESOR-/), min_subtotal: 30_000 });
    }
    // Answering again changes nothing and issues no second coupon.
    const again = await answer(player.tel, player.token, 1, answers[0]!);
    expect(again.body.found).toEqual([1, 2, 3, 4]);
    expect(await api.store.db.selectFrom('game_coupons').select('coupon_code').where('coupon_code', 'like', 'TRESOR-%').execute()).toHaveLength(1);

    // Progress is kept: coming back with the token shows it.
    const progress = await provenCall('POST', '/api/games/treasure/progress', { body: { code: TREASURE_CODE, tel: player.tel, token: player.token } });
    expect(progress.body).toMatchObject({ found: [1, 2, 3, 4], total: 4, coupon: { code: again.body.coupon.code } });
    expect((await call(api.server, 'GET', '/api/games/treasure')).body.finishers).toBe(1);
  });

  it('limits wrong answers per player', async () => {
    const player = await join('677181920');
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await answer(player.tel, player.token, 2, `essai ${i}`)).status;
    expect(last).toBe(429);
  });
});
