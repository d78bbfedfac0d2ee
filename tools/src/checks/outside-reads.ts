import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * Finds code that reads a file outside the repository: a clone of the repository alone must build,
 * start and pass its tests, so the steering folder beside the checkout (`../shared`) and absolute
 * paths into the machine's checkout are out of bounds.
 *
 * Text rules, not a resolver, because paths are spelled in many ways (`join(dir, '..', '..')`,
 * `'../../x'`, `"$(dirname "$0")/../.."`): a line whose `..` segments climb above the repository
 * from the file's folder, or that names the steering folder's parts or an absolute checkout path.
 */
export interface OutsideRead {
  file: string;
  line: number;
  text: string;
}

const CODE = /\.(?:[cm]?[jt]sx?|sh|json|ya?ml)$/;
const NOT_CODE = new Set(['pnpm-lock.yaml']);
// The steering folder's parts; the repository's own `shared/` package has `shared/src/…` instead.
const STEERING = /(?<![\w-]|@[\w-]+\/)shared\/(?:contracts|spec|design|data|side-by-side|hooks)(?:\/|\b)/;
const ABSOLUTE_CHECKOUT = /['"`]\/work\//;
// One path's climb: `..` segments joined by `/` or spread over arguments (`'..', '..'`).
const CLIMB = /(?<![\w.])\.\.(?:(?:\/|['"`]\s*,\s*['"`])\.\.)*(?![\w.])/g;

/** Every tracked or new (not ignored) file of the repository at `root`, relative to it. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter(Boolean);
}

export function outsideReads(root: string, files: readonly string[], exempt: readonly string[] = []): OutsideRead[] {
  const found: OutsideRead[] = [];
  for (const file of files) {
    if (!CODE.test(file) || NOT_CODE.has(file) || exempt.includes(file)) continue;
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, not yet in the index
    }
    const depth = relative(root, dirname(join(root, file))).split(sep).filter(Boolean).length;
    text.split('\n').forEach((line, index) => {
      const climbs = Math.max(0, ...(line.match(CLIMB) ?? []).map((run) => run.split('..').length - 1));
      if (climbs > depth || STEERING.test(line) || ABSOLUTE_CHECKOUT.test(line)) {
        found.push({ file, line: index + 1, text: line.trim() });
      }
    });
  }
  return found;
}
