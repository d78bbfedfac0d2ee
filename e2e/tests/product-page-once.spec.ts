import { expect, test } from '../support/test';

for (const { prefix, availability, inStock } of [
  { prefix: '', availability: 'Disponibilité', inStock: 'En stock à' },
  { prefix: '/en', availability: 'Availability', inStock: 'In stock in' },
]) {
  test(`a product page says things once, availability by town after the specifications (${prefix || 'fr'})`, async ({ page }) => {
    await page.goto(`${prefix}/category/smartphones-13`);
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    const specifications = page.getByTestId('specifications');
    await expect(specifications).toBeVisible();

    // Where it is in stock, as a sentence, after the specifications: no unit counts.
    const stock = page.getByTestId('stock-by-town');
    await expect(stock.getByRole('heading')).toHaveText(availability);
    await expect(stock.locator('p')).toHaveText(new RegExp(`^${inStock} \\p{Lu}`, 'u'));
    await expect(stock).not.toHaveText(/\d/);
    expect(await specifications.evaluate((specs, other) => Boolean(specs.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await stock.elementHandle())).toBe(true);

    // The long description repeats neither a specification row nor the short description.
    const description = page.getByTestId('product-description');
    const rows = await specifications.locator('div').evaluateAll((divs) => divs.map((d) => `${d.querySelector('dt')!.textContent} : ${d.querySelector('dd')!.textContent}`));
    expect(rows.length).toBeGreaterThan(0);
    if ((await description.count()) > 0) {
      const text = (await description.textContent()) ?? '';
      for (const row of rows) expect(text).not.toContain(row);
    }
  });
}
