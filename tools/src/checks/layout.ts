import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every remote has the same shape, so a maintainer finds a page, a feature's pieces or its texts
 * at the same place in each. Paths are relative to `<remote>/src/`; `<name>` is kebab-case
 * (`[a-z0-9]+(-[a-z0-9]+)*`):
 */
export const LAYOUT_RULE = [
  'expose.ts (the route table), env.d.ts',
  'routes/<name>.tsx — one page module per route, default export (+ <name>.test.tsx)',
  'api/<name>.ts — calls through the shared client (+ <name>.test.ts)',
  'i18n/fr.json, i18n/en.json, i18n/register.ts — the one registration module: every page module calls its register<Remote>Translations() (+ <name>.test.ts)',
  'features/<feature>/components/<name>.tsx | <name>.css | <name>.test.tsx — React components and their styles',
  'features/<feature>/lib/<name>.ts | <name>.test.ts — logic, stores and loaders without JSX',
  'features/<feature>/use-<name>.ts | use-<name>.test.ts(x) — hooks',
  'test-support/<name>.ts(x) — fixtures, fakes and render helpers shared by the remote\'s tests, imported by test files only',
  'and a README.md beside src/ (what the remote owns, its routes, its events)',
].join('\n');

const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';
const FEATURE = `features/${NAME}`;

const ALLOWED: RegExp[] = [
  /^expose\.ts$/,
  /^env\.d\.ts$/,
  new RegExp(`^routes/${NAME}(?:\\.test)?\\.tsx$`),
  new RegExp(`^api/${NAME}(?:\\.test)?\\.ts$`),
  /^i18n\/(?:fr|en)\.json$/,
  /^i18n\/register\.ts$/,
  new RegExp(`^i18n/${NAME}\\.test\\.ts$`),
  new RegExp(`^${FEATURE}/components/${NAME}(?:\\.tsx|\\.css|\\.test\\.tsx)$`),
  new RegExp(`^${FEATURE}/lib/${NAME}(?:\\.test)?\\.ts$`),
  new RegExp(`^${FEATURE}/use-${NAME}(?:\\.ts|\\.test\\.tsx?)$`),
  new RegExp(`^test-support/${NAME}\\.tsx?$`),
];

/** A module that imports the remote's test support (code a shopper's browser must never load). */
const IMPORTS_TEST_SUPPORT = /\bfrom\s*['"][^'"]*\/test-support\//;
const TEST_FILE = /\.test\.tsx?$/;

export interface LayoutProblem {
  file: string;
  problem: string;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir).toSorted()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The remotes of a checkout: every `mf-*` folder with a `src/`, so a new remote is checked from its first commit. */
export function remotesOf(root: string): string[] {
  return readdirSync(root)
    .filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'src')))
    .toSorted();
}

/** Files outside the layout, page modules that do not register the remote's texts, a missing README. */
export function findLayoutProblems(root: string): LayoutProblem[] {
  return remotesOf(root).flatMap((remote) => remoteLayoutProblems(join(root, remote), remote));
}

/** Whether a page module imports `register<Remote>Translations` from `../i18n/register` and calls it. */
function registersTexts(source: string): boolean {
  const imported = /import\s*\{([^}]*)\}\s*from\s*['"]\.\.\/i18n\/register['"]/.exec(source)?.[1] ?? '';
  const name = /\b(register\w*Translations)\b/.exec(imported)?.[1];
  return name !== undefined && new RegExp(`^${name}\\(\\);`, 'm').test(source);
}

/** The same check for one remote folder (`shown` prefixes the paths reported). */
export function remoteLayoutProblems(dir: string, shown: string): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const src = join(dir, 'src');
  if (!existsSync(join(dir, 'README.md'))) problems.push({ file: `${shown}/README.md`, problem: 'is missing' });
  for (const file of files(src)) {
    const path = relative(src, file).split('\\').join('/');
    const label = `${shown}/src/${path}`;
    if (!ALLOWED.some((pattern) => pattern.test(path))) {
      problems.push({ file: label, problem: 'is outside the remote layout' });
      continue;
    }
    if (!TEST_FILE.test(path) && !path.startsWith('test-support/') && IMPORTS_TEST_SUPPORT.test(readFileSync(file, 'utf8'))) {
      problems.push({ file: label, problem: 'imports test-support/ but is not a test' });
    }
    if (/^routes\/[^/]+(?<!\.test)\.tsx$/.test(path) && !registersTexts(readFileSync(file, 'utf8'))) {
      problems.push({ file: label, problem: 'is a page module that does not call register…Translations() from ../i18n/register' });
    }
  }
  return problems;
}
