import { describe, expect, it } from 'vitest';
import type { MagentoProduct } from '../../../api/types';
import { magentoProduct } from '../../../test-support/magento-product';
import { canQuickAdd, productImageFile, productPath, productSummary } from './product-summary';

const base = magentoProduct({
  id: 4213,
  sku: 'SAM-A15',
  attributes: { url_key: 'samsung-galaxy-a15', small_image: '/s/a/samsung-a15.jpg', marque: 'Samsung' },
});

describe('productPath', () => {
  it('joins url key and id', () => {
    expect(productPath(base)).toBe('/product/samsung-galaxy-a15-4213');
  });
  it('falls back to the id alone', () => {
    expect(productPath({ id: 7, custom_attributes: [] })).toBe('/product/7');
  });
});

describe('productImageFile', () => {
  it('prefers small_image', () => {
    expect(productImageFile(base)).toBe('/s/a/samsung-a15.jpg');
  });
  it('skips no_selection and disabled gallery entries', () => {
    const p: MagentoProduct = {
      ...base,
      custom_attributes: [{ attribute_code: 'small_image', value: 'no_selection' }],
      media_gallery_entries: [
        { media_type: 'image', label: null, position: 1, disabled: true, types: [], file: '/x/hidden.jpg' },
        { media_type: 'image', label: null, position: 3, disabled: false, types: [], file: '/x/third.jpg' },
        { media_type: 'image', label: null, position: 2, disabled: false, types: [], file: 'x/second.jpg' },
      ],
    };
    expect(productImageFile(p)).toBe('/x/second.jpg');
  });
  it('is null without any image', () => {
    expect(productImageFile({ ...base, custom_attributes: [] })).toBeNull();
  });
});

describe('productSummary / canQuickAdd', () => {
  it('summarises a card', () => {
    const s = productSummary(base);
    expect(s).toMatchObject({ id: 4213, sku: 'SAM-A15', brand: 'Samsung', specialPrice: null, path: '/product/samsung-galaxy-a15-4213' });
    expect(canQuickAdd(s)).toBe(true);
  });
  it('knows a card on flash sale only within its window', () => {
    const flash = magentoProduct({ id: 9, sku: 'HOT-40', attributes: { is_on_flash_sale: '1', flash_sale_start: '2026-11-21 10:00:00', flash_sale_end: '2026-11-22 10:00:00' } });
    expect(productSummary(flash, Date.UTC(2026, 10, 21, 12)).flashSale).toBe(true);
    expect(productSummary(flash, Date.UTC(2026, 10, 22, 11)).flashSale).toBe(false);
    expect(productSummary(base, Date.UTC(2026, 10, 21, 12)).flashSale).toBe(false);
  });

  it('sends configurable and bundle products to their page', () => {
    expect(canQuickAdd({ typeId: 'configurable', hidePrice: false, inStock: true })).toBe(false);
    expect(canQuickAdd({ typeId: 'bundle', hidePrice: false, inStock: true })).toBe(false);
    expect(canQuickAdd({ typeId: 'simple', hidePrice: true, inStock: true })).toBe(false);
  });
  it('does not offer to add a product out of stock; an unknown stock status lets the cart decide', () => {
    expect(canQuickAdd({ typeId: 'simple', hidePrice: false, inStock: false })).toBe(false);
    expect(canQuickAdd({ typeId: 'simple', hidePrice: false, inStock: null })).toBe(true);
    expect(productSummary({ ...base, extension_attributes: { stock_item: { is_in_stock: false, qty: 0 } } }).inStock).toBe(false);
    expect(productSummary({ ...base, extension_attributes: { stock_item: { is_in_stock: true } } }).inStock).toBe(true);
    expect(productSummary(base).inStock).toBeNull();
  });
});
