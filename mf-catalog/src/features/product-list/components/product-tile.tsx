import { Link } from 'react-router';
import { FavoriteHeart, ProductCard, useT, useLocalePath } from '@shop/shared';
import { productImageUrl } from '../../../api/products';
import { canQuickAdd, type ProductSummary } from '../../product/lib/product-summary';
import { AddToCartButton } from './add-to-cart-button';

interface ProductTileProps {
  product: ProductSummary;
  /** First row on a phone: its image is the largest paint, so it loads eagerly. */
  priority: boolean;
}

/** A card plus its actions (heart, add to cart); they sit outside the card's link so all stay reachable. */
export function ProductTile({ product, priority }: ProductTileProps) {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const href = localePath(product.path);
  // Configurable and bundle products need choices on their page; others (hidden price) just a look.
  const hasOptions = product.typeId === 'configurable' || product.typeId === 'bundle';
  return (
    <li className="catalog-tile" data-testid="product-card" data-sku={product.sku}>
      <ProductCard
        name={product.name}
        href={href}
        image={productImageUrl(product.imageFile)}
        price={product.price}
        specialPrice={product.specialPrice}
        hidePrice={product.hidePrice}
        priority={priority}
        labels={product.inStock === false ? [t('out_of_stock')] : undefined}
      />
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
}
