import { Link } from 'react-router';
import { ProductCard, useLocalePath, useT, type ProductSearchResult } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { useSeasonCards } from '../use-season-cards';

export function SeasonProducts({ list }: { list: ProductSearchResult }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const cards = useSeasonCards(list.items);
  if (cards.length === 0) {
    return (
      <div className="season-empty" data-testid="season-empty">
        <p>{t('empty')}</p>
        <Link to={localePath('/')}>{t('homeCta')}</Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="season-products-title">
      <h2 id="season-products-title" className="season-products__title">
        {t('count', { count: list.total_count })}
      </h2>
      <ul className="season-grid" data-testid="season-products">
        {cards.map((card, index) => (
          <li key={card.id}>
            <ProductCard name={card.name} href={card.href} image={card.image} price={card.price} specialPrice={card.specialPrice} hidePrice={card.hidePrice} priority={index < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
