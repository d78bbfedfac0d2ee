import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { repositoryFiles } from './outside-reads.ts';
import { readmeLibraries, unusedLibraries } from './readme-claims.ts';

const root = join(import.meta.dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('the README claims only what exists', () => {
  it('stays a guide: under 250 lines (history lives in docs/benchmarks/)', () => {
    expect(readme.split('\n').length).toBeLessThan(250);
  });

  it('lists in its library table only libraries a package declares and imports', () => {
    const files = repositoryFiles(root);
    const packages = files.filter((f) => /^[^/]+\/package\.json$/.test(f) || f === 'package.json').map((f) => f.replace(/\/?package\.json$/, '') || '.');
    const sources = files.filter((f) => /\.(?:[cm]?[jt]sx?)$/.test(f) && !f.startsWith('tools/src/checks/readme-claims'));
    const libraries = readmeLibraries(readme);
    expect(libraries.length).toBeGreaterThan(10);
    expect(unusedLibraries(root, libraries, packages, sources)).toEqual([]);
  });

  it('finds a library that is declared but never imported, and one not declared', () => {
    const dir = fixture({
      'package.json': JSON.stringify({ devDependencies: { oxlint: '1' }, scripts: { lint: 'oxlint --deny-warnings src' } }),
      'api/package.json': JSON.stringify({ dependencies: { fastify: '5', 'rate-limit': '1', '@scope/used': '1' } }),
      'api/src/app.ts': "import Fastify from 'fastify';\nconst x = await import('@scope/used/sub');\n// rate-limit is only named here\n",
    });
    const table = '## Libraries\n| library | where |\n|---|---|\n| fastify, rate-limit | api |\n| @scope/used (+ ghost) | api |\n| oxlint | root |\n## Next\n';
    expect(readmeLibraries(table)).toEqual(['fastify', 'rate-limit', '@scope/used', 'ghost', 'oxlint']);
    expect(unusedLibraries(dir, readmeLibraries(table), ['.', 'api'], ['api/src/app.ts'])).toEqual(['rate-limit', 'ghost']);
  });
});
