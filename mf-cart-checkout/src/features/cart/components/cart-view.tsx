import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $cart, ErrorRetry, Skeleton, useAfterHydration, useT, useLocalePath, type LoadState } from '@shop/shared';
import { CartLine } from './cart-line';
import { CartQuoteRequest } from './cart-quote-request';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
// oxlint-disable-next-line import/no-unassigned-import
import './cart.css';
// oxlint-disable-next-line import/no-unassigned-import
import '../../checkout/components/checkout.css';

function CartSkeleton() {
  return (
    <div className="cart-layout" aria-hidden="true" data-testid="cart-skeleton">
      <ul className="cart-lines">
        {[0, 1].map((i) => (
          <li key={i} className="cart-line">
            <Skeleton height={16} lines={2} />
            <Skeleton height={18} width="40%" />
            <Skeleton height={40} width="60%" radius={6} />
          </li>
        ))}
      </ul>
      <div className="cart-side">
        <Skeleton height={120} radius={6} />
      </div>
    </div>
  );
}

interface CartViewProps {
  /** Where the page loader's read of the cart stands; the lines themselves follow `$cart`. */
  status: LoadState<unknown>['status'];
  retry: () => void;
}

export function CartView({ status, retry: reload }: CartViewProps) {
  const { t } = useT('cart');
  const localePath = useLocalePath();
  // The stored lines show at once, but not while hydrating: the server had none (error #418).
  const totals = useAfterHydration(useStore($cart).totals, null);
  const items = totals?.items ?? [];

  let body;
  if (items.length > 0 && totals) {
    // Stored totals show at once while the server's arrive; a failed refresh keeps them visible.
    body = (
      <>
        {status === 'error' ? <ErrorRetry message={t('load_failed')} onRetry={reload} /> : null}
        <div className="cart-layout">
          <ul className="cart-lines" aria-label={t('title')}>
            {items.map((item) => (
              <CartLine key={item.item_id} item={item} />
            ))}
          </ul>
          <div className="cart-side">
            <CartSummary totals={totals} />
            <CouponForm totals={totals} />
            <Link className="shop-button shop-button--primary shop-button--lg shop-button--full" to={localePath('/checkout')} data-testid="cart-checkout">
              {t('proceed_to_checkout')}
            </Link>
            <CartQuoteRequest totals={totals} />
          </div>
        </div>
      </>
    );
  } else if (status === 'loading') {
    body = <CartSkeleton />;
  } else if (status === 'error') {
    body = <ErrorRetry message={t('load_failed')} onRetry={reload} />;
  } else {
    body = (
      <div className="cart-empty" data-testid="cart-empty">
        <h2 className="cart-empty__title">{t('empty_title')}</h2>
        <p>{t('empty_text')}</p>
        <Link className="shop-button shop-button--primary" to={localePath('/')}>
          {t('continue_shopping')}
        </Link>
      </div>
    );
  }

  return (
    <section className="cart-page" aria-busy={status === 'loading'}>
      <h1 className="cart-page__title">
        {t('title')}
        {totals && totals.items_qty > 0 ? <span className="cart-page__count"> ({t('item_count', { count: totals.items_qty })})</span> : null}
      </h1>
      {body}
    </section>
  );
}
