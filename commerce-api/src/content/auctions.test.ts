import { describe, expect, it } from 'vitest';
import { addProduct } from '../../test/support/commerce.ts';
import { bothEngines } from '../../test/support/both-engines.ts';
import { repositories } from '../repositories.ts';
import { ApiError } from '../http/errors.ts';
import { recordBid } from './auctions.ts';

// Bids racing on one auction, on both engines: on PostgreSQL each bid is its own pooled
// transaction, so the bids truly overlap (issue 26: auction bids without SQLite's single writer).

const engines = bothEngines('auctions');

const NOW = '2026-11-27 12:00:00';

describe.each(engines)('auction bids racing on %s', (_engine, open) => {
  it('accepts a bid only over the best offer at the moment it is written', async () => {
    const store = await open();
    const product = await addProduct(store, { price: 100_000 });
    await store.db
      .insertInto('auctions')
      .values({ product_id: product.id, title_fr: 'Enchère', title_en: 'Auction', starting_price: 10_000, marge: 500, starts_at: '2026-11-27 00:00:00', ends_at: '2026-11-28 00:00:00' })
      .execute();
    // Twelve bidders at once, each one step above the last: most arrive after a higher bid.
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        store
          .transaction((tx) => recordBid(repositories(tx), NOW, String(product.id), { name: `Bidder ${i}`, phone: `6700000${i}`, price: 10_500 + 500 * i, customerId: null }, 20))
          .then(
            () => 'accepted',
            (error: unknown) => (error instanceof ApiError && error.statusCode === 400 ? 'outbid' : error),
          ),
      ),
    );
    expect(outcomes.filter((o) => o !== 'accepted' && o !== 'outbid')).toEqual([]);
    const bids = await store.db.selectFrom('bids').select(['id', 'bidding_price']).orderBy('id').execute();
    expect(bids.length).toBe(outcomes.filter((o) => o === 'accepted').length);
    // In the order they were written, every accepted bid beat all those written before it.
    const prices = bids.map((b) => b.bidding_price);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
  });

  it('refuses a bid at or above the shop’s own price, naming the highest bid it takes', async () => {
    const store = await open();
    const product = await addProduct(store, { price: 12_000 });
    await store.db
      .insertInto('auctions')
      .values({ product_id: product.id, title_fr: 'Enchère', title_en: 'Auction', starting_price: 10_000, marge: 500, starts_at: '2026-11-27 00:00:00', ends_at: '2026-11-28 00:00:00' })
      .execute();
    const bid = (price: number) => store.transaction((tx) => recordBid(repositories(tx), NOW, String(product.id), { name: 'Rose Eyenga', phone: '655443322', price, customerId: null }, 20));
    const refused = await bid(12_000).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 400, message: 'bid_above_price', parameters: { maximum: 11_500 } });
    await expect(bid(11_500)).resolves.toMatchObject({ data: { bidding_price: 11_500 } });
    expect(await store.db.selectFrom('bids').select('bidding_price').execute()).toEqual([{ bidding_price: 11_500 }]);
  });
});
