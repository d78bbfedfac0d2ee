import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, paramsFromQuery, priceRanges, queryFromParams, searchFilter } from './search-query';

describe('search query in the URL', () => {
  it('round-trips, with defaults left out', () => {
    const query = queryFromParams(new URLSearchParams('q=  samsung galaxy &brand=Tecno&brand=Samsung&category=Smartphones&price=50000_100000&sort=price_asc&page=3'));
    expect(query).toEqual({
      q: 'samsung galaxy',
      brands: ['Samsung', 'Tecno'],
      categories: ['Smartphones'],
      price: { from: 50000, to: 100000 },
      sort: 'price_asc',
      page: 3,
    });
    expect(queryFromParams(paramsFromQuery(query))).toEqual(query);
    expect(paramsFromQuery({ ...query, brands: [], categories: [], price: null, sort: 'relevance', page: 1 }).toString()).toBe('q=samsung+galaxy');
  });

  it('falls back on edited values', () => {
    expect(queryFromParams(new URLSearchParams('q=x&sort=drop&page=-2&price=9_1'))).toMatchObject({ sort: 'relevance', page: 1, price: null });
  });
});

describe('searchFilter', () => {
  it('ORs values of a facet, ANDs facets, and escapes quotes', () => {
    expect(searchFilter({ brands: ['Samsung', 'Say "hi"'], categories: ['TV & Audio'], price: { from: 1000, to: null } })).toEqual([
      'brand = "Samsung" OR brand = "Say \\"hi\\""',
      'categories = "TV & Audio"',
      'final_price >= 1000',
    ]);
    expect(searchFilter({ brands: [], categories: [], price: { from: 0, to: 10000 } })).toEqual(['final_price >= 0', 'final_price < 10000']);
  });
});

describe('pages (ceiling of found / page size)', () => {
  it('counts pages', () => {
    expect(pageCount(0, 40)).toBe(0);
    expect(pageCount(40, 40)).toBe(1);
    expect(pageCount(41, 40)).toBe(2);
    expect(pageCount(297, 40)).toBe(8);
  });
  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 8)).toEqual([1, null, 4, 5, 6, null, 8]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('offers price ranges spanning the results', () => {
    expect(priceRanges(12000, 80000)).toEqual([
      { from: 10000, to: 25000 },
      { from: 25000, to: 50000 },
      { from: 50000, to: 100000 },
    ]);
    expect(priceRanges(5000, 5000)).toEqual([]);
  });
});
