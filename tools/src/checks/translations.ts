import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One translation check for every package (shared, the shell, every remote, seasonal ones
 * included): French and English carry the same keys with non-empty texts, and every key a
 * package's code asks for with a literal `t('…')` exists in the namespace it resolves to (the
 * package's own, a `ns:` prefix, or `common`, the fallback namespace).
 */
export interface TranslationProblem {
  file: string;
  problem: string;
}

type Tree = { [key: string]: unknown };

export function leafKeys(tree: Tree, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) keys.push(...leafKeys(value as Tree, path));
    else keys.push(path);
  }
  return keys;
}

export function translationPackages(root: string): string[] {
  return ['shared', 'shell', ...readdirSync(root).filter((d) => d.startsWith('mf-') && existsSync(join(root, d, 'src', 'i18n')))];
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** The namespace a package registers (`registerTranslations('x', …)` or `NS = 'x'`); shared's is `common`. */
export function namespaceOf(root: string, pkg: string): string | undefined {
  if (pkg === 'shared') return 'common';
  for (const file of sourceFiles(join(root, pkg, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const found = /registerTranslations\(\s*['"](\w+)['"]/.exec(text) ?? /\b\w*NS\s*=\s*['"](\w+)['"]/.exec(text);
    if (found) return found[1];
  }
  return undefined;
}

/** Literal keys asked for with `t('…')` (or `i18nKey="…"`); template strings are dynamic and skipped. */
export function usedKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/(?<![\w.$])t\(\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  for (const match of source.matchAll(/i18nKey=\{?\s*(['"])([^'"\n]+)\1/g)) keys.push(match[2]!);
  return keys;
}

function hasKey(keys: Set<string>, key: string): boolean {
  if (keys.has(key)) return true;
  // i18next plurals and contexts: `items` resolves to `items_one`/`items_other`; an object node
  // asked for with `returnObjects` is a prefix of its leaves.
  for (const k of keys) if (k.startsWith(`${key}_`) || k.startsWith(`${key}.`)) return true;
  return false;
}

export function findTranslationProblems(root: string): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const namespaces = new Map<string, Set<string>>();
  const owners = new Map<string, string>();
  for (const pkg of translationPackages(root)) {
    const dir = pkg === 'shared' ? join(root, 'shared', 'src', 'i18n') : join(root, pkg, 'src', 'i18n');
    const ns = namespaceOf(root, pkg);
    if (!ns) {
      problems.push({ file: pkg, problem: 'registers no translation namespace' });
      continue;
    }
    owners.set(pkg, ns);
    const keys = namespaces.get(ns) ?? new Set<string>();
    namespaces.set(ns, keys);
    for (const name of readdirSync(dir).filter((n) => /(^|\.)fr\.json$/.test(n))) {
      const frFile = join(dir, name);
      const enFile = join(dir, name.replace(/fr\.json$/, 'en.json'));
      const fr = JSON.parse(readFileSync(frFile, 'utf8')) as Tree;
      if (!existsSync(enFile)) {
        problems.push({ file: relative(root, frFile), problem: 'has no English twin' });
        continue;
      }
      const en = JSON.parse(readFileSync(enFile, 'utf8')) as Tree;
      const frKeys = leafKeys(fr);
      const enKeys = new Set(leafKeys(en));
      for (const key of frKeys) if (!enKeys.has(key)) problems.push({ file: relative(root, enFile), problem: `misses "${key}"` });
      for (const key of enKeys) if (!frKeys.includes(key)) problems.push({ file: relative(root, frFile), problem: `misses "${key}"` });
      for (const [tree, file] of [[fr, frFile], [en, enFile]] as const) {
        for (const key of leafKeys(tree)) {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
          if (typeof value === 'string' && value.trim() === '') problems.push({ file: relative(root, file), problem: `"${key}" is empty` });
        }
      }
      for (const key of frKeys) keys.add(key);
    }
    // The loop above starts from the French files: an English file alone would escape it.
    for (const name of readdirSync(dir).filter((n) => /(^|\.)en\.json$/.test(n))) {
      if (!existsSync(join(dir, name.replace(/en\.json$/, 'fr.json')))) problems.push({ file: relative(root, join(dir, name)), problem: 'has no French twin' });
    }
  }
  const common = namespaces.get('common') ?? new Set<string>();
  for (const [pkg, ns] of owners) {
    for (const file of sourceFiles(join(root, pkg, 'src'))) {
      for (const key of usedKeys(readFileSync(file, 'utf8'))) {
        const colon = key.indexOf(':');
        const ok =
          colon > 0
            ? hasKey(namespaces.get(key.slice(0, colon)) ?? new Set(), key.slice(colon + 1))
            : hasKey(namespaces.get(ns)!, key) || hasKey(common, key);
        if (!ok) problems.push({ file: relative(root, file), problem: `asks for "${key}", which no translation file of its namespace has` });
      }
    }
  }
  return problems;
}
