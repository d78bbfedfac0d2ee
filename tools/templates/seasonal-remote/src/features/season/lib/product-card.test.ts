import { describe, expect, it } from 'vitest';
import { toSeasonCard, type ListedProduct } from './product-card';

const product: ListedProduct = {
  id: 42,
  sku: 'TV-55',
  name: 'Téléviseur 55 pouces',
  price: 350_000,
  custom_attributes: [
    { attribute_code: 'url_key', value: 'televiseur-55' },
    { attribute_code: 'special_price', value: '299000' },
  ],
  media_gallery_entries: [
    { file: '/t/v/back.jpg', position: 2, types: [], media_type: 'image', label: null, disabled: false },
    { file: '/t/v/front.jpg', position: 1, types: ['small_image'], media_type: 'image', label: null, disabled: false },
  ],
};

describe('toSeasonCard', () => {
  it('links the product page and picks the listing picture', () => {
    expect(toSeasonCard(product, 'https://shop.cm')).toEqual({
      id: 42,
      name: 'Téléviseur 55 pouces',
      path: '/product/televiseur-55-42',
      image: 'https://shop.cm/media/catalog/product/t/v/front.jpg',
      price: 350_000,
      specialPrice: 299_000,
      hidePrice: false,
    });
  });

  it('ignores a special price that is not lower, and keeps a hidden price hidden', () => {
    const card = toSeasonCard({ ...product, custom_attributes: [{ attribute_code: 'special_price', value: 400_000 }, { attribute_code: 'hide_price', value: '1' }] }, '');
    expect(card.specialPrice).toBeNull();
    expect(card.hidePrice).toBe(true);
    expect(card.path).toBe('/product/42');
  });

  it('has no picture when every entry is disabled', () => {
    expect(toSeasonCard({ ...product, media_gallery_entries: [{ file: '/a.jpg', position: 1, types: [], media_type: 'image', label: null, disabled: true }] }, '').image).toBeNull();
  });
});
