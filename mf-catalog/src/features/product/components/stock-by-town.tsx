import { useId } from 'react';
import { useT } from '@shop/shared';
import type { TownStock } from '../lib/product-detail';

/** Stock by town (the product's `stock_distribution`). */
export function StockByTown({ stock }: { stock: TownStock[] }) {
  const { t } = useT('catalog');
  const id = useId();
  if (stock.length === 0) return null;
  return (
    <section className="catalog-box" aria-labelledby={id} data-testid="stock-by-town">
      <h2 id={id} className="catalog-box__title">
        {t('stock_by_town')}
      </h2>
      <ul className="catalog-stock-towns">
        {stock.map((s) => (
          <li key={s.town}>
            <span>{s.town}</span> <span>{t('units', { count: s.qty })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
