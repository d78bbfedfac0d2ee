import { expect, test } from '../support/test';

/**
 * Issue 30, rule 5: the footer is the server's HTML until its code arrives (decision 015). An
 * address pasted or autofilled into the newsletter field meanwhile stays in the field and is the
 * one subscribed, not "this field is required" with the address in plain view.
 */
test.skip(process.env['SHOP_SSR'] === '0', 'server rendering is off (SHOP_SSR=0)');

const CASES = [
  { path: '/category/12', label: 'Votre adresse e-mail', submit: "S'inscrire", done: /Vérifiez votre boîte mail/ },
  { path: '/en/category/12', label: 'Your email address', submit: 'Subscribe', done: /Check your mailbox/ },
];

for (const { path, label, submit, done } of CASES) {
  test(`${path}: an address put in the newsletter field before the footer hydrated is the one subscribed`, async ({ page }) => {
    // Hold back the newsletter form's code (found by its content) so the field is the server's.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const release = () => route.fulfill({ response, body });
      if (holding && body.includes('"newsletter-form"') && !body.includes('hydrateRoot')) held.push(release);
      else await release();
    });
    await page.goto(path);
    const field = page.locator('footer').getByLabel(label);
    await field.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const claimed = () => field.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));
    expect(await claimed()).toBe(false);
    const email = `early-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cm`;
    // What a paste or the browser's autofill does: the value, then an input event.
    await field.evaluate((node, value) => {
      (node as HTMLInputElement).value = value;
      node.dispatchEvent(new Event('input', { bubbles: true }));
    }, email);

    holding = false;
    await Promise.all(held.splice(0).map((release) => release()));
    await expect.poll(claimed, { timeout: 20_000 }).toBe(true);
    await expect(field).toHaveValue(email);
    await page.locator('footer').getByRole('button', { name: submit }).click();
    await expect(page.locator('footer').getByText(done)).toBeVisible();
    await expect(page.locator('footer').getByRole('alert')).toHaveCount(0);
  });
}
