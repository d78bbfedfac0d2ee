import { expect, test, type Page } from '../support/test';
import type { RemoteName } from '../support/store.ts';
import { signInAsDemo } from '../support/shopper.ts';

const routes: { remote: RemoteName; path: string; other: { path: string; heading: RegExp } }[] = [
  { remote: 'mf-catalog', path: '/', other: { path: '/centre-daide', heading: /Centre d'aide/ } },
  { remote: 'mf-cart-checkout', path: '/cart', other: { path: '/centre-daide', heading: /Centre d'aide/ } },
  { remote: 'mf-account', path: '/customer', other: { path: '/centre-daide', heading: /Centre d'aide/ } },
  { remote: 'mf-promotions', path: '/centre-daide', other: { path: '/cart', heading: /panier/i } },
  { remote: 'mf-games', path: '/quiz', other: { path: '/centre-daide', heading: /Centre d'aide/ } },
];

/** Blocks every file of one remote: its manifest, entry and chunks (as when its origin is down). */
async function takeDown(page: Page, remote: RemoteName, how: 'abort' | '503') {
  await page.route(`**/remotes/${remote}/**`, (route) =>
    how === 'abort' ? route.abort('connectionrefused') : route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
}

// Every remote meets both ways of being down: its origin refuses connections, or answers 503.
for (const [{ remote, path, other }, how] of routes.flatMap((r) => (['abort', '503'] as const).map((h) => [r, h] as const))) {
  test(`${remote} unreachable (${how}): its region shows the retry message, the rest of the store works`, async ({ page }) => {
    if (remote === 'mf-account') await signInAsDemo(page);
    await takeDown(page, remote, how);
    await page.goto(path);

    const region = page.locator(`[data-remote="${remote}"]`);
    const error = region.getByTestId('remote-error');
    await expect(error).toBeVisible({ timeout: 20_000 });
    await expect(error.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    // Header and footer are still there and usable.
    await expect(page.getByTestId('cart-badge')).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();

    // Another remote's route still works, by client-side navigation.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, other.path);
    await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();

    // The remote comes back: going back to its route and pressing Retry loads it without a reload.
    await page.unroute(`**/remotes/${remote}/**`);
    await page.goBack();
    // Back on its route the region loads at once or shows Retry a moment later (the failed load
    // is remembered): a snapshot of the button would race that moment, so press it while it shows.
    const retry = page.locator(`[data-remote="${remote}"]`).getByRole('button', { name: 'Réessayer' });
    await expect(async () => {
      if (await retry.isVisible()) await retry.click();
      await expect(page.locator(`[data-remote="${remote}"]`).getByTestId('remote-error')).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
}

test('the retry message follows the language', async ({ page }) => {
  await takeDown(page, 'mf-promotions', 'abort');
  await page.goto('/en/centre-daide');
  await expect(page.getByTestId('remote-error').getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
});
