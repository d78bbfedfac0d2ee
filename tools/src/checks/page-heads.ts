import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A page module that exports a `head` (the title and description the gateway server-renders)
 * gives the browser the same one: it hands `head` to `usePageHead` (or to a view that does, as
 * `head={head}`), and writes no title of its own with `useDocumentTitle`, so the two cannot drift
 * (decision 062). A text rule over each remote's `src/routes/*.tsx`, the modules the gateway loads.
 */
export interface PageHeadFinding {
  file: string;
  problem: 'hand-written title' | 'head not used by the page';
}

const EXPORTS_HEAD = /^export\s+(?:const|function)\s+head\b/m;
const USES_HEAD = /\busePageHead\(\s*head\b|\bhead=\{head\}/;
const WRITES_TITLE = /\buseDocumentTitle\(/;

/** The page modules of every package whose `src/routes/` the root holds (remotes, the seasonal template). */
function routeModules(root: string, packageDirs: readonly string[]): string[] {
  const files: string[] = [];
  for (const dir of packageDirs) {
    const routes = join(root, dir, 'src', 'routes');
    if (!existsSync(routes)) continue;
    for (const name of readdirSync(routes).toSorted()) {
      if (name.endsWith('.tsx') && !name.endsWith('.test.tsx')) files.push(join(dir, 'src', 'routes', name));
    }
  }
  return files;
}

export function pageHeadFindings(root: string, packageDirs: readonly string[]): PageHeadFinding[] {
  const found: PageHeadFinding[] = [];
  for (const file of routeModules(root, packageDirs)) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!EXPORTS_HEAD.test(text)) continue;
    if (WRITES_TITLE.test(text)) found.push({ file, problem: 'hand-written title' });
    if (!USES_HEAD.test(text)) found.push({ file, problem: 'head not used by the page' });
  }
  return found;
}

/** The remotes (`mf-*`) and the seasonal remote's template. */
export function remoteDirs(root: string): string[] {
  const remotes = readdirSync(root).filter((name) => name.startsWith('mf-'));
  return [...remotes.toSorted(), 'tools/templates/seasonal-remote'];
}
