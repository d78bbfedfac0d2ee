import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * `@shop/shared` holds contracts between packages, so each name it exports must be imported by
 * another package (a remote, the shell, the back end, tools or the browser tests); a name only
 * `shared` itself uses is not part of its API. The public names are those of
 * `shared/src/index.ts` and of each `shared/src/contracts/*.ts` (the two export paths of its
 * package.json). Another package's tests count as users: a helper that a remote's tests need to
 * drive a store is part of the contract. A name shared's own modules or tests need from a sibling
 * module (so it cannot lose its `export`) carries `@internal` in its doc comment, and then no
 * other package may import it.
 */
export const SHARED_EXPORT_RULE =
  'every name exported by shared/src/index.ts or shared/src/contracts/* is imported by another package, ' +
  'or is marked @internal (used by shared itself) and imported by none; drop the export of a name only its own file uses, delete dead code';

const SOURCE = /\.(ts|tsx|mts)$/;

export interface ExportedName {
  /** The file that declares it (or re-exports it under this name). */
  file: string;
  internal: boolean;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).toSorted()) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function resolveModule(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The names in `{ a, type b, c as d }`: the inner (imported) and outer (local) side of each. */
function specifiers(list: string): { inner: string; outer: string }[] {
  return list
    .replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [inner, outer] = part.split(/\s+as\s+/);
      return { inner: inner!.trim(), outer: (outer ?? inner!).trim() };
    });
}

/** Whether the doc comment right above `offset` has an `@internal` tag. */
function markedInternal(text: string, offset: number): boolean {
  const before = text.slice(0, offset).trimEnd();
  if (!before.endsWith('*/')) return false;
  const start = before.lastIndexOf('/**');
  return start >= 0 && /@internal\b/.test(before.slice(start));
}

/** Names a module exports, following `export * from`. */
export function exportsOf(file: string, seen = new Set<string>()): Map<string, ExportedName> {
  const out = new Map<string, ExportedName>();
  if (seen.has(file)) return out;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const declaration = /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const m of text.matchAll(declaration)) out.set(m[1]!, { file, internal: markedInternal(text, m.index) });
  for (const m of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const { outer } of specifiers(m[1]!)) out.set(outer, { file, internal: markedInternal(text, m.index) });
  }
  for (const m of text.matchAll(/^export\s+\*\s+from\s*['"]([^'"]+)['"]/gm)) {
    const target = resolveModule(file, m[1]!);
    if (!target) continue;
    for (const [name, where] of exportsOf(target, seen)) if (!out.has(name)) out.set(name, where);
  }
  return out;
}

/** The public names of `shared`: its index and every contracts module. */
export function sharedApi(root: string): Map<string, ExportedName> {
  const src = join(root, 'shared/src');
  const api = exportsOf(join(src, 'index.ts'));
  const contracts = join(src, 'contracts');
  for (const name of readdirSync(contracts).toSorted()) {
    if (!SOURCE.test(name) || /\.test\.tsx?$/.test(name)) continue;
    for (const [exported, where] of exportsOf(join(contracts, name))) if (!api.has(exported)) api.set(exported, where);
  }
  return api;
}

/** Names other packages import from `shared` (by package name or by a relative path into shared/src). */
export function namesUsedOutside(root: string): Set<string> {
  const used = new Set<string>();
  const sharedSrc = join(root, 'shared', 'src') + sep;
  const packages = readdirSync(root).filter(
    (name) => name !== 'shared' && name !== 'node_modules' && !name.startsWith('.') && statSync(join(root, name)).isDirectory(),
  );
  const statement = /(?:import|export)\s+(?:type\s+)?(?:[A-Za-z_$][\w$]*\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g;
  for (const pkg of packages) {
    for (const file of sourceFiles(join(root, pkg))) {
      for (const m of readFileSync(file, 'utf8').matchAll(statement)) {
        const specifier = m[2]!;
        const intoShared =
          specifier === '@shop/shared' ||
          specifier.startsWith('@shop/shared/') ||
          (specifier.startsWith('.') && (resolveModule(file, specifier) ?? '').startsWith(sharedSrc));
        if (intoShared && m[1]) for (const { inner } of specifiers(m[1])) used.add(inner);
      }
    }
  }
  return used;
}

export interface SharedExportProblem {
  name: string;
  file: string;
  problem: string;
}

/** Public names of `shared` that break the rule above. */
export function findSharedExportProblems(root: string): SharedExportProblem[] {
  const used = namesUsedOutside(root);
  const problems: SharedExportProblem[] = [];
  for (const [name, { file, internal }] of sharedApi(root)) {
    const shown = relative(root, file).split(sep).join('/');
    if (!internal && !used.has(name)) problems.push({ name, file: shown, problem: 'is imported by no other package' });
    if (internal && used.has(name)) problems.push({ name, file: shown, problem: 'is @internal but another package imports it' });
  }
  return problems.toSorted((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}
