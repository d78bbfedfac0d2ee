import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:cluster`: the store on two gateways and two back ends behind nginx, on a throw-away
 * PostgreSQL cluster (tools/src/cluster/). One file, run alone: it starts a dozen processes, and
 * its limits are hang guards for CI's 2-core machine, not speed checks.
 */
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, '..'),
    include: ['tools/src/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 700_000,
    hookTimeout: 1_500_000,
    fileParallelism: false,
  },
});
