import { memo } from 'react';
import { Link } from 'react-router';
import { FavoriteHeart, ProductCard, useLowBandwidth, useT, useLocalePath } from '@shop/shared';
import { productImageUrl } from '../../../api/products';
import { productImageSources } from '../../media/lib/image-sources';
import { canQuickAdd, type ProductSummary } from '../../product/lib/product-summary';
import { RatingStars } from '../../reviews/components/rating-stars';
import { AddToCartButton } from './add-to-cart-button';
// The tile's own styles: a page that shows tiles before its (lazy) grid, as home's flash strip
// does, must have them with its first paint, not with the grid's chunk (a layout shift).
// oxlint-disable-next-line import/no-unassigned-import
import './product-list.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../../reviews/components/reviews.css';

/** The grid's card width: 2 columns on a phone, 3 from 600 px, 4 from 900 px, 5 (of 1200 px) from 1200 px. */
export const GRID_CARD_SIZES = '(min-width: 1200px) 230px, (min-width: 900px) 23vw, (min-width: 600px) 31vw, 48vw';

interface ProductTileProps {
  product: ProductSummary;
  /** First row on a phone: its image is the largest paint, so it loads eagerly. */
  priority: boolean;
  /** The card's width on the page (`sizes`), for the browser to pick the picture's size. */
  sizes?: string;
}

/** Out of stock, and a running flash sale's "1 per customer" (said before the cart refuses a second). */
function tileLabels(product: ProductSummary, t: (key: string) => string): string[] | undefined {
  const labels = [...(product.inStock === false ? [t('out_of_stock')] : []), ...(product.flashSale ? [t('one_per_customer')] : [])];
  return labels.length > 0 ? labels : undefined;
}

/**
 * A card plus its actions (heart, add to cart); they sit outside the card's link so all stay
 * reachable. Memoised: a page that re-renders around an unchanged list (a tapped filter's or
 * sort's choice painted first) leaves its cards alone.
 */
export const ProductTile = memo(function ProductTile({ product, priority, sizes = GRID_CARD_SIZES }: ProductTileProps) {
  const { t } = useT('catalog');
  const lowBandwidth = useLowBandwidth();
  const image = productImageUrl(product.imageFile);
  const sources = image ? productImageSources(image, { lowBandwidth }) : null;
  const localePath = useLocalePath();
  const href = localePath(product.path);
  // Configurable and bundle products need choices on their page; others (hidden price) just a look.
  const hasOptions = product.typeId === 'configurable' || product.typeId === 'bundle';
  return (
    <li className="catalog-tile" data-testid="product-card" data-sku={product.sku}>
      <ProductCard
        name={product.name}
        href={href}
        image={sources?.src ?? null}
        srcSet={sources?.srcSet}
        sizes={sizes}
        price={product.price}
        specialPrice={product.specialPrice}
        hidePrice={product.hidePrice}
        priority={priority}
        labels={tileLabels(product, t)}
      />
      {product.rating ? <RatingStars rating={product.rating} compact /> : null}
      <FavoriteHeart productId={product.id} name={product.name} />
      <div className="catalog-tile__action">
        {canQuickAdd(product) ? (
          <AddToCartButton
            item={{
              sku: product.sku,
              qty: 1,
              name: product.name,
              price: product.specialPrice ?? product.price,
              product_type: product.typeId,
            }}
          />
        ) : (
          <Link
            className="shop-button shop-button--secondary shop-button--sm shop-button--full"
            to={href}
            aria-label={t(hasOptions ? 'see_options_named' : 'see_product_named', { name: product.name })}
          >
            {t(hasOptions ? 'see_options' : 'see_product')}
          </Link>
        )}
      </div>
    </li>
  );
});
