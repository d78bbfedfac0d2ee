import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../stores/locale';
import { $favorites, PENDING_FAVORITE_KEY } from '../stores/favorites';
import { clearSession } from '../stores/session';
import { $toasts } from '../stores/toast';
import { FavoriteHeart } from './favorite-heart';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

beforeEach(() => {
  setLocale('fr');
  clearSession();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  $toasts.set([]);
  $favorites.set({ status: 'idle', ids: [] });
});

describe('FavoriteHeart', () => {
  it('says which product it keeps and whether it is kept', () => {
    $favorites.set({ status: 'ready', ids: [7] });
    render(
      <MemoryRouter>
        <FavoriteHeart productId={7} name="Tecno Spark" />
        <FavoriteHeart productId={8} name="Itel A70" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Retirer Tecno Spark de mes favoris' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Garder Itel A70 dans mes favoris' }).getAttribute('aria-pressed')).toBe('false');
    // The stylesheet fills the heart of a kept product by this class.
    expect(screen.getAllByTestId('favorite-heart').map((b) => b.classList.contains('shop-heart--on'))).toEqual([true, false]);
  });

  it('sends a guest to the login with the way back (locale prefix kept) and remembers the product', async () => {
    render(
      <MemoryRouter initialEntries={['/en/product/tecno-spark-7?color=red']}>
        <Routes>
          <Route path="*" element={<><FavoriteHeart productId={7} name="Tecno Spark" /><Where /></>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('favorite-heart'));
    expect(await screen.findByText('/en/login?redirect=%2Fen%2Fproduct%2Ftecno-spark-7%3Fcolor%3Dred')).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBe('7');
    expect($toasts.get().map((t) => t.message)).toEqual(['Connectez-vous pour garder ce produit dans vos favoris.']);
  });
});
