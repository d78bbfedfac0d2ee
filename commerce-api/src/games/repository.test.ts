import { describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/support/both-engines.ts';
import { repositories } from '../repositories.ts';
import { type Store } from '../db/store.ts';

// The races SQLite's single writer hid, run where they are real: on PostgreSQL each claim is its
// own transaction on its own pooled connection, so claims truly overlap (issue 26).

const engines = bothEngines('games');

const CODE = 'ROUE-TEST';
const AT = '2026-11-27 12:00:00';

/** A running wheel with one prize of `stock`, and `players` entries that have not spun. */
async function wheelWith(store: Store, stock: number, players: number) {
  await store.db
    .insertInto('game_codes')
    .values({ code: CODE, name: 'Roue', kind: 'wheel', starts_at: '2026-01-01 00:00:00', ends_at: '2027-01-01 00:00:00' })
    .execute();
  const prize = await store.db
    .insertInto('game_prizes')
    .values({ code: CODE, position: 1, label_fr: '-10 %', label_en: '10% off', weight: 1, stock, coupon_type: 'percent', coupon_amount: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries: number[] = [];
  for (let i = 0; i < players; i++) {
    const tel = `6700000${String(i).padStart(2, '0')}`;
    await repositories(store.db).games.insertEntry({ code: CODE, nom: 'Awa', tel, orderNumber: `1000000${i}`, customerId: null, at: AT });
    entries.push((await repositories(store.db).games.findEntry(CODE, tel))!.id);
  }
  return { prizeId: prize.id, entries };
}

describe.each(engines)('game races on %s', (_engine, open) => {
  it('pays exactly the stock when more players than prizes claim at once', async () => {
    const store = await open();
    const stock = 5;
    const { prizeId, entries } = await wheelWith(store, stock, 24);
    // Each claim as a spin makes it: the entry, then the prize, then its coupon, in one transaction.
    const claims = await Promise.all(
      entries.map((entryId, i) =>
        store.transaction(async (tx) => {
          const repos = repositories(tx);
          if (!(await repos.games.finishEntry(entryId, AT, { prizeId }))) return false;
          if (!(await repos.games.takePrize({ id: prizeId, stock }))) return false;
          const coupon = { code: `ROUE-T${i}`, type: 'percent' as const, amount: 10, minSubtotal: 0, startsAt: AT, endsAt: AT, labelFr: 'x', labelEn: 'x' };
          await repos.games.insertPrizeCoupon(coupon, { id: entryId, customer_id: null }, AT);
          return true;
        }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(stock);
    const left = await store.db.selectFrom('game_prizes').select('stock').where('id', '=', prizeId).executeTakeFirstOrThrow();
    expect(left.stock).toBe(0);
    const coupons = await store.db.selectFrom('game_coupons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(coupons.n)).toBe(stock);
  });

  it('lets one entry spin once, however many spins it sends at once', async () => {
    const store = await open();
    const { prizeId, entries } = await wheelWith(store, 100, 1);
    const spins = await Promise.all(
      Array.from({ length: 8 }, () => store.transaction((tx) => repositories(tx).games.finishEntry(entries[0]!, AT, { prizeId }))),
    );
    expect(spins.filter(Boolean)).toHaveLength(1);
  });

  it('draws a tombola once when several processes draw at the same moment', async () => {
    const store = await open();
    await wheelWith(store, 1, 0);
    await repositories(store.db).games.ensureDraw(CODE, 'seed', 'commitment');
    const draws = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.transaction(async (tx) => {
          const repos = repositories(tx);
          if ((await repos.games.ensureDraw(CODE, `other-${i}`, 'other')).drawn_at) return false;
          return repos.games.claimDraw(CODE, AT, `digest-${i}`);
        }),
      ),
    );
    expect(draws.filter(Boolean)).toHaveLength(1);
    const draw = await repositories(store.db).games.ensureDraw(CODE, 'late', 'late');
    // The first seed stays, whoever tried to write another.
    expect(draw).toMatchObject({ seed: 'seed', commitment: 'commitment', drawn_at: AT });
  });
});
