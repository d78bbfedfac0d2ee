import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');
const PACKAGES = ['shared', 'shell', 'commerce-api', 'tools', 'e2e', ...readdirSync(repoRoot).filter((d) => d.startsWith('mf-'))];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/**
 * The specification is not in the repository, so a comment citing one of its section numbers
 * tells a reader nothing: a comment states the rule itself.
 */
describe('comments carry the rule, not a pointer', () => {
  it('no source file cites a section number of a document outside the repository', () => {
    const offenders: string[] = [];
    for (const pkg of PACKAGES) {
      for (const file of sources(join(repoRoot, pkg))) {
        readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
          if (line.includes('\u00a7')) offenders.push(`${relative(repoRoot, file)}:${index + 1}`);
        });
      }
    }
    expect(offenders).toEqual([]);
  });
});
