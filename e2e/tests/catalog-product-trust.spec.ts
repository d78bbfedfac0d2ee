import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test';

// axe-core is injected as a script: the store's Content-Security-Policy rightly refuses that.
test.use({ bypassCSP: true });

interface Product {
  id: number;
  custom_attributes: { attribute_code: string; value: unknown }[];
}
type Dictionaries = Record<string, { options: { value: string; label: string }[] }>;

const attr = (p: Product, code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;

const TEXT = {
  fr: { list: 'Acheter en confiance', warranty: 'Garantie : ', seller: 'Vendu par ', returns: 'politique de retour', delivery: 'délais et frais selon votre ville', policyHeading: 'Politique de retour' },
  en: { list: 'Buy with confidence', warranty: 'Warranty: ', seller: 'Sold by ', returns: 'return policy', delivery: 'times and fees for your town', policyHeading: 'Return policy' },
} as const;

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: warranty, returns, delivery and seller beside the price, server-rendered, links alive, axe clean`, async ({ page, request }) => {
    const q = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'type_id',
      'searchCriteria[filter_groups][0][filters][0][value]': 'simple',
      'searchCriteria[filter_groups][1][filters][0][field]': 'visibility',
      'searchCriteria[filter_groups][1][filters][0][value]': '4',
      'searchCriteria[pageSize]': '100',
    });
    const items = ((await (await request.get(`/rest/${locale}/V1/products?${q}`)).json()) as { items: Product[] }).items;
    const product = items.find((p) => attr(p, 'warranty') && attr(p, 'seller') && attr(p, 'url_key'));
    if (!product) throw new Error('no simple product with a warranty and a seller in the seed');
    const dictionaries = (await (await request.get(`/rest/${locale}/V1/gt/attributes/dictionaries`)).json()) as Dictionaries;
    const warranty = dictionaries['warranty']?.options.find((o) => o.value === String(attr(product, 'warranty')))?.label;
    expect(warranty).toBeTruthy();
    const t = TEXT[locale];
    const path = `${locale === 'en' ? '/en' : ''}/product/${String(attr(product, 'url_key'))}-${product.id}`;

    // In the server's HTML, before any script runs.
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-testid="product-trust"');
    expect(html).toContain(`${t.warranty}${warranty}`);

    await page.goto(path);
    const list = page.getByRole('list', { name: t.list });
    await expect(list.getByTestId('trust-warranty')).toHaveText(`${t.warranty}${warranty}`);
    await expect(list.getByTestId('trust-seller')).toHaveText(`${t.seller}${String(attr(product, 'seller'))}`);
    // Near the price: the list starts within a phone screen's height of it.
    const priceBox = await page.getByTestId('product-price').boundingBox();
    const listBox = await list.boundingBox();
    expect(listBox!.y - priceBox!.y).toBeLessThan(200);
    expect(await seriousViolations(page, ['heading-order'])).toEqual([]);

    const simulator = list.getByRole('link', { name: t.delivery });
    const simulatorResponse = await request.get((await simulator.getAttribute('href'))!);
    expect(simulatorResponse.status()).toBe(200);
    await list.getByRole('link', { name: t.returns }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.policyHeading })).toBeVisible();
  });
}
