import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Price, TOAST_DURATION, setFavorite, showToast, useLocalePath, useT, type FavoriteProduct } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { showFailure } from '../../form-fields/lib/show-failure';

/** The product page of a favourite (the catalogue's `/product/{url_key}-{id}` shape). */
export function favoritePath(item: Pick<FavoriteProduct, 'product_id' | 'url_key'>): string {
  return item.url_key ? `/product/${encodeURIComponent(item.url_key)}-${item.product_id}` : `/product/${item.product_id}`;
}

/** The customer's favourites with a link to each product and a way to remove it. */
export function FavoritesList({ items }: { items: FavoriteProduct[] }) {
  const { t } = useT([NS, 'common']);
  const localePath = useLocalePath();
  const [removing, setRemoving] = useState<number | null>(null);
  if (!items.length) {
    return (
      <div className="account-empty" data-testid="favorites-empty">
        <p>{t('favorites.empty')}</p>
        <Link className="shop-button shop-button--primary" to={localePath('/')}>
          {t('orders.start_shopping')}
        </Link>
      </div>
    );
  }
  const remove = async (productId: number) => {
    setRemoving(productId);
    try {
      // The list reloads when it hears `favorites:changed`.
      await setFavorite(productId, false);
      showToast({ type: 'success', message: t('common:favorite_removed'), duration: TOAST_DURATION.quick });
    } catch (error) {
      showFailure(error);
    } finally {
      setRemoving(null);
    }
  };
  return (
    <ul className="account-favorites" data-testid="favorites-list">
      {items.map((item) => (
        <li key={item.product_id} className="account-favorites__item" data-testid="favorite-item" data-sku={item.sku}>
          <Link to={localePath(favoritePath(item))} className="account-favorites__link">
            {item.image ? <img src={item.image} alt="" width={160} height={160} loading="lazy" decoding="async" /> : null}
            <span>{item.name}</span>
          </Link>
          {item.hide_price ? null : <Price amount={item.final_price} oldAmount={item.special_price !== null ? item.price : null} />}
          {item.in_stock ? null : <span className="account-badge">{t('favorites.out_of_stock')}</span>}
          <Button variant="ghost" size="sm" loading={removing === item.product_id} onClick={() => void remove(item.product_id)}>
            {t('favorites.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
