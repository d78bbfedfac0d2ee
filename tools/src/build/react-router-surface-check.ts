import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The folders whose code runs in the browser through the shell's shared modules (react-router, nanostores). */
export const BROWSER_SOURCES = ['shell/src', 'shared/src', 'mf-catalog/src', 'mf-cart-checkout/src', 'mf-account/src', 'mf-promotions/src', 'mf-games/src'];

const quoted = (pkg: string) => pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const importOf = (pkg: string) => new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted(pkg)}['"]`, 'g');
const exportOf = (pkg: string) => new RegExp(`export\\s+\\{([^}]*)\\}\\s*from\\s*['"]${quoted(pkg)}(?:-full)?['"]`, 'g');
const wholeOf = (pkg: string) => new RegExp(`(?:import\\s+\\*|import\\s+\\w+\\s*(?:,|from)|export\\s+\\*)[^'";]*from\\s*['"]${quoted(pkg)}['"]`);

function names(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/** The names of `pkg` (react-router unless said) a module uses at run time (type-only imports excluded). */
export function runtimeImports(source: string, pkg = 'react-router'): { names: string[]; wholeModule: boolean } {
  const found = new Set<string>();
  for (const match of source.matchAll(importOf(pkg))) {
    if (match[1]) continue;
    for (const name of names(match[2]!)) found.add(name);
  }
  for (const match of source.matchAll(exportOf(pkg))) for (const name of names(match[1]!)) found.add(name);
  return { names: [...found], wholeModule: wholeOf(pkg).test(source) };
}

/** The names a surface file (`react-router-surface.ts`, `nanostores-surface.ts`) re-exports. */
export function surfaceExports(surface: string, pkg = 'react-router'): string[] {
  return [...surface.matchAll(exportOf(pkg))].flatMap((match) => names(match[1]!));
}

/** The browser code of `dir`: its TypeScript sources but tests, `test-support/` and `server/` folders. */
export function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // `server/` folders run in the gateway's Node process, which imports the whole package;
    // `test-support/` serves the tests alone (the layout check keeps it out of other code).
    if (entry.isDirectory()) return entry.name === 'server' || entry.name === 'test-support' ? [] : browserSourceFiles(path);
    // Tests run against the real package under vitest, never through the shared surface.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every use the surface lacks, as `file: name` lines (empty when the surface covers the store). */
export function missingFromSurface(root: string, surface: readonly string[], pkg = 'react-router'): string[] {
  const provided = new Set(surface);
  const problems: string[] = [];
  for (const dir of BROWSER_SOURCES) {
    for (const file of browserSourceFiles(join(root, dir))) {
      const used = runtimeImports(readFileSync(file, 'utf8'), pkg);
      const where = relative(root, file);
      if (used.wholeModule) problems.push(`${where}: a default or namespace import of ${pkg} (import the names instead)`);
      for (const name of used.names) if (!provided.has(name)) problems.push(`${where}: ${name}`);
    }
  }
  return problems;
}
