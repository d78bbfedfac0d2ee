import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests live beside the code (`*.test.ts[x]`); API tests run separately against a real server.
// A test's time limit is a hang guard, not a speed check: CI's 2-core machine runs the three
// test levels side by side, and a flow test of several round trips through the fake back end
// has taken over 5 s (vitest's default) there.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'browser-code',
          environment: 'happy-dom',
          testTimeout: 20_000,
          setupFiles: ['./shared/src/test-setup.ts'],
          include: ['{shared,shell,mf-*}/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'node-code',
          environment: 'node',
          testTimeout: 20_000,
          include: ['{commerce-api,tools,gateway}/src/**/*.test.ts', 'gateway/bench/**/*.test.ts'],
          // `pnpm test:cluster` runs those: a dozen processes and PostgreSQL, after the build.
          exclude: [...configDefaults.exclude, 'tools/src/cluster/**'],
        },
      },
    ],
  },
});
