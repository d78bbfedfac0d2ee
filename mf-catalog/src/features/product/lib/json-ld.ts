import type { MagentoProduct } from '../../../api/types';
import { attributeText } from './attributes';
import type { ProductPrice } from './price';
import type { ProductReview } from '../../../api/reviews';
import type { Rating } from '../../reviews/lib/rating';

/** schema.org Product for search engines, from what the page shows. */
export function productJsonLd(
  product: MagentoProduct,
  options: { price: ProductPrice; inStock: boolean | null; images: string[]; url: string; description: string; rating?: Rating | null; reviews?: ProductReview[] },
): Record<string, unknown> {
  const brand = attributeText(product, 'marque')?.trim();
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    image: options.images,
    url: options.url,
  };
  if (options.description) ld['description'] = options.description;
  if (brand) ld['brand'] = { '@type': 'Brand', name: brand };
  if (!options.price.hidePrice) {
    ld['offers'] = {
      '@type': 'Offer',
      priceCurrency: 'XAF',
      price: options.price.specialPrice ?? options.price.price,
      availability: options.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url: options.url,
    };
  }
  // Buyers' approved reviews, each from a completed order.
  if (options.rating) ld['aggregateRating'] = { '@type': 'AggregateRating', ratingValue: options.rating.average, reviewCount: options.rating.count, bestRating: 5, worstRating: 1 };
  if (options.reviews?.length) {
    ld['review'] = options.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.nickname },
      datePublished: r.created_at.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.detail,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return ld;
}

/** JSON for an inline script: `<` escaped so product text cannot close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Tags stripped, entities left as they are: enough for a meta description. */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
