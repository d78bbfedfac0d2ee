import { expect, test } from '../../support/test';
import { releaseCli } from '../../support/release-cli.ts';

const day = 24 * 60 * 60 * 1000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

test.afterEach(() => {
  releaseCli('window', 'mf-promotions', '--route', '/centre-daide/:topic', '--clear');
});

test('a campaign route exists only inside its window, by server time, and an ended window stops hiding it', async ({ page }) => {
  // Not started yet: the route is gone from the manifest and the shopper gets the 404 page.
  releaseCli('window', 'mf-promotions', '--route', '/centre-daide/:topic', '--from', iso(day), '--until', iso(10 * day));
  await page.goto('/centre-daide/paiement');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByTestId('error-message')).toContainText('/centre-daide/paiement');
  // The remote's other routes are untouched.
  await page.goto('/centre-daide');
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
  // `campaigns list` says what the window hides now.
  expect(releaseCli('campaigns', 'list')).toMatch(/mf-promotions\s+\/centre-daide\/:topic\s+override\s+\S+\s+\S+\s+scheduled\s+\/centre-daide\/:topic/);

  // In progress: the route is live.
  releaseCli('window', 'mf-promotions', '--route', '/centre-daide/:topic', '--from', iso(-day), '--until', iso(day));
  await page.goto('/centre-daide/paiement');
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Ended: the override no longer overrides, the route table (no window) shows the page again.
  releaseCli('window', 'mf-promotions', '--route', '/centre-daide/:topic', '--from', iso(-10 * day), '--until', iso(-day));
  expect(releaseCli('campaigns', 'list')).toMatch(/ended\s+- \(ended: no longer overrides/);
  await page.goto('/centre-daide/paiement');
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a whole remote with an expired window takes all its routes away', async ({ page }) => {
  // A window without --route is refused: it would hide every page of the remote.
  expect(() => releaseCli('window', 'mf-games', '--from', iso(-10 * day), '--until', iso(-day))).toThrow(/--whole-remote/);
  releaseCli('window', 'mf-games', '--whole-remote', '--from', iso(-10 * day), '--until', iso(-day));
  try {
    const manifest = (await (await page.request.get('/remotes.json')).json()) as { remotes: { name: string }[] };
    expect(manifest.remotes.map((r) => r.name)).not.toContain('mf-games');
    await page.goto('/quiz');
    await expect(page.getByTestId('error-status')).toHaveText('404');
  } finally {
    releaseCli('window', 'mf-games', '--clear');
  }
});
