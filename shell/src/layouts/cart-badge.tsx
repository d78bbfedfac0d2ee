import { lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { $cart, useAfterHydration, useT, useLocalePath } from '@shop/shared';

type MiniCartModule = { default: ComponentType<{ onNavigate?: () => void }> };

/**
 * mf-cart-checkout's cart preview, fetched the first time a pointer rests on the cart icon. It is
 * an extra: if the remote cannot be reached the icon still links to /cart, so a failure renders nothing.
 */
const MiniCart = lazy(() =>
  loadRemote<MiniCartModule>('mf_cart_checkout/mini-cart')
    .then((mod) => (mod?.default ? mod : { default: () => null }))
    .catch(() => ({ default: () => null })),
);

/** Hovering is only a preview on devices that can hover; a tap on a phone goes straight to /cart. */
const canHover = () => typeof window !== 'undefined' && window.matchMedia?.('(hover: hover) and (pointer: fine)').matches;

export function CartLink() {
  // Personal: a server-rendered page shows an empty cart until it has hydrated.
  const quantity = useAfterHydration(useStore($cart).quantity, 0);
  const { t } = useT('shell');
  const localePath = useLocalePath();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(closeTimer.current);
    if (canHover()) setOpen(true);
  };
  // A short grace period lets the pointer travel from the icon into the panel.
  const hide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 200);
  };

  return (
    <div className="cart-menu" onMouseEnter={show} onMouseLeave={hide}>
      <Link className="header-action" to={localePath('/cart')} aria-label={t('cart_with_count', { count: quantity })}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.1a2 2 0 0 1-1.9 1.4H8.1a2 2 0 0 1-2-1.6L3.6 3H1V1h4.2l.4 2Z" />
        </svg>
        <span className="header-action__label">{t('cart')}</span>
        <span className={quantity > 0 ? 'cart-badge' : 'cart-badge cart-badge--empty'} data-testid="cart-badge" aria-hidden="true">
          {quantity}
        </span>
      </Link>
      {open ? (
        <div className="cart-menu__panel" data-testid="mini-cart-panel">
          <Suspense fallback={null}>
            <MiniCart onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
