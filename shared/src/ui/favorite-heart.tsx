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
 * back; the product is added as soon as the login succeeds. The heart itself is drawn by ui.css, not
 * an SVG in each button: home lists 37 products, and their hearts were 74 elements and 10 KB of
 * the page's HTML to parse, lay out and hydrate.
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
    />
  );
}
