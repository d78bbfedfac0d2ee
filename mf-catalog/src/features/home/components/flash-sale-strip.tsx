import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton, useT, useLocalePath } from '@shop/shared';
import { Countdown } from '../../product/components/countdown';
import { productSummary } from '../../product/lib/product-summary';
import { CartFormScope } from '../../product-list/components/cart-form-scope';
import { ProductTile } from '../../product-list/components/product-tile';
import { FLASH_SALE_CATEGORY_ID } from '../../../api/products';
import { useFlashSale } from '../use-flash-sale';

const EAGER_CARDS = 2;
/** The strip's cards are 9.5rem wide (home.css). */
const STRIP_CARD_SIZE = '152px';

/** flash sale with countdown: shown only while a sale is in progress. */
export function FlashSaleStrip() {
  const { t } = useT('catalog');
  const id = useId();
  const localePath = useLocalePath();
  const { status, sale, refresh } = useFlashSale();
  if (status === 'loading') {
    return (
      <div className="catalog-flash-strip" aria-hidden="true" data-testid="flash-sale-loading">
        <div className="catalog-flash-strip__head">
          <Skeleton height={20} width="50%" />
        </div>
        <div className="catalog-flash-strip__list" />
      </div>
    );
  }
  if (!sale) return null;
  return (
    <section className="catalog-flash-strip" aria-labelledby={id} data-testid="flash-sale-strip">
      <div className="catalog-flash-strip__head">
        <h2 id={id}>{t('flash_sale_title')}</h2>
        <p>
          {t('ends_in')} <Countdown until={sale.endsAt} onEnd={refresh} />
        </p>
        <Link to={localePath(`/category/ventes-flash-${FLASH_SALE_CATEGORY_ID}`)}>{t('see_all')}</Link>
      </div>
      <CartFormScope>
        <ul className="catalog-flash-strip__list">
          {sale.products.map((product, index) => (
            // The first cards are on the first screen: their images are the largest paint.
            <ProductTile key={product.sku} product={productSummary(product)} priority={index < EAGER_CARDS} sizes={STRIP_CARD_SIZE} />
          ))}
        </ul>
      </CartFormScope>
    </section>
  );
}
