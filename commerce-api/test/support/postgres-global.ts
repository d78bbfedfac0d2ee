import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throw-away cluster's maintenance database; test files create theirs on it (`clusterAt`). */
    postgresAdminUrl: string;
  }
}

/** vitest globalSetup of `pnpm test:api:pg`: one cluster for the run, with its migrated and seeded templates. */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now();
  const cluster = await startPostgresCluster({ seeded: true });
  console.info(`PostgreSQL test cluster ready in ${Date.now() - started} ms`);
  project.provide('postgresAdminUrl', cluster.url('postgres'));
  return () => cluster.stop();
}
