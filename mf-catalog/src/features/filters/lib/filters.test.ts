import { describe, expect, it } from 'vitest';
import {
  activeCount,
  facetsFromBuckets,
  filterGroups,
  filtersFromParams,
  filtersKey,
  NO_FILTERS,
  parsePriceRange,
  toggleValue,
  withFilterParams,
} from './filters';

describe('filters in the URL', () => {
  it('round-trips through the query string, keeping the sort', () => {
    const params = new URLSearchParams('sort=price_asc&color=9305,9301&marque=Tecno&price=10000_25000&bogus=1');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ attributes: { color: ['9301', '9305'], marque: ['Tecno'] }, price: { from: 10000, to: 25000 } });
    const back = withFilterParams(new URLSearchParams('sort=price_asc'), filters);
    expect(back.get('sort')).toBe('price_asc');
    expect(filtersFromParams(back)).toEqual(filters);
    expect(withFilterParams(back, NO_FILTERS).toString()).toBe('sort=price_asc');
  });

  it("reads a plain form's query, one parameter per value and an empty price", () => {
    const form = new URLSearchParams('sort=name&marque=Tecno&marque=Samsung,Itel&color=9301&price=');
    expect(filtersFromParams(form)).toEqual({ attributes: { color: ['9301'], marque: ['Itel', 'Samsung', 'Tecno'] }, price: null });
    // Written back once the scripts run: one parameter per attribute again.
    expect(withFilterParams(form, filtersFromParams(form)).getAll('marque')).toEqual(['Itel,Samsung,Tecno']);
  });

  it('ignores edited values it cannot trust', () => {
    const filters = filtersFromParams(new URLSearchParams('marque=<script>,Samsung&price=500_100'));
    expect(filters).toEqual({ attributes: { marque: ['Samsung'] }, price: null });
  });

  it('parses price ranges, open-ended too', () => {
    expect(parsePriceRange('1000000_')).toEqual({ from: 1000000, to: null });
    expect(parsePriceRange('1000000_*')).toEqual({ from: 1000000, to: null });
    expect(parsePriceRange('abc')).toBeNull();
  });

  it('has one identity per filter set, whatever the order of values', () => {
    const a = toggleValue(toggleValue(NO_FILTERS, 'color', '9305'), 'color', '9301');
    const b = toggleValue(toggleValue(NO_FILTERS, 'color', '9301'), 'color', '9305');
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(activeCount(a)).toBe(2);
    expect(activeCount(toggleValue(a, 'color', '9301'))).toBe(1);
  });
});

describe('filters → searchCriteria', () => {
  it('builds one in-list group per attribute and price gteq / lt groups', () => {
    expect(filterGroups({ attributes: { marque: ['Samsung', 'Tecno'], ram: ['20106'] }, price: { from: 50000, to: 100000 } })).toEqual([
      [{ field: 'marque', value: ['Samsung', 'Tecno'], conditionType: 'in' }],
      [{ field: 'ram', value: ['20106'], conditionType: 'in' }],
      [{ field: 'price', value: 50000, conditionType: 'gteq' }],
      [{ field: 'price', value: 100000, conditionType: 'lt' }],
    ]);
    expect(filterGroups({ attributes: {}, price: { from: 1000000, to: null } })).toEqual([[{ field: 'price', value: 1000000, conditionType: 'gteq' }]]);
    expect(filterGroups(NO_FILTERS)).toEqual([]);
  });
});

const bucket = (value: string, n: number) => ({ value, metrics: [value, String(n)] });

describe('facetsFromBuckets', () => {
  const dictionaries = {
    color: { label: 'Couleur', options: [{ value: '9301', label: 'Noir', swatch: '#000000' }, { value: '9302', label: 'Blanc', swatch: '#FFFFFF' }] },
    ram: { label: 'RAM', options: [{ value: '20106', label: '8 Go' }] },
  };
  const labels = { brand: 'Marque', price: 'Prix', formatRange: (r: { from: number; to: number | null }) => `${r.from}-${r.to ?? '+'}` };

  it('offers attribute values in their dictionary order, not by count (S, M, L, XL)', () => {
    const size = { label: 'Taille', options: ['XS', 'S', 'M', 'L', 'XL'].map((label, i) => ({ value: String(14401 + i), label })) };
    const [facet] = facetsFromBuckets([{ name: 'size_bucket', values: [bucket('14402', 9), bucket('14403', 7), bucket('14405', 5), bucket('14404', 2)] }], { size }, labels);
    expect(facet!.options.map((o) => o.label)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('labels values from the dictionaries and drops attributes that filter nothing', () => {
    const facets = facetsFromBuckets(
      [
        { name: 'price_bucket', values: [{ value: '0_10000', metrics: ['0_10000', '3'] }, { value: '1000000_*', metrics: ['1000000_*', '1'] }] },
        { name: 'marque_bucket', values: [{ value: 'Samsung', metrics: ['Samsung', '5'] }, { value: 'Tecno', metrics: ['Tecno', '2'] }] },
        { name: 'color_bucket', values: [{ value: '9301', metrics: ['9301', '4'] }, { value: '9302', metrics: ['9302', '1'] }, { value: '9999', metrics: ['9999', '1'] }] },
        { name: 'ram_bucket', values: [{ value: '20106', metrics: ['20106', '7'] }] },
        { name: 'category_bucket', values: [] },
      ],
      dictionaries,
      labels,
    );
    expect(facets.map((f) => f.code)).toEqual(['price', 'marque', 'color']);
    expect(facets[0]!.options).toEqual([
      { value: '0_10000', label: '0-10000', count: 3 },
      { value: '1000000_', label: '1000000-+', count: 1 },
    ]);
    expect(facets[2]!.options).toEqual([
      { value: '9301', label: 'Noir', count: 4, swatch: '#000000' },
      { value: '9302', label: 'Blanc', count: 1, swatch: '#FFFFFF' },
    ]);
  });
});
