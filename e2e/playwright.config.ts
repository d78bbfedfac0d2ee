import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './support/chromium.ts';
import { STORE_URL } from './support/store.ts';

/**
 * Browser tests against the composed store as a shopper uses it: the global set-up publishes the
 * built shell and remotes into a throw-away store directory and starts the gateway with the
 * embedded back end on a fresh SQLite file. Deploy tests (release, rollback, campaign windows)
 * change the served manifest, so they run after the others, one at a time.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: STORE_URL,
    locale: 'fr-FR',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch(),
  },
  projects: [
    { name: 'shopper', testIgnore: /deploy\/.*/ },
    { name: 'deploy', testMatch: /deploy\/.*\.spec\.ts/, dependencies: ['shopper'], fullyParallel: false, workers: 1 },
  ],
});
