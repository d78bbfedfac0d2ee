import { describe, expect, it } from 'vitest';
import type { MagentoProduct } from '../../../api/types';
import {
  activeFlashSale,
  guaranteeValue,
  isTelephone,
  productGallery,
  productIdFromSlug,
  productLabels,
  productSpecifications,
  stockDistribution,
} from './product-detail';
import { productJsonLd, serializeJsonLd } from './json-ld';

const attrs = (a: Record<string, unknown>) => Object.entries(a).map(([attribute_code, value]) => ({ attribute_code, value: value as string }));
const base: MagentoProduct = { id: 11, sku: 'TECNO-SPARK-20', name: 'Tecno Spark 20', price: 90000, type_id: 'simple', custom_attributes: [] };

describe('productIdFromSlug', () => {
  it('reads {url_key}-{id} and {id}', () => {
    expect(productIdFromSlug('tecno-spark-20-128-go-11')).toBe(11);
    expect(productIdFromSlug('11')).toBe(11);
    expect(productIdFromSlug('tecno-spark')).toBeNull();
    expect(productIdFromSlug('0')).toBeNull();
  });
});

describe('productGallery', () => {
  it('skips disabled entries and orders by position', () => {
    const p: MagentoProduct = {
      ...base,
      media_gallery_entries: [
        { media_type: 'image', label: null, position: 3, disabled: true, types: [], file: '/t/e/c.svg' },
        { media_type: 'image', label: 'Dos', position: 2, disabled: false, types: [], file: 't/e/b.svg' },
        { media_type: 'image', label: null, position: 1, disabled: false, types: ['image'], file: '/t/e/a.svg' },
      ],
    };
    expect(productGallery(p)).toEqual([
      { file: '/t/e/a.svg', label: 'Tecno Spark 20' },
      { file: '/t/e/b.svg', label: 'Dos' },
    ]);
  });
});

describe('attributes of the page', () => {
  it('parses specifications and stock distribution, empty when unparsable', () => {
    const p = { ...base, custom_attributes: attrs({ specifications: '[{"label":"RAM","value":"8 Go"},{"bad":1}]', stock_distribution: '[{"town":"Douala","qty":4},{"town":"Buea","qty":0}]' }) };
    expect(productSpecifications(p)).toEqual([{ label: 'RAM', value: '8 Go' }]);
    expect(stockDistribution(p)).toEqual([{ town: 'Douala', qty: 4 }]);
    const broken = { ...base, custom_attributes: attrs({ specifications: '{oops', stock_distribution: 'not json' }) };
    expect(productSpecifications(broken)).toEqual([]);
    expect(stockDistribution(broken)).toEqual([]);
  });

  it('derives labels, and the guarantee only with a positive value', () => {
    const p = { ...base, custom_attributes: attrs({ is_gt_global: '1', is_second_hand: '1', is_free_shipping: '0', has_guarantie_sur_sur: '1', guarantie_sur_sur_value: '4500' }) };
    expect(productLabels(p)).toEqual(['global_import', 'second_hand', 'guarantee']);
    expect(guaranteeValue(p)).toBe(4500);
    expect(guaranteeValue({ ...base, custom_attributes: attrs({ has_guarantie_sur_sur: '1', guarantie_sur_sur_value: '' }) })).toBe(0);
  });

  it('flags telephones by category, unless the sku is excluded', () => {
    const phone = { ...base, custom_attributes: attrs({ category_ids: ['12', '13'] }) };
    expect(isTelephone(phone)).toBe(true);
    expect(isTelephone(phone, ['TECNO-SPARK-20'])).toBe(false);
    expect(isTelephone({ ...base, custom_attributes: attrs({ category_ids: ['17'] }) })).toBe(false);
  });

  it('knows a running flash sale by its UTC window', () => {
    const p = { ...base, custom_attributes: attrs({ is_on_flash_sale: '1', flash_sale_start: '2026-11-21 10:00:00', flash_sale_end: '2026-11-22 10:00:00' }) };
    expect(activeFlashSale(p, Date.UTC(2026, 10, 21, 12))).toEqual({ end: Date.UTC(2026, 10, 22, 10) });
    expect(activeFlashSale(p, Date.UTC(2026, 10, 21, 9))).toBeNull();
    expect(activeFlashSale(p, Date.UTC(2026, 10, 22, 11))).toBeNull();
  });
});

describe('Product JSON-LD', () => {
  it('describes the offer in XAF and cannot break out of its script', () => {
    const ld = productJsonLd({ ...base, name: 'A </script><script>x' }, {
      price: { price: 90000, specialPrice: 80000, percentOff: 11, hidePrice: false },
      inStock: false,
      images: ['http://x/a.svg'],
      url: 'http://x/product/11',
      description: 'd',
    });
    expect(ld['offers']).toMatchObject({ price: 80000, priceCurrency: 'XAF', availability: 'https://schema.org/OutOfStock' });
    expect(serializeJsonLd(ld)).not.toContain('</script>');
    const hidden = productJsonLd(base, { price: { price: 1, specialPrice: null, percentOff: 0, hidePrice: true }, inStock: true, images: [], url: '', description: '' });
    expect(hidden['offers']).toBeUndefined();
  });
});
