import { Price, useT } from '@shop/shared';
import type { selectedPrice } from '../lib/options';

/** The chosen configuration's price, read out again when it changes; or "price on request". */
export function ProductPrice({ price }: { price: ReturnType<typeof selectedPrice> }) {
  const { t } = useT(['catalog', 'common']);
  return (
    <div className="catalog-product__price" data-testid="product-price" aria-live="polite">
      {price.hidePrice ? (
        <p>{t('price_on_request')}</p>
      ) : (
        <Price amount={price.specialPrice ?? price.price} oldAmount={price.specialPrice !== null ? price.price : null} percentOff={price.percentOff} />
      )}
    </div>
  );
}
