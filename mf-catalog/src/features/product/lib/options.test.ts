import { describe, expect, it } from 'vitest';
import type { MagentoProduct } from '../../../api/types';
import type { Dictionaries } from '../../../api/product';
import {
  valuesInDictionaryOrder,
  applyOptionDelta,
  buildCartItem,
  customValueDelta,
  defaultSelection,
  emptySelection,
  matchChild,
  missingOptions,
  selectedPrice,
  validQuantity,
  valueAvailable,
} from './options';

const NOW = Date.UTC(2026, 10, 21, 12);

const laptop: MagentoProduct = {
  id: 1010,
  sku: 'HP-250',
  name: 'HP 250 G9',
  price: 245000,
  type_id: 'simple',
  custom_attributes: [{ attribute_code: 'special_price', value: '200000' }],
  options: [
    {
      option_id: 1,
      title: 'Extension de garantie',
      type: 'drop_down',
      is_require: true,
      values: [
        { title: 'Sans', price: 0, option_type_id: 1 },
        { title: '+12 mois', price: 25000, option_type_id: 2 },
        { title: 'Sans chargeur', price: -5000, option_type_id: 3 },
        { title: '+5 %', price: 5, price_type: 'percent', option_type_id: 4 },
      ],
    },
  ],
};

describe('option price deltas', () => {
  it('reads fixed and percent prices, and nothing for no choice', () => {
    const option = laptop.options![0]!;
    expect(customValueDelta(option, 2, 245000)).toBe(25000);
    expect(customValueDelta(option, 3, 245000)).toBe(-5000);
    expect(customValueDelta(option, 4, 245000)).toBe(12250);
    expect(customValueDelta(option, undefined, 245000)).toBe(0);
    expect(customValueDelta(option, 99, 245000)).toBe(0);
  });

  it('adds to the special price when above 0, else to the base price', () => {
    const withSpecial = { price: 245000, specialPrice: 200000, percentOff: 18, hidePrice: false };
    expect(applyOptionDelta(withSpecial, 25000)).toEqual({ price: 245000, specialPrice: 225000, percentOff: 8, hidePrice: false });
    const plain = { price: 50000, specialPrice: null, percentOff: 0, hidePrice: false };
    expect(applyOptionDelta(plain, 25000)).toEqual({ ...plain, price: 75000 });
    expect(applyOptionDelta(plain, -5000)).toEqual({ ...plain, price: 45000 });
  });

  it('subtracts again on deselection: the shown price returns to the product price', () => {
    const chosen = { ...emptySelection(), custom: { '1': 2 } };
    expect(selectedPrice(laptop, null, chosen, 0, NOW).specialPrice).toBe(225000);
    expect(selectedPrice(laptop, null, emptySelection(), 0, NOW).specialPrice).toBe(200000);
  });

  it('adds the guarantee value when opted in', () => {
    const p = selectedPrice({ ...laptop, custom_attributes: [] }, null, { ...emptySelection(), guarantee: true }, 12500, NOW);
    expect(p.price).toBe(257500);
  });
});

const dictionaries: Dictionaries = {
  color: { attribute_id: 93, label: 'Couleur', options: [{ value: '9301', label: 'Noir', swatch: '#000000' }, { value: '9302', label: 'Blanc', swatch: '#FFFFFF' }] },
  size: { attribute_id: 144, label: 'Taille', options: [{ value: '14401', label: 'M' }, { value: '14402', label: 'XXL' }] },
};

const child = (id: number, color: string, size: string, price: number, inStock = true): MagentoProduct => ({
  id,
  sku: `TEE-${id}`,
  name: `Tee ${id}`,
  price,
  type_id: 'simple',
  visibility: 1,
  custom_attributes: [
    { attribute_code: 'color', value: color },
    { attribute_code: 'size', value: size },
  ],
  extension_attributes: { stock_item: { is_in_stock: inStock } },
});

const tee: MagentoProduct = {
  id: 2600,
  sku: 'TEE',
  name: 'Tee',
  price: 5000,
  type_id: 'configurable',
  extension_attributes: {
    configurable_product_options: [
      { attribute_id: '93', label: 'Couleur', position: 0, values: [{ value_index: 9301 }, { value_index: 9302 }] },
      { attribute_id: '144', label: 'Taille', position: 1, values: [{ value_index: 14401 }, { value_index: 14402 }] },
    ],
    configurable_product_links: [2601, 2602, 2603],
  },
};
const children = [child(2601, '9301', '14401', 5000), child(2602, '9301', '14402', 6000), child(2603, '9302', '14401', 5000, false)];

describe('configurable options', () => {
  it('finds the child once every attribute is chosen, priced by the child', () => {
    const partial = { ...emptySelection(), configurable: { '93': 9301 } };
    expect(matchChild(tee, children, partial, dictionaries)).toBeNull();
    const full = { ...emptySelection(), configurable: { '93': 9301, '144': 14402 } };
    const found = matchChild(tee, children, full, dictionaries);
    expect(found?.sku).toBe('TEE-2602');
    expect(selectedPrice(tee, found, full, 0, NOW).price).toBe(6000);
  });

  it('marks values without an in-stock child as unavailable', () => {
    const white = { ...emptySelection(), configurable: { '144': 14401 } };
    expect(valueAvailable(tee, children, white, dictionaries, '93', 9302)).toBe(false);
    expect(valueAvailable(tee, children, white, dictionaries, '93', 9301)).toBe(true);
  });

  it('reports every mandatory option left out', () => {
    expect(missingOptions(tee, emptySelection())).toEqual([
      { kind: 'configurable', id: '93' },
      { kind: 'configurable', id: '144' },
    ]);
    expect(missingOptions(laptop, emptySelection())).toEqual([{ kind: 'custom', id: '1' }]);
    expect(missingOptions(laptop, { ...emptySelection(), custom: { '1': 1 } })).toEqual([]);
  });

  it('builds the cart item with Magento product options', () => {
    const full = { ...emptySelection(), configurable: { '93': 9301, '144': 14402 }, guarantee: true };
    expect(buildCartItem(tee, full, 2, 6000)).toEqual({
      sku: 'TEE',
      qty: 2,
      name: 'Tee',
      price: 6000,
      product_type: 'configurable',
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: 9301 },
            { option_id: '144', option_value: 14402 },
          ],
          with_guarantee: true,
        },
      },
    });
    expect(buildCartItem(laptop, emptySelection(), 1, 200000).product_option).toBeUndefined();
  });
});

describe('configurable values in dictionary order', () => {
  it('lists sizes S, M, L, XL whatever order the product gives them in; unknown values last', () => {
    const size = { options: ['XS', 'S', 'M', 'L', 'XL'].map((label, i) => ({ value: String(14401 + i), label })) };
    const given = [14402, 14405, 99999, 14404, 14403].map((value_index) => ({ value_index }));
    expect(valuesInDictionaryOrder(given, size).map((v) => v.value_index)).toEqual([14402, 14403, 14404, 14405, 99999]);
    expect(valuesInDictionaryOrder(given, undefined)).toEqual(given);
  });
});

describe('bundles', () => {
  const bundle: MagentoProduct = {
    id: 5217,
    sku: 'PACK',
    name: 'Pack',
    price: 323500,
    type_id: 'bundle',
    extension_attributes: {
      bundle_product_options: [
        { option_id: 1, title: 'TV', required: true, type: 'radio', position: 1, product_links: [
          { id: '11', sku: 'TV-A', option_id: 1, qty: 1, position: 1, is_default: true, price: 1, price_type: 0 },
          { id: '12', sku: 'TV-B', option_id: 1, qty: 1, position: 2, is_default: false, price: 1, price_type: 0 },
        ] },
        { option_id: 3, title: 'Accessoire', required: false, type: 'checkbox', position: 2, product_links: [
          { id: '31', sku: 'AC-A', option_id: 3, qty: 1, position: 1, is_default: false, price: 1, price_type: 0 },
        ] },
      ],
    },
  };
  it('starts from the default composition and sends the selections', () => {
    const selection = defaultSelection(bundle);
    expect(selection.bundle).toEqual({ '1': ['11'] });
    expect(missingOptions(bundle, selection)).toEqual([]);
    expect(missingOptions(bundle, { ...selection, bundle: {} })).toEqual([{ kind: 'bundle', id: '1' }]);
    expect(buildCartItem(bundle, selection, 1, 323500).product_option?.extension_attributes?.bundle_options).toEqual([
      { option_id: 1, option_qty: 1, option_selections: [11] },
    ]);
  });
});

describe('quantity', () => {
  it('is a whole number of at least 1', () => {
    expect(validQuantity(1)).toBe(true);
    expect(validQuantity(12)).toBe(true);
    expect(validQuantity(0)).toBe(false);
    expect(validQuantity(-1)).toBe(false);
    expect(validQuantity(1.5)).toBe(false);
    expect(validQuantity(Number.NaN)).toBe(false);
  });
});
