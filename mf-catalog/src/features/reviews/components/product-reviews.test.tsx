// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@shop/shared';
import { fakeBackend } from '../../../test-support/fake-backend';
import { renderProductPage } from '../../../test-support/render-product-page';
import { magentoProduct } from '../../../test-support/magento-product';

const tv = magentoProduct({
  id: 3100,
  sku: 'TV-43',
  name: 'Téléviseur Hisense 43"',
  price: 180000,
  attributes: { url_key: 'tv-hisense-43', rating_summary: '90', review_count: '2' },
  extension_attributes: { stock_item: { is_in_stock: true } },
});
const fan = magentoProduct({ id: 3200, sku: 'FAN', name: 'Ventilateur', price: 20000, attributes: { url_key: 'ventilateur' }, extension_attributes: { stock_item: { is_in_stock: true } } });
const asked: string[] = [];

fakeBackend((url) => {
  if (url.pathname.endsWith('/V1/products')) {
    const ids = (url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]') ?? '').split(',').map(Number);
    return Response.json({ items: [tv, fan].filter((p) => ids.includes(p.id)), total_count: 1 });
  }
  if (url.pathname.endsWith('/V1/products/TV-43/reviews')) {
    asked.push(url.pathname);
    return Response.json({
      items: [
        { id: 2, nickname: 'Awa M.', rating: 5, title: 'Très belle image', detail: 'Livré à Akwa en deux jours.', created_at: '2026-11-20 10:00:00', verified_purchase: true },
        { id: 1, nickname: 'Paul E.', rating: 4, title: '', detail: 'Bon rapport qualité-prix.', created_at: '2026-11-12 09:00:00', verified_purchase: true },
      ],
      total_count: 2,
      rating_summary: 90,
    });
  }
  return undefined;
});

afterEach(() => {
  cleanup();
  setLocale('fr');
});

const jsonLd = () => JSON.parse(screen.getByTestId('product-json-ld').innerHTML) as Record<string, unknown>;

describe('reviews on the product page', () => {
  it('shows the average and count near the name, the reviews with their verified-purchase mark, and says them in the JSON-LD', async () => {
    renderProductPage('/product/tv-hisense-43-3100');
    await screen.findByRole('heading', { level: 1, name: 'Téléviseur Hisense 43"' });
    const summary = screen.getAllByTestId('product-rating')[0]!;
    expect(summary.textContent).toContain('4,5 (2 avis)');
    expect(summary.textContent).toContain('Noté 4,5 sur 5 par 2 acheteurs');
    const reviews = await screen.findAllByTestId('product-review');
    expect(reviews.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Awa M., le 20 novembre 2026 ✓ Achat vérifié'),
      expect.stringContaining('Bon rapport qualité-prix.'),
    ]);
    await waitFor(() => expect(jsonLd()['review']).toHaveLength(2));
    expect(jsonLd()['aggregateRating']).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect((jsonLd()['review'] as Record<string, unknown>[])[0]).toMatchObject({ author: { name: 'Awa M.' }, reviewRating: { ratingValue: 5 }, reviewBody: 'Livré à Akwa en deux jours.' });
  });

  it('in English too', async () => {
    setLocale('en');
    renderProductPage('/en/product/tv-hisense-43-3100');
    await screen.findAllByTestId('product-review');
    expect(screen.getAllByTestId('product-rating')[0]!.textContent).toContain('4.5 (2 reviews)');
    expect(screen.getAllByTestId('verified-purchase')[0]!.textContent).toContain('Verified purchase');
  });

  it('asks for no reviews when the product has none, and says so', async () => {
    const before = asked.length;
    renderProductPage('/product/ventilateur-3200');
    await screen.findByRole('heading', { level: 1, name: 'Ventilateur' });
    expect(screen.queryByTestId('product-rating')).toBeNull();
    expect(screen.getByTestId('product-reviews').textContent).toContain('Pas encore d’avis sur ce produit.');
    expect(jsonLd()).not.toHaveProperty('aggregateRating');
    expect(asked.length).toBe(before);
  });
});
