import { describe, expect, it } from 'vitest';
import { magentoProduct } from '../../../test-support/magento-product';
import { cardProduct } from './card-product';
import { activeFlashSale } from './product-detail';
import { productSummary } from './product-summary';

const NOW = Date.UTC(2026, 5, 1);

const full = magentoProduct({
  id: 42,
  sku: 'TV-42',
  name: 'Téléviseur',
  price: 150000,
  status: 1,
  created_at: '2026-01-01 00:00:00',
  attributes: {
    url_key: 'televiseur',
    small_image: 't/v/tv.svg',
    marque: 'Samsung',
    special_price: '120000',
    special_from_date: '2026-01-01 00:00:00',
    is_on_flash_sale: '1',
    flash_sale_end: '2026-12-01 00:00:00',
    description: '<p>Long texte</p>'.repeat(50),
    meta_description: 'Meta',
  },
  media_gallery_entries: [
    { id: 1, media_type: 'image', label: null, position: 1, disabled: false, types: ['image'], file: '/t/v/tv.svg' },
    { id: 2, media_type: 'image', label: null, position: 2, disabled: false, types: [], file: '/t/v/tv-back.svg' },
  ],
  extension_attributes: { stock_item: { qty: 5, is_in_stock: true }, category_links: [{ category_id: '3' }] },
});

describe('cardProduct', () => {
  it('keeps what the card reads: the same summary and flash sale, without descriptions or gallery', () => {
    const card = cardProduct(full);
    expect(productSummary(card, NOW)).toEqual(productSummary(full, NOW));
    expect(activeFlashSale(card, NOW)).toEqual(activeFlashSale(full, NOW));
    expect(card.custom_attributes?.map((a) => a.attribute_code)).not.toContain('description');
    expect(card.media_gallery_entries).toBeUndefined();
    expect(card.extension_attributes).toEqual({ stock_item: { is_in_stock: true } });
  });

  it('keeps the gallery entry the card shows when no attribute names a picture', () => {
    const noAttributeImage = { ...full, custom_attributes: full.custom_attributes?.filter((a) => a.attribute_code !== 'small_image') };
    const card = cardProduct(noAttributeImage);
    expect(productSummary(card, NOW).imageFile).toBe('/t/v/tv.svg');
    expect(card.media_gallery_entries?.map((e) => e.id)).toEqual([1]);
  });

  it('says nothing of stock when the answer did not', () => {
    const { extension_attributes: _, ...noStock } = full;
    expect(productSummary(cardProduct(noStock), NOW).inStock).toBeNull();
  });
});
