import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The folders whose code runs in the browser through the shell's shared react-router. */
export const BROWSER_SOURCES = ['shell/src', 'shared/src', 'mf-catalog/src', 'mf-cart-checkout/src', 'mf-account/src', 'mf-promotions/src', 'mf-games/src'];

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router['"]/g;
const EXPORT = /export\s+\{([^}]*)\}\s*from\s*['"]react-router(?:-full)?['"]/g;
const WHOLE = /(?:import\s+\*|import\s+\w+\s*(?:,|from)|export\s+\*)[^'";]*from\s*['"]react-router['"]/;

function names(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

/** The react-router names a module uses at run time (type-only imports excluded). */
export function runtimeImports(source: string): { names: string[]; wholeModule: boolean } {
  const found = new Set<string>();
  for (const match of source.matchAll(IMPORT)) {
    if (match[1]) continue;
    for (const name of names(match[2]!)) found.add(name);
  }
  for (const match of source.matchAll(EXPORT)) for (const name of names(match[1]!)) found.add(name);
  return { names: [...found], wholeModule: WHOLE.test(source) };
}

/** The names `react-router-surface.ts` re-exports. */
export function surfaceExports(surface: string): string[] {
  return [...surface.matchAll(EXPORT)].flatMap((match) => names(match[1]!));
}

/** The browser code of `dir`: its TypeScript sources but tests and `server/` folders. */
export function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // `server/` folders run in the gateway's Node process, which imports the whole package.
    if (entry.isDirectory()) return entry.name === 'server' ? [] : browserSourceFiles(path);
    // Tests run against the real package under vitest, never through the shared surface.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every use the surface lacks, as `file: name` lines (empty when the surface covers the store). */
export function missingFromSurface(root: string, surface: readonly string[]): string[] {
  const provided = new Set(surface);
  const problems: string[] = [];
  for (const dir of BROWSER_SOURCES) {
    for (const file of browserSourceFiles(join(root, dir))) {
      const used = runtimeImports(readFileSync(file, 'utf8'));
      const where = relative(root, file);
      if (used.wholeModule) problems.push(`${where}: a default or namespace import of react-router (import the names instead)`);
      for (const name of used.names) if (!provided.has(name)) problems.push(`${where}: ${name}`);
    }
  }
  return problems;
}
