import { reachFooter } from '../support/footer';
import { expect, test, type Locator, type Page } from '../support/test';

/** The footer's four blocks, in order: help, agencies, information, newsletter. */
async function footerColumns(page: Page): Promise<{ grid: Locator; blocks: Locator[] }> {
  await page.goto('/');
  // The footer is its own chunk, loaded once scrolled to: wait for the newsletter form inside it.
  const footer = await reachFooter(page);
  await expect(footer.getByTestId('newsletter-form')).toBeVisible();
  const grid = footer.locator('.site-footer__columns');
  return {
    grid,
    blocks: [
      grid.locator('#footer-help').locator('..'),
      grid.locator('#footer-agencies').locator('..'),
      grid.locator('#footer-info').locator('..'),
      grid.getByTestId('footer-newsletter'),
    ],
  };
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/**
 * The boxes of `locators`, measured in one go: the page above the footer may still be growing
 * (a server-rendered page's strips fill in after hydration), which moves every block between
 * two separate measurements.
 */
async function boxesOf(page: Page, locators: Locator[]): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const elements = await Promise.all(locators.map((locator) => locator.elementHandle()));
  return page.evaluate(
    (nodes) =>
      nodes.map((node) => {
        const { x, y, width, height } = node!.getBoundingClientRect();
        return { x, y, width, height };
      }),
    elements,
  );
}

test('on a phone the newsletter is the last block of the footer grid, as wide as the others, its field on screen', async ({ page }) => {
  const { blocks } = await footerColumns(page);
  const [help, , info, newsletter] = await boxesOf(page, blocks);
  expect(Math.abs(newsletter!.x - help!.x)).toBeLessThan(1);
  expect(Math.abs(newsletter!.width - help!.width)).toBeLessThan(1);
  expect(newsletter!.y).toBeGreaterThanOrEqual(info!.y + info!.height);
  const field = await boxOf(page.getByTestId('newsletter-form').getByRole('textbox'));
  const submit = await boxOf(page.getByTestId('newsletter-form').getByRole('button'));
  expect(submit.x + submit.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(field.width).toBeGreaterThan(120);
});

test('on a desktop the newsletter stands in the footer grid beside the three link columns, on one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { grid, blocks } = await footerColumns(page);
  const [gridBox, ...boxes] = await boxesOf(page, [grid, ...blocks]);
  for (const box of boxes) expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(1);
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
  const last = boxes.at(-1)!;
  expect(last.x + last.width).toBeLessThanOrEqual(gridBox!.x + gridBox!.width + 1);
});
