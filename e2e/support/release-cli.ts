import { execFileSync } from 'node:child_process';
import { REPO_ROOT, STORE_DIR } from './store.ts';

/** Runs the same release tooling a feature team runs (`pnpm release …`), against the test store. */
export function releaseCli(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'tools/src/release/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, STORE_DIR },
    encoding: 'utf8',
  });
}
