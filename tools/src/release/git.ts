import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import type { ReleaseInfo } from './state.ts';

function git(cwd: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * Paths a bundle's build reads besides its own folder: a change there changes the bundle too.
 * Several people work in one checkout, so only these count as "the tree is dirty" for a
 * release; an edit elsewhere does not end up in this bundle.
 */
export const BUILD_INPUTS = ['shared', 'tools/src/build', 'pnpm-lock.yaml', 'tsconfig.base.json'];

export interface SourceState extends ReleaseInfo {
  /** `git status --porcelain` lines of the dirty paths (what to commit first). */
  changes: string[];
}

/** The commit, the releaser and whether `paths` (relative to `rootDir`) hold uncommitted changes. */
export function sourceState(rootDir: string, paths: string[]): SourceState {
  const commit = git(rootDir, ['rev-parse', 'HEAD']);
  const name = git(rootDir, ['config', 'user.name']);
  const email = git(rootDir, ['config', 'user.email']);
  let os = 'unknown';
  try {
    os = userInfo().username;
  } catch {
    // No passwd entry (some containers): the git identity or "unknown" remains.
  }
  const author = name ? (email ? `${name} <${email}>` : name) : os;
  if (commit === null) {
    // Not a checkout (an exported tarball): nothing proves what the source is.
    return { commit: null, author, dirty: true, changes: ['(not a git checkout)'] };
  }
  const status = git(rootDir, ['status', '--porcelain', '--untracked-files=all', '--', ...paths]) ?? '';
  const changes = status.split('\n').filter(Boolean);
  return { commit, author, dirty: changes.length > 0, changes };
}
