import { useId } from 'react';
import { useT } from '@shop/shared';
import type { TownStock } from '../lib/product-detail';

/**
 * Where the product is in stock (its `stock_distribution`), as one sentence: a shopper asks
 * whether it is in their town, not how many units each of eleven warehouses holds.
 */
export function StockByTown({ stock }: { stock: TownStock[] }) {
  const { t } = useT('catalog');
  const id = useId();
  if (stock.length === 0) return null;
  const towns = stock.map((s) => s.town);
  const list = towns.length === 1 ? towns[0]! : `${towns.slice(0, -1).join(', ')}${t('list_and')}${towns.at(-1)!}`;
  return (
    <section className="catalog-box" aria-labelledby={id} data-testid="stock-by-town">
      <h2 id={id} className="catalog-box__title">
        {t('availability')}
      </h2>
      <p className="catalog-stock-towns">{t('in_stock_in', { towns: list })}</p>
    </section>
  );
}
