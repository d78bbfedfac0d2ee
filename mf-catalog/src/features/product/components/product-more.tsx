import { useId } from 'react';
import { useT } from '@shop/shared';
import type { Specification, TownStock } from '../lib/product-detail';
import { ProductDescription } from './product-description';
import { StockByTown } from './stock-by-town';

/** Below the buying area: the specifications table, where the product is in stock, and the long description. */
export function ProductMore({ specifications, stock, description }: { specifications: Specification[]; stock: TownStock[]; description: string }) {
  const { t } = useT('catalog');
  const uid = useId();
  return (
    <div className="catalog-product__more">
      {specifications.length > 0 ? (
        <section className="catalog-box" aria-labelledby={`${uid}-specs`} data-testid="specifications">
          <h2 id={`${uid}-specs`} className="catalog-box__title">
            {t('specifications')}
          </h2>
          <dl className="catalog-specs">
            {specifications.map((s) => (
              <div key={`${s.label}-${s.value}`}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <StockByTown stock={stock} />
      {description ? (
        <section className="catalog-box" aria-labelledby={`${uid}-desc`}>
          <h2 id={`${uid}-desc`} className="catalog-box__title">
            {t('description')}
          </h2>
          <ProductDescription html={description} testId="product-description" />
        </section>
      ) : null}
    </div>
  );
}
