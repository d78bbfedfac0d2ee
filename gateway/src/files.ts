import { statSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_SERVER_DIR } from '@shop/tools/build/shell-server';

/**
 * Build output the gateway reads itself and never sends to a browser: the server bundles
 * (`server/`, the shell's and the remotes', decision 022) and the bundler's statistics and source maps, which spell out the build's
 * source paths.
 */
export function isServerOnly(file: string): boolean {
  return file === SHELL_SERVER_DIR || file.startsWith(`${SHELL_SERVER_DIR}/`) || /(^|\/)mf-stats\.json$/.test(file) || file.endsWith('.map');
}

/**
 * The first of `roots` holding a regular file at URL path `path`, with the path relative to it.
 * Refuses what could leave the root or reach a hidden file (`..`, dot segments, NUL), and what
 * is not for browsers (`isServerOnly`).
 */
export async function findFile(roots: string[], path: string): Promise<{ root: string; file: string } | undefined> {
  let file: string;
  try {
    file = decodeURIComponent(path).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  // Checked on the decoded path: `/server%2Frender.js` and `//server/render.js` are the same file.
  if (!file || file.includes('\0') || file.split(/[\\/]/).some((part) => part.startsWith('.')) || isServerOnly(file.replaceAll('\\', '/'))) return undefined;
  for (const root of roots) {
    // Synchronous: a local file's stat takes microseconds, the thread pool's round trip ten times that.
    if (statSync(join(root, file), { throwIfNoEntry: false })?.isFile()) return { root, file };
  }
  return undefined;
}
