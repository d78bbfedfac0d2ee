import { useMemo } from 'react';
import { productImageUrl } from '../../api/products';
import type { MagentoProduct } from '../../api/types';
import { productJsonLd, serializeJsonLd } from './lib/json-ld';
import { defaultSelection, selectedPrice } from './lib/options';
import type { productGallery } from './lib/product-detail';
import { productInStock, productPath } from './lib/product-summary';
import type { ProductReviews } from '../../api/reviews';
import { productRating } from '../reviews/lib/rating';

/** The product's schema.org JSON-LD (default configuration's price), serialized for a script tag. */
export function useProductJsonLd(product: MagentoProduct, gallery: ReturnType<typeof productGallery>, metaDescription: string, now: number, reviews: ProductReviews | null = null): string {
  return useMemo(() => {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    return serializeJsonLd(
      productJsonLd(product, {
        price: selectedPrice(product, null, defaultSelection(product), 0, now),
        inStock: productInStock(product),
        images: gallery.map((g) => productImageUrl(g.file) ?? '').filter(Boolean),
        url: `${origin}${productPath(product)}`,
        description: metaDescription,
        rating: productRating(product),
        reviews: reviews?.items ?? [],
      }),
    );
  }, [product, gallery, metaDescription, now, reviews]);
}
