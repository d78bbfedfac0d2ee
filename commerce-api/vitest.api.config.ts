import { defineConfig } from 'vitest/config';

// API tests: real HTTP against a real server and a real SQLite file per test file.
export default defineConfig({
  test: {
    include: ['test/**/*.api.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
