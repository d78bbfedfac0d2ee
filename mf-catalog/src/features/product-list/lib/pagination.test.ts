import { describe, expect, it } from 'vitest';
import type { MagentoProduct } from '../../../api/types';
import { appendPage, AUTO_LOADS, initialListState, loadsByItself, mergeBySku, nextPage, pageFromParam, withPageParam } from './pagination';

const p = (sku: string, id = 1): MagentoProduct => ({ id, sku, name: sku, price: 1000, type_id: 'simple' });
const skus = (items: MagentoProduct[]) => items.map((i) => i.sku);

describe('mergeBySku', () => {
  it('appends new skus in order and drops repeats, also within the incoming page', () => {
    expect(skus(mergeBySku([p('a'), p('b')], [p('b'), p('c'), p('c'), p('d')]))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('keeps the first occurrence', () => {
    const merged = mergeBySku([p('a', 1)], [p('a', 2)]);
    expect(merged[0]?.id).toBe(1);
  });
});

describe('appendPage', () => {
  it('walks pages until total_count and then stops', () => {
    let state = appendPage(initialListState, 1, { items: [p('a'), p('b')], total_count: 5 }, 2);
    expect(state).toMatchObject({ page: 1, total: 5, done: false });
    expect(nextPage(state)).toBe(2);
    state = appendPage(state, 2, { items: [p('c'), p('d')], total_count: 5 }, 2);
    expect(nextPage(state)).toBe(3);
    state = appendPage(state, 3, { items: [p('e')], total_count: 5 }, 2);
    expect(skus(state.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state.done).toBe(true);
    expect(nextPage(state)).toBeNull();
  });

  it('removes duplicates across pages and still terminates', () => {
    let state = appendPage(initialListState, 1, { items: [p('a'), p('b')], total_count: 4 }, 2);
    state = appendPage(state, 2, { items: [p('b'), p('c')], total_count: 4 }, 2);
    expect(skus(state.items)).toEqual(['a', 'b', 'c']);
    // 3 distinct < total 4, but every page of the server has been read.
    expect(state.done).toBe(true);
  });

  it('stops on an empty page when the catalogue shrank', () => {
    let state = appendPage(initialListState, 1, { items: [p('a'), p('b')], total_count: 10 }, 2);
    state = appendPage(state, 2, { items: [], total_count: 10 }, 2);
    expect(state.done).toBe(true);
  });

  it('ignores a late answer for a page already folded in', () => {
    const state = appendPage(initialListState, 1, { items: [p('a')], total_count: 3 }, 1);
    expect(appendPage(state, 1, { items: [p('z')], total_count: 3 }, 1)).toBe(state);
  });

  it('is done at once for an empty category', () => {
    const state = appendPage(initialListState, 1, { items: [], total_count: 0 }, 25);
    expect(state).toMatchObject({ done: true, total: 0, items: [] });
  });
});

describe('pages opened from the URL', () => {
  it('reads ?page=N as a whole number from 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('-2')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('9999999999')).toBe(1);
  });

  it('links the next page with the sort and filters kept, page 1 without the parameter', () => {
    expect(withPageParam(new URLSearchParams('sort=price_asc&marque=Tecno'), 4).toString()).toBe('sort=price_asc&marque=Tecno&page=4');
    expect(withPageParam(new URLSearchParams('page=3&sort=price_asc'), 1).toString()).toBe('sort=price_asc');
  });

  it('loads a few pages by itself after the one it opened on, then waits for the shopper', () => {
    expect(AUTO_LOADS).toBe(2);
    expect(loadsByItself(1, 1)).toBe(true);
    expect(loadsByItself(1, 2)).toBe(true);
    expect(loadsByItself(1, 3)).toBe(false);
    expect(loadsByItself(4, 5)).toBe(true);
    expect(loadsByItself(4, 6)).toBe(false);
  });

  it('starts a list on a later page', () => {
    const state = appendPage(initialListState, 3, { items: [p('e'), p('f')], total_count: 6 }, 2);
    expect(state).toMatchObject({ page: 3, done: true });
    expect(nextPage(state)).toBeNull();
  });
});
