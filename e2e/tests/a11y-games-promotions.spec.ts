import { expect, test, type Page } from '../support/test';
import { seriousViolations } from '../support/axe.ts';

test.use({ bypassCSP: true });

/** The game and promotion pages, each with what shows it is ready. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/laroue', ready: (page) => expect(page.getByRole('button', { name: /Tourner la roue|Spin the wheel/ })).toBeVisible() },
  { path: '/rene-la-taupe', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/jeu-concours/tombola', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/jeu-concours/RoueMystere', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/chasseautresor', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/can-2024/jeu-can-2024', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/quiz', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/centre-daide', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/contact', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/nos-showrooms', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/ventes-aux-encheres', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/black-friday', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const { path, ready } of PAGES) {
  test(`${path}: no critical or serious WCAG AA violation (axe-core)`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    // Skeletons gone: the page shows its data.
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
