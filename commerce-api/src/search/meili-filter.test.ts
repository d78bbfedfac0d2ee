import { describe, expect, it } from 'vitest';
import { compileFilter, FilterError } from './meili-filter.ts';

const FILTERABLE = ['brand', 'price', 'category_ids', 'in_stock', 'color', 'special_price'];
const docs = [
  { id: 1, brand: 'Samsung', price: 120000, category_ids: [12, 13], in_stock: true, color: 'Noir', special_price: null },
  { id: 2, brand: 'Tecno', price: 45000, category_ids: [12, 13], in_stock: false, color: 'Bleu nuit', special_price: 40000 },
  { id: 3, brand: 'Hisense', price: 250000, category_ids: [30, 31], in_stock: true, color: '', special_price: null },
];
const run = (filter: unknown) => docs.filter(compileFilter(filter, FILTERABLE)).map((d) => d.id);

describe('Meilisearch filter expressions', () => {
  it('compares with =, !=, >, >=, <, <= and TO', () => {
    expect(run('brand = Samsung')).toEqual([1]);
    expect(run('brand = "samsung"')).toEqual([1]);
    expect(run("brand != 'Samsung'")).toEqual([2, 3]);
    expect(run('price > 45000')).toEqual([1, 3]);
    expect(run('price >= 45000')).toEqual([1, 2, 3]);
    expect(run('price < 120000')).toEqual([2]);
    expect(run('price <= 120000')).toEqual([1, 2]);
    expect(run('price 40000 TO 120000')).toEqual([1, 2]);
  });

  it('matches any element of array attributes, and IN / NOT IN lists', () => {
    expect(run('category_ids = 13')).toEqual([1, 2]);
    expect(run('color IN [Noir, "Bleu nuit"]')).toEqual([1, 2]);
    expect(run('brand NOT IN [Samsung, Tecno]')).toEqual([3]);
  });

  it('combines with AND, OR, NOT and parentheses, AND binding tighter', () => {
    expect(run('brand = Tecno OR brand = Hisense AND in_stock = true')).toEqual([2, 3]);
    expect(run('(brand = Tecno OR brand = Hisense) AND in_stock = true')).toEqual([3]);
    expect(run('NOT in_stock = true')).toEqual([2]);
    expect(run('NOT (brand = Samsung OR brand = Tecno)')).toEqual([3]);
  });

  it('supports EXISTS, IS NULL and IS EMPTY', () => {
    expect(run('special_price IS NULL')).toEqual([1, 3]);
    expect(run('special_price IS NOT NULL')).toEqual([2]);
    expect(run('color IS EMPTY')).toEqual([3]);
    expect(run('color EXISTS')).toEqual([1, 2, 3]);
  });

  it('reads the array form as an AND of ORs', () => {
    expect(run([['brand = Samsung', 'brand = Tecno'], 'in_stock = true'])).toEqual([1]);
    expect(run(['category_ids = 12', 'price < 100000'])).toEqual([2]);
    expect(run(undefined)).toEqual([1, 2, 3]);
    expect(run('')).toEqual([1, 2, 3]);
  });

  it('rejects bad syntax and attributes that are not filterable', () => {
    for (const bad of ['brand =', 'brand', '(brand = x', 'price 1 TO', 'brand IN [a, b', 'password = 1', '_geoRadius(1, 2, 3)', 'brand = "x', 'price 1 TO x', 42, { a: 1 }, [[1]]]) {
      expect(() => compileFilter(bad, FILTERABLE)).toThrow(FilterError);
    }
    expect(() => compileFilter('password = 1', FILTERABLE)).toThrow(/not filterable/);
  });
});
