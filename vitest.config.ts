import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (`*.test.ts[x]`); API tests run separately against a real server.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'browser-code',
          environment: 'happy-dom',
          include: ['{shared,shell,mf-*}/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'node-code',
          environment: 'node',
          include: ['{commerce-api,tools}/src/**/*.test.ts'],
        },
      },
    ],
  },
});
