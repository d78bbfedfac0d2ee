import { gotoPage } from '../support/shopper';
import { expect, test, type APIRequestContext } from '../support/test';

interface Product {
  id: number;
  sku: string;
  name: string;
  price: number;
  type_id: string;
  options?: { option_id: number; is_require: boolean; values?: { option_type_id: number; price: number; title: string }[] }[];
  custom_attributes: { attribute_code: string; value: unknown }[];
  extension_attributes: { stock_item?: { is_in_stock?: boolean; qty?: number } };
}

const attr = (p: Product, code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;

/** The first catalogue-visible, enabled product of a type that passes `fits`, from the back end the store uses. */
async function findProduct(request: APIRequestContext, type: string, fits: (p: Product) => boolean): Promise<Product> {
  for (let page = 1; page <= 30; page++) {
    const items = await products(request, type, page);
    const found = items.find(fits);
    if (found) return found;
    if (items.length < 100) break;
  }
  throw new Error(`no ${type} product fits`);
}

async function products(request: APIRequestContext, type: string, page = 1): Promise<Product[]> {
  const q = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'type_id',
    'searchCriteria[filter_groups][0][filters][0][value]': type,
    'searchCriteria[filter_groups][1][filters][0][field]': 'visibility',
    'searchCriteria[filter_groups][1][filters][0][value]': '4',
    'searchCriteria[filter_groups][2][filters][0][field]': 'status',
    'searchCriteria[filter_groups][2][filters][0][value]': '1',
    'searchCriteria[pageSize]': '100',
    'searchCriteria[currentPage]': String(page),
  });
  const response = await request.get(`/rest/fr/V1/products?${q}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Product[] }).items;
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('an unknown product id shows the 404 text, in French and in English, and answers 404 (server rendering)', async ({ page }) => {
  const response = await page.goto('/product/999999999');
  if (process.env['SHOP_SSR'] !== '0') expect(response?.status()).toBe(404);
  await expect(page.getByTestId('product-not-found')).toContainText('Ce produit est introuvable');
  await page.goto('/en/product/unknown-thing-999999998');
  await expect(page.getByTestId('product-not-found')).toContainText('This product could not be found');
});

test('a custom option changes the price, a quantity below 1 is refused, and the product reaches the cart badge', async ({ page, request }) => {
  // A priced simple product in stock with a priced custom option.
  const simple = await findProduct(
    request,
    'simple',
    (p) =>
      attr(p, 'hide_price') !== '0' &&
      (p.extension_attributes.stock_item?.qty ?? 0) >= 2 &&
      (p.options ?? []).some((o) => (o.values ?? []).some((v) => v.price > 0)),
  );
  await gotoPage(page, `/product/${simple.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(simple.name);
  await expect(page).toHaveTitle(/Prix au Cameroun/);
  const ld = JSON.parse((await page.getByTestId('product-json-ld').textContent()) ?? '{}') as { '@type': string; sku: string };
  expect(ld).toMatchObject({ '@type': 'Product', sku: simple.sku });

  const price = page.getByTestId('product-price').locator('.shop-price__current');
  const before = digits(await price.textContent());
  const option = simple.options!.find((o) => (o.values ?? []).some((v) => v.price > 0))!;
  const value = option.values!.find((v) => v.price > 0)!;
  const select = page.getByTestId('custom-option').first();
  await select.selectOption(String(value.option_type_id));
  await expect.poll(async () => digits(await price.textContent())).toBe(before + value.price);
  // Deselecting subtracts it again.
  await select.selectOption('');
  await expect.poll(async () => digits(await price.textContent())).toBe(before);

  // Quantity below 1 is refused before anything is sent.
  await page.getByTestId('quantity').fill('0');
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByText('La quantité doit être au moins 1')).toBeVisible();
  await page.getByTestId('quantity').fill('2');

  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');
  await select.selectOption(String(value.option_type_id));
  await page.getByTestId('product-add-to-cart').click();
  await expect(badge).toHaveText('2');
});

test('a configurable product asks for its colour, then prices and adds the chosen variant', async ({ page, request }) => {
  const configurable = await findProduct(request, 'configurable', (p) => attr(p, 'hide_price') !== '0' && Boolean(p.extension_attributes.stock_item?.is_in_stock));
  await gotoPage(page, `/product/${attr(configurable!, 'url_key') as string}-${configurable.id}`);
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('option-error').first()).toHaveText('Veuillez choisir une option');

  for (const group of await page.locator('[data-testid="product-options"] fieldset').all()) {
    await group.locator('[data-testid="option-value"]:not([disabled])').first().click();
  }
  await expect(page.getByTestId('option-error')).toHaveCount(0);
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('the shipping estimate answers for a town and quarter', async ({ page, request }) => {
  const simple = await findProduct(request, 'simple', (p) => Boolean(p.extension_attributes.stock_item?.is_in_stock));
  await gotoPage(page, `/product/${simple.id}`);
  // Its towns are rendered as the form nears the screen: the shopper scrolls down to it first.
  await page.getByTestId('shipping-estimate').scrollIntoViewIfNeeded();
  await page.getByTestId('shipping-town').selectOption('Douala');
  await page.getByTestId('shipping-quarter').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Estimer' }).click();
  await expect(page.getByTestId('shipping-methods')).toContainText('Livraison à domicile');
});
