import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $cart, useT } from '@shop/shared';
import { useLocalePath } from './use-locale-path';

export function CartLink() {
  const { quantity } = useStore($cart);
  const { t } = useT('shell');
  const localePath = useLocalePath();
  return (
    <Link className="header-action" to={localePath('/cart')} aria-label={t('cart_with_count', { count: quantity })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.1a2 2 0 0 1-1.9 1.4H8.1a2 2 0 0 1-2-1.6L3.6 3H1V1h4.2l.4 2Z" />
      </svg>
      <span className="header-action__label">{t('cart')}</span>
      <span className={quantity > 0 ? 'cart-badge' : 'cart-badge cart-badge--empty'} data-testid="cart-badge" aria-hidden="true">
        {quantity}
      </span>
    </Link>
  );
}
