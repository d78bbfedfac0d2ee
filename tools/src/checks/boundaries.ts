import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

import { remotesOf } from './layout.ts';

export interface BoundaryViolation {
  file: string;
  specifier: string;
  reason: string;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|jsx|mjs|cjs)$/.test(name)) yield path;
  }
}

export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (specifier) found.push(specifier);
  }
  return found;
}

/** Every `mf-*` name is a remote (seasonal remotes from `pnpm campaign new` included), and the shell is off limits too. */
const isForbidden = (name: string | undefined, self: string) =>
  !!name && name !== self && (name.startsWith('mf-') || name === 'shell');

/**
 * A remote may import `@shop/shared` and npm packages, never another remote — neither by
 * package name nor by a relative path that climbs into a sibling's folder — and never the shell.
 */
export function findViolations(root: string): BoundaryViolation[] {
  const violations: BoundaryViolation[] = [];
  for (const remote of remotesOf(root)) {
    const remoteDir = join(root, remote);
    let files: string[];
    try {
      files = [...sourceFiles(remoteDir)];
    } catch {
      continue;
    }
    for (const file of files) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const packageName = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (isForbidden(packageName, remote)) {
          violations.push({ file: relative(root, file), specifier, reason: `imports the package ${packageName}` });
          continue;
        }
        if (specifier.startsWith('.')) {
          const target = resolve(file, '..', specifier);
          const top = relative(root, target).split(sep)[0];
          if (isForbidden(top, remote)) {
            violations.push({ file: relative(root, file), specifier, reason: `reaches into ${top}/` });
          }
        }
      }
    }
  }
  return violations;
}
