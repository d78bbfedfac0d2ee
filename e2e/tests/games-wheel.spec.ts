import { expect, test, type Page } from '../support/test';
import { fillEntry, guestCart, newPhone, placeGuestOrder } from '../support/games.ts';
import { gotoPage } from '../support/shopper.ts';

/**
 * Goes to `path` inside the running store, as a link does (the browser's router loads the page
 * and runs its loader in the browser, where the test's mocked answers apply; a full page load
 * would be rendered by the server from the real back end).
 */
async function navigateInStore(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

test('a guest spins the wheel with a real order and uses the coupon won in the cart', async ({ page }) => {
  // Reduced motion: the wheel stops at once on the server's segment (the animation is the only difference).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoPage(page, '/laroue');
  await expect(page.getByRole('heading', { level: 1, name: 'La roue de la chance' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Pas de chance');

  // The spec's messages before anything is sent.
  await page.getByRole('button', { name: 'Tourner la roue' }).click();
  await expect(page.getByText('Ce champs est obligatoire')).toHaveCount(3);

  // A made-up order number is refused by the server.
  await fillEntry(page, { nom: 'Awa Mbarga', tel: '677 00 11 22', order: '100999999' });
  await page.getByRole('button', { name: 'Tourner la roue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Numéro de commande invalide');

  // The draw is the server's; the test store's lands on the first segment, a prize (global-setup).
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel);
  await page.reload();
  await fillEntry(page, { nom: 'Awa Mbarga', tel, order });
  await page.getByRole('button', { name: 'Tourner la roue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Bravo/ })).toBeVisible();
  const coupon = await page.getByTestId('prize-coupon').textContent();
  expect(coupon).toMatch(/^ROUE-[A-Z2-9]{8}$/);
  await expect(page.getByText('Utilisable une seule fois.', { exact: false })).toBeVisible();

  // The coupon is real: the cart accepts it (a cart above every prize's minimum purchase).
  await page.getByRole('link', { name: 'Utiliser mon code dans le panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cartId = await guestCart(page.request, 260_000);
  await page.evaluate((id) => window.localStorage.setItem('CART_ID', id), cartId);
  await page.reload();
  await page.getByTestId('cart-coupon-input').fill(coupon!);
  await page.getByTestId('cart-coupon-apply').click();
  await expect(page.getByTestId('cart-coupon-label')).toContainText(coupon!);
});

test('a second spin with the same order is refused with the first result', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const tel = newPhone();
  const order = await placeGuestOrder(page.request, tel, 20);
  await page.goto('/roue-de-la-chance');
  await fillEntry(page, { nom: 'Paul Essomba', tel, order });
  await page.getByRole('button', { name: 'Tourner la roue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Bravo|prochaine fois/ })).toBeVisible();

  await page.goto('/en/roue-des-gagnants-old');
  await fillEntry(page, { nom: 'Paul Essomba', tel, order });
  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  await expect(page.getByRole('alert')).toContainText('You have already spun the wheel for this game');
});

test('out of its window the wheel says no game is programmed, or counts down to the next one', async ({ page }) => {
  // The seeded wheel is running and a test cannot move the server's clock: these answers have
  // the server's shape for a wheel outside its window.
  await page.route('**/api/games/wheel?*', (route) =>
    route.fulfill({ json: { kind: 'wheel', state: 'none', server_time: new Date().toISOString(), game: null } }),
  );
  await gotoPage(page, '/contact');
  await navigateInStore(page, '/laroue');
  await expect(page.getByRole('status')).toHaveText('Aucun jeu programmé pour le moment. Revenez bientôt !');
  await expect(page.getByRole('button', { name: 'Tourner la roue' })).toHaveCount(0);

  await page.unroute('**/api/games/wheel?*');
  const now = Date.now();
  await page.route('**/api/games/wheel?*', (route) =>
    route.fulfill({
      json: {
        kind: 'wheel',
        state: 'programmed',
        server_time: new Date(now).toISOString(),
        game: { code: null, title: 'La roue du Nouvel An', starts_at: new Date(now + 2 * 86_400_000 + 3_600_000).toISOString(), ends_at: new Date(now + 9 * 86_400_000).toISOString(), login_required: false },
      },
    }),
  );
  await navigateInStore(page, '/en/laroue');
  await expect(page.getByRole('heading', { name: 'La roue du Nouvel An' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Starts in 2 days, 1 hours/);
});
