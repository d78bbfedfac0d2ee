import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/index';
import { localisePath } from '../locale-path';
import { $favorites, loadFavoriteIds, toggleFavorite } from '../stores/favorites';
import { $isLoggedIn } from '../stores/session';
import { useAfterHydration } from '../page-seed';
import { TOAST_DURATION, showToast } from '../stores/toast';

/**
 * The favourites heart of a product, the one control of the favourites contract, for every remote
 * that shows products (the list page is mf-account's). A guest is sent to /login with the way
 * back; the product is added as soon as the login succeeds.
 */
export function FavoriteHeart({ productId, name, className }: { productId: number; name: string; className?: string }) {
  const { t } = useT('common');
  // A server-rendered page hydrates as the anonymous visitor saw it: no favourite, logged out.
  const on = useAfterHydration(useStore($favorites).ids.includes(productId), false);
  const loggedIn = useAfterHydration(useStore($isLoggedIn), false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loggedIn) void loadFavoriteIds();
  }, [loggedIn]);

  const press = async () => {
    setBusy(true);
    try {
      const result = await toggleFavorite(productId);
      if (result === 'login-required') {
        showToast({ type: 'info', message: t('favorite_login') });
        navigate(`${localisePath('/login', pathname)}?redirect=${encodeURIComponent(pathname + search)}`);
        return;
      }
      showToast({ type: 'success', message: t(result === 'added' ? 'favorite_added' : 'favorite_removed'), duration: TOAST_DURATION.quick });
    } catch {
      showToast({ type: 'error', message: t('favorite_failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={['shop-heart', on ? 'shop-heart--on' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={t(on ? 'favorite_remove' : 'favorite_add', { name })}
      disabled={busy}
      data-testid="favorite-heart"
      onClick={() => void press()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
