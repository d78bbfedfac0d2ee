import { describe, expect, it } from 'vitest';
import { lineImage, lineOptions, lineOriginalPrice, lineQtyLimit, orderLineOptions } from './line';

describe('lineOptions', () => {
  it('reads the JSON list of label/value pairs', () => {
    expect(lineOptions({ options: '[{"label":"Couleur","value":"Noir"},{"label":"Garantie","value":12}]' })).toEqual([
      { label: 'Couleur', value: 'Noir' },
      { label: 'Garantie', value: '12' },
    ]);
  });
  it('yields nothing for empty, malformed or unexpected options', () => {
    expect(lineOptions({ options: '[]' })).toEqual([]);
    expect(lineOptions({})).toEqual([]);
    expect(lineOptions({ options: 'not json' })).toEqual([]);
    expect(lineOptions({ options: '{"label":"x"}' })).toEqual([]);
    expect(lineOptions({ options: '[null, {"label": 1, "value": "x"}, {"label": "ok", "value": "y"}]' })).toEqual([{ label: 'ok', value: 'y' }]);
  });
});

describe('lineOriginalPrice', () => {
  it('is the original price when higher than what the line costs', () => {
    expect(lineOriginalPrice({ price: 64400, extension_attributes: { original_price: 85900 } })).toBe(85900);
  });
  it('is null without a discount', () => {
    expect(lineOriginalPrice({ price: 140000, extension_attributes: { original_price: 140000 } })).toBeNull();
    expect(lineOriginalPrice({ price: 140000 })).toBeNull();
    expect(lineOriginalPrice({ price: 1, extension_attributes: { original_price: '9' } })).toBeNull();
  });
});

describe('lineImage', () => {
  it('is the picture path the back end sends, or null', () => {
    expect(lineImage({ extension_attributes: { image: '/t/e/tecno.svg' } })).toBe('/t/e/tecno.svg');
    expect(lineImage({ extension_attributes: { image: null } })).toBeNull();
    expect(lineImage({ extension_attributes: { image: ' ' } })).toBeNull();
    expect(lineImage({ extension_attributes: { image: 42 } as Record<string, unknown> })).toBeNull();
    expect(lineImage({})).toBeNull();
  });
});

describe('orderLineOptions', () => {
  it('reads the order line option labels, dropping malformed ones', () => {
    expect(orderLineOptions({ extension_attributes: { option_labels: [{ label: 'Taille', value: 'M' }] } })).toEqual([{ label: 'Taille', value: 'M' }]);
    expect(orderLineOptions({ extension_attributes: { option_labels: [null, { label: 1, value: 'x' }] as never } })).toEqual([]);
    expect(orderLineOptions({})).toEqual([]);
  });
});

describe('lineQtyLimit', () => {
  it('holds a flash-sale line to 1 and leaves other lines to the stock', () => {
    expect(lineQtyLimit({ extension_attributes: { is_flash_sale: true } })).toBe(1);
    expect(lineQtyLimit({ extension_attributes: { is_flash_sale: false } })).toBeNull();
    expect(lineQtyLimit({ extension_attributes: { is_flash_sale: 'true' } })).toBeNull();
    expect(lineQtyLimit({})).toBeNull();
  });
});
