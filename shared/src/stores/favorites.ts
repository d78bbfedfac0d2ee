import { atom } from 'nanostores';
import { api } from '../api/client';
import type { AddFavoriteRequest, FavoriteProduct } from '../contracts/favorites';
import { bus } from '../events';
import { i18n } from '../i18n/index';
import { safeSessionStorage } from '../storage';
import { $session } from './session';
import { showToast } from './toast';

export type { FavoriteProduct } from '../contracts/favorites';

interface FavoritesState {
  /** `idle`: not read for this session yet; `ready`: `ids` is the server's list. */
  status: 'idle' | 'loading' | 'ready';
  ids: readonly number[];
}

/**
 * Which products the customer keeps: remotes show and change it through `FavoriteHeart`, the list
 * page reads the full records with `fetchFavorites`. One store, so a heart on a tile and the list
 * agree without talking.
 * @internal (read through FavoriteHeart)
 */
export const $favorites = atom<FavoritesState>({ status: 'idle', ids: [] });

/**
 * A guest's heart, kept across the trip to /login and added once the login succeeds.
 * @internal (FavoriteHeart's and its tests')
 */
export const PENDING_FAVORITE_KEY = 'FAVORITE_PENDING';

let loading: Promise<void> | null = null;
/** The add that follows a login: a read must wait for it, or it would miss that product. */
let pendingAdd: Promise<unknown> = Promise.resolve();

export async function fetchFavorites(signal?: AbortSignal): Promise<FavoriteProduct[]> {
  await pendingAdd;
  const { items } = await api.get('wishlist/mine', { signal }).json<{ items: FavoriteProduct[] }>();
  $favorites.set({ status: 'ready', ids: items.map((i) => i.product_id) });
  return items;
}

/**
 * Reads which products are favourites, once per page load, for a logged-in customer only.
 * @internal (called by FavoriteHeart)
 */
export function loadFavoriteIds(): Promise<void> {
  if (!$session.get().handle || $favorites.get().status !== 'idle') return loading ?? Promise.resolve();
  $favorites.set({ ...$favorites.get(), status: 'loading' });
  loading = fetchFavorites()
    .then(() => undefined)
    .catch((error: unknown) => {
      // Hearts then show empty; the next page load tries again.
      $favorites.set({ status: 'idle', ids: [] });
      console.warn('[favorites] list unavailable', error);
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

function setIds(update: (ids: readonly number[]) => readonly number[]): void {
  const current = $favorites.get();
  $favorites.set({ ...current, ids: update(current.ids) });
}

/** Adds or removes one product on the server; the store follows at once and steps back on failure. */
export async function setFavorite(productId: number, favorite: boolean): Promise<void> {
  setIds((ids) => (favorite ? [...ids.filter((id) => id !== productId), productId] : ids.filter((id) => id !== productId)));
  try {
    if (favorite) await api.post('wishlist/mine/items', { json: { product_id: productId } satisfies AddFavoriteRequest });
    else await api.delete(`wishlist/mine/items/${productId}`);
  } catch (error) {
    setIds((ids) => (favorite ? ids.filter((id) => id !== productId) : [...ids, productId]));
    throw error;
  }
  bus.emit('favorites:changed', { productId, favorite });
}

type FavoriteToggle = 'added' | 'removed' | 'login-required';

/**
 * The heart's action. A guest gets `login-required`: the product is remembered for this browser
 * session and added right after the login (the caller sends the shopper to /login with the way
 * back). Errors reject with the API error; the store is then as before.
 * @internal (called by FavoriteHeart)
 */
export async function toggleFavorite(productId: number): Promise<FavoriteToggle> {
  if (!$session.get().handle) {
    safeSessionStorage.set(PENDING_FAVORITE_KEY, String(productId));
    return 'login-required';
  }
  const favorite = !$favorites.get().ids.includes(productId);
  await setFavorite(productId, favorite);
  return favorite ? 'added' : 'removed';
}

function addPendingAfterLogin(): void {
  const raw = safeSessionStorage.get(PENDING_FAVORITE_KEY);
  safeSessionStorage.remove(PENDING_FAVORITE_KEY);
  const productId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  if (productId === null) return;
  pendingAdd = setFavorite(productId, true).then(
    () => showToast({ type: 'success', message: i18n.t('common:favorite_added') }),
    () => showToast({ type: 'error', message: i18n.t('common:favorite_failed') }),
  );
}

// Whoever logs the shopper in (shell pages, another tab's reload) announces it on the bus.
bus.on('auth:logged-in', () => {
  $favorites.set({ status: 'idle', ids: [] });
  addPendingAfterLogin();
});
bus.on('auth:logged-out', () => $favorites.set({ status: 'idle', ids: [] }));
