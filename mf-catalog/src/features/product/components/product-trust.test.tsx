import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setLocale } from '@shop/shared';
import { fakeBackend } from '../../../test-support/fake-backend';
import { renderProductPage } from '../../../test-support/render-product-page';
import { magentoProduct } from '../../../test-support/magento-product';

const phone = magentoProduct({
  id: 3100,
  name: 'Tecno Spark 20',
  price: 89_000,
  attributes: { url_key: 'tecno-spark-20', warranty: '20805', seller: 'Akwa Électronique' },
  extension_attributes: { stock_item: { is_in_stock: true } },
});
const shirt = magentoProduct({ id: 3101, name: 'Polo', price: 12_000, extension_attributes: { stock_item: { is_in_stock: true } } });

const { requests } = fakeBackend((url) => {
  if (url.pathname.endsWith('/gt/attributes/dictionaries')) {
    const en = url.pathname.includes('/rest/en/');
    return Response.json({ warranty: { attribute_id: 208, label: en ? 'Warranty' : 'Garantie', options: [{ value: '20805', label: en ? '12 months' : '12 mois' }] } });
  }
  if (url.pathname.endsWith('/V1/products')) {
    const ids = (url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]') ?? '').split(',').map(Number);
    return Response.json({ items: [phone, shirt].filter((p) => ids.includes(p.id)), total_count: 0 });
  }
  return undefined;
});

describe('ProductTrust on the product page', () => {
  it('says warranty, returns, delivery and seller beside the price, in both languages, linking to live pages', async () => {
    renderProductPage('/product/tecno-spark-20-3100');
    expect((await screen.findByTestId('trust-warranty')).textContent).toBe('Garantie : 12 mois');
    const list = screen.getByRole('list', { name: 'Acheter en confiance' });
    expect(screen.getByTestId('trust-seller').textContent).toBe('Vendu par Akwa Électronique');
    expect(screen.getByRole('link', { name: 'politique de retour' }).getAttribute('href')).toBe('/politique-de-retour');
    expect(screen.getByRole('link', { name: 'délais et frais selon votre ville' }).getAttribute('href')).toBe('/shipping-cost-simulator');
    // Near the price: right after it and the stock line, before the description and the buying area.
    expect(screen.getByTestId('product-price').compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list.compareDocumentPosition(screen.getByTestId('product-add-to-cart')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    cleanup();
    setLocale('en');
    renderProductPage('/en/product/tecno-spark-20-3100');
    expect((await screen.findByTestId('trust-warranty')).textContent).toBe('Warranty: 12 months');
    expect(screen.getByTestId('trust-seller').textContent).toBe('Sold by Akwa Électronique');
    expect(screen.getByRole('link', { name: 'return policy' }).getAttribute('href')).toBe('/en/politique-de-retour');
    expect(screen.getByRole('link', { name: 'times and fees for your town' }).getAttribute('href')).toBe('/en/shipping-cost-simulator');
  });

  it('leaves out the warranty and seller lines a product has no data for, without asking for dictionaries', async () => {
    renderProductPage('/product/3101');
    const list = await screen.findByTestId('product-trust');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByTestId('trust-warranty')).toBeNull();
    expect(screen.queryByTestId('trust-seller')).toBeNull();
    expect(requests.some((u) => u.pathname.endsWith('/gt/attributes/dictionaries'))).toBe(false);
  });
});
