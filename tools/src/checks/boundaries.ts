import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';

export interface BoundaryViolation {
  file: string;
  specifier: string;
  reason: string;
}

/**
 * What a file is for decides which packages it may lean on: a page's code ships to shoppers,
 * a test or a build config never does.
 */
export type FileRole = 'source' | 'test' | 'config' | 'bench';

/**
 * The workspace packages each package may import, by folder (`mf-*` stands for every remote,
 * seasonal ones included), for its source and, on top of that, for its tests, build configs
 * and benchmarks. Each line points down only (shared ← shell, remotes, back end, tools ←
 * gateway ← e2e), so no two packages need each other. A package missing here fails the check:
 * a new package states its place before it imports anything.
 */
export const ALLOWED: Record<string, { source: string[] } & Partial<Record<Exclude<FileRole, 'source'>, string[]>>> = {
  shared: { source: [] },
  shell: { source: ['shared'], config: ['tools'] },
  'mf-*': { source: ['shared'], config: ['tools'], bench: ['tools', 'gateway'], test: ['commerce-api'] },
  // The back end's tests start PostgreSQL with the tools' machine helpers; tools never import it.
  'commerce-api': { source: ['shared'], test: ['tools'] },
  tools: { source: ['shared'] },
  gateway: { source: ['shared', 'shell', 'commerce-api', 'tools'] },
  e2e: { source: ['shared', 'tools', 'gateway'] },
};

interface WorkspacePackage {
  folder: string;
  name: string;
  declared: Set<string>;
  /** Subpaths other packages may import (`.`, `./x`, `./x/*`); null when the package has no `exports` (then any). */
  exports: string[] | null;
}

const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** Every top-level folder with a package.json is a workspace package (pnpm-workspace.yaml lists them all). */
export function workspacePackages(root: string): WorkspacePackage[] {
  return readdirSync(root)
    .filter((folder) => !folder.startsWith('.') && existsSync(join(root, folder, 'package.json')))
    .toSorted()
    .map((folder) => {
      const json = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
        name?: string;
        exports?: unknown;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      const declared = new Set(Object.keys({ ...json.dependencies, ...json.devDependencies, ...json.peerDependencies }));
      return { folder, name: json.name ?? folder, declared, exports: exportedSubpaths(json.exports) };
    });
}

function exportedSubpaths(exports: unknown): string[] | null {
  if (exports === undefined) return null;
  if (typeof exports !== 'object' || exports === null) return ['.'];
  const keys = Object.keys(exports);
  // An object of conditions (`import`, `default`…) exports the root alone.
  return keys.some((key) => key.startsWith('.')) ? keys : ['.'];
}

function isExported(exports: string[] | null, subpath: string): boolean {
  if (!exports) return true;
  return exports.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [before, after] = key.split('*') as [string, string];
    return subpath.startsWith(before) && subpath.endsWith(after) && subpath.length > before.length + after.length;
  });
}

export function roleOf(pathInPackage: string, packageFolder: string): FileRole {
  const parts = pathInPackage.split(/[\\/]/);
  const file = parts.at(-1)!;
  if (packageFolder === 'e2e' || /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || parts.includes('test-support') || parts[0] === 'test') return 'test';
  if (parts.length === 1 && /\.config\.[cm]?[jt]s$/.test(file)) return 'config';
  if (parts.includes('bench')) return 'bench';
  return 'source';
}

function rulesFor(folder: string) {
  return ALLOWED[folder] ?? (folder.startsWith('mf-') ? ALLOWED['mf-*'] : undefined);
}

function mayImport(from: string, role: FileRole, to: string): boolean {
  const rules = rulesFor(from);
  if (!rules) return false;
  return rules.source.includes(to) || (role !== 'source' && (rules[role] ?? []).includes(to));
}

function* sourceFiles(dir: string, top = true): Generator<string> {
  // A folder with a package.json of its own (a template under tools/) is not part of this package.
  if (!top && existsSync(join(dir, 'package.json'))) return;
  for (const name of readdirSync(dir).toSorted()) {
    if (SKIPPED.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path, false);
    else if (/\.[cm]?[jt]sx?$/.test(name)) yield path;
  }
}

/**
 * Every module a file names: static imports and re-exports (type-only ones too), `import()`,
 * `require()`, `import x = require()` and `import('x').T` types. Parsed, so an import written
 * inside a string (a check's own test fixtures) is not taken for one.
 */
export function importsOf(source: string, fileName = 'module.tsx'): string[] {
  const found: string[] = [];
  const literal = (node: { type: string; value?: unknown } | null | undefined) => {
    if (node?.type === 'Literal' && typeof node.value === 'string') found.push(node.value);
  };
  const { program } = parseSync(basename(fileName), source);
  new Visitor({
    ImportDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.source),
    TSExternalModuleReference: (node) => literal(node.expression),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]) literal(node.arguments[0] as { type: string; value?: unknown });
    },
  }).visit(program);
  return found;
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Every workspace package, the back end and the tools included, keeps to its boundary:
 * - a relative import stays inside its own package (another package is imported by name);
 * - a package it imports by name is declared in its package.json;
 * - only through what that package exports (never a path into its internals);
 * - and only a package `ALLOWED` lets it use, from a file of that role (a remote never
 *   imports another remote or the shell; a shopper's code never boots the back end).
 */
export function findViolations(root: string): BoundaryViolation[] {
  const packages = workspacePackages(root);
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const folders = new Set(packages.map((pkg) => pkg.folder));
  const violations: BoundaryViolation[] = [];
  for (const pkg of packages) {
    const packageDir = join(root, pkg.folder);
    if (!rulesFor(pkg.folder)) {
      violations.push({ file: `${pkg.folder}/package.json`, specifier: '', reason: `${pkg.folder}/ has no line in ALLOWED (tools/src/checks/boundaries.ts)` });
      continue;
    }
    for (const file of sourceFiles(packageDir)) {
      const label = relative(root, file).split(sep).join('/');
      const role = roleOf(relative(packageDir, file), pkg.folder);
      for (const specifier of importsOf(readFileSync(file, 'utf8'), file)) {
        const reason = specifier.startsWith('.') ? relativeProblem(root, file, specifier, pkg.folder, folders) : namedProblem(pkg, role, specifier, byName);
        if (reason) violations.push({ file: label, specifier, reason });
      }
    }
  }
  return violations;
}

function relativeProblem(root: string, file: string, specifier: string, own: string, folders: Set<string>): string | null {
  const top = relative(root, resolve(file, '..', specifier)).split(sep)[0]!;
  if (top === own) return null;
  return folders.has(top) ? `reaches into ${top}/ by a relative path (import its package, declared in package.json)` : `leaves ${own}/ by a relative path`;
}

function namedProblem(pkg: WorkspacePackage, role: FileRole, specifier: string, byName: Map<string, WorkspacePackage>): string | null {
  const name = packageNameOf(specifier);
  const target = byName.get(name);
  if (!target || target === pkg) return null;
  if (!mayImport(pkg.folder, role, target.folder)) {
    const allowedElsewhere = role === 'source' && Object.values(rulesFor(pkg.folder) ?? {}).some((list) => list.includes(target.folder));
    return `${pkg.folder} may not depend on ${target.folder}${allowedElsewhere ? ' from its shipped source (tests, configs or benchmarks only)' : ''}`;
  }
  if (!pkg.declared.has(name)) return `imports ${name}, which ${pkg.folder}/package.json does not declare`;
  const subpath = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
  if (!isExported(target.exports, subpath)) return `reaches past the exports of ${name} (${subpath})`;
  return null;
}
