import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The footer as a shopper reaches it: scrolled to, then there. Its code loads only when it nears
 * the screen or at the first tap (decision 015), so a page rendered in the browser (the shell's own
 * pages such as sign-up, which the server does not render, or any page with server rendering off)
 * holds a placeholder below the fold until then; a server-rendered footer is there at once.
 */
export async function reachFooter(page: Page): Promise<Locator> {
  // `.site-footer` is the server's footer or the browser's placeholder, whichever the page has.
  // Either can be replaced while it is scrolled to (the footer's code arriving): then scroll again.
  await expect(async () => {
    await page.locator('.site-footer').first().scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const footer = page.locator('footer.site-footer');
  await expect(footer.getByRole('link').first()).toBeVisible();
  return footer;
}
