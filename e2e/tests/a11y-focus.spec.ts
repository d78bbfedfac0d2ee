import { expect, test } from '../support/test';

test('keyboard focus in checkout is never hidden under the sticky header (WCAG 2.4.11)', async ({ page }) => {
  const created = await page.request.post('/rest/fr/V1/guest-carts');
  const cartId = (await created.json()) as string;
  const list = await page.request.get('/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=type_id&searchCriteria[filter_groups][0][filters][0][value]=simple&searchCriteria[pageSize]=30');
  const products = ((await list.json()) as { items: { sku: string; price: number }[] }).items.filter((p) => p.price > 0);
  let added = false;
  for (const product of products.slice(20)) {
    const res = await page.request.post(`/rest/fr/V1/guest-carts/${cartId}/items`, { data: { cartItem: { sku: product.sku, qty: 1 } } });
    if (res.ok()) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  await page.addInitScript((id) => window.localStorage.setItem('CART_ID', id), cartId);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-firstname')).toBeVisible();
  const hidden: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || !el.closest('main')) return null;
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { name: el.getAttribute('data-testid') ?? el.getAttribute('name') ?? el.tagName, covered: box.top < header.bottom - 1 || box.bottom > window.innerHeight + 1 };
    });
    if (state?.covered) hidden.push(state.name);
  }
  expect(hidden).toEqual([]);
});
