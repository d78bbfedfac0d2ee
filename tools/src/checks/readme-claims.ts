import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The library names of the README's "Libraries beyond the fixed stack" table (first column, comma-separated, `(+ x)` included). */
export function readmeLibraries(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => l.startsWith('## Libraries'));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    const cell = /^\|\s*([^|]+?)\s*\|/.exec(line)?.[1];
    if (!cell || cell === 'library' || /^-+$/.test(cell)) continue;
    names.push(...cell.replace(/[()+]/g, ',').split(',').map((n) => n.trim()).filter(Boolean));
  }
  return names;
}

/** Names of `libraries` that no package declares, or that no file of `sources` imports or names in quotes (a library named by a CLI, such as oxlint, counts when a package script runs it). */
export function unusedLibraries(root: string, libraries: readonly string[], packages: readonly string[], sources: readonly string[]): string[] {
  const declared = new Set<string>();
  const scripts: string[] = [];
  for (const pkg of packages) {
    const json = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8')) as { dependencies?: object; devDependencies?: object; scripts?: Record<string, string> };
    for (const name of Object.keys({ ...json.dependencies, ...json.devDependencies })) declared.add(name);
    scripts.push(...Object.values(json.scripts ?? {}));
  }
  const texts = sources.map((file) => readFileSync(join(root, file), 'utf8'));
  return libraries.filter((name) => {
    if (!declared.has(name)) return true;
    // Imported, resolved or named as a module anywhere in code (vitest's `environment: 'happy-dom'`).
    const quoted = new RegExp(`['"]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/[^'"]*)?['"]`);
    const used = texts.some((t) => quoted.test(t)) || scripts.some((s) => new RegExp(`(?:^|\\s)${name}(?:\\s|$)`).test(s));
    return !used;
  });
}
