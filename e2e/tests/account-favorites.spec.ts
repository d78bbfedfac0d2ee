import { expect, test, type Page } from '../support/test';
import { newCustomer, someProduct } from '../support/customer-area.ts';
import { signInWithToken } from '../support/shopper.ts';

const productPath = (p: { id: number; url_key: string }) => `/product/${p.url_key}-${p.id}`;
/** The heart beside the product page's title (tiles further down have their own). */
const pageHeart = (page: Page) => page.locator('.catalog-product__title').getByTestId('favorite-heart');

test.describe('favourites', () => {
  test('a heart on the product page keeps the product in the favourites, where it can be removed', async ({ page, request }) => {
    const customer = await newCustomer(request);
    const product = await someProduct(request, 3);
    await signInWithToken(page, customer.token);
    await page.goto(productPath(product));
    await expect(pageHeart(page)).toHaveAttribute('aria-label', `Garder ${product.name} dans mes favoris`);
    await pageHeart(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ajouté à vos favoris' })).toBeVisible();
    await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(pageHeart(page)).toHaveAttribute('aria-label', `Retirer ${product.name} de mes favoris`);

    await page.goto('/customer/favorites');
    const item = page.getByTestId('favorite-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-sku', product.sku);
    await item.getByRole('button', { name: 'Retirer' }).click();
    await expect(page.getByTestId('favorites-empty')).toBeVisible();
  });

  test('a guest pressing a heart goes through login and back, and the product is kept', async ({ page, request }) => {
    const customer = await newCustomer(request);
    const product = await someProduct(request, 5);
    await page.goto(productPath(product));
    await pageHeart(page).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(productPath(product))}`);
    const form = page.getByTestId('login-form');
    await form.getByLabel('Adresse e-mail').fill(customer.email);
    await form.getByLabel('Mot de passe').fill(customer.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(productPath(product));
    await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/customer/favorites');
    await expect(page.getByTestId('favorite-item')).toHaveAttribute('data-sku', product.sku);
  });
});
