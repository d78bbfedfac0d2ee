import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The first of `roots` holding a regular file at URL path `path`, with the path relative to it.
 * Refuses what could leave the root or reach a hidden file (`..`, dot segments, NUL).
 */
export async function findFile(roots: string[], path: string): Promise<{ root: string; file: string } | undefined> {
  let file: string;
  try {
    file = decodeURIComponent(path).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  if (!file || file.includes('\0') || file.split(/[\\/]/).some((part) => part.startsWith('.'))) return undefined;
  for (const root of roots) {
    if ((await stat(join(root, file)).catch(() => null))?.isFile()) return { root, file };
  }
  return undefined;
}
