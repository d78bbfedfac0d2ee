import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { outsideReads, repositoryFiles } from './outside-reads.ts';

const repository = join(import.meta.dirname, '../../..');
// The forbidden paths of the fixtures are assembled, so this file itself names none of them.
const up = (n: number) => Array.from({ length: n }, () => '..').join('/');
const steering = (part: string) => ['shared', part].join('/');
const checkout = ['', 'work', ''].join('/');

// This check's own files name the forbidden patterns on purpose.
const EXEMPT = ['tools/src/checks/outside-reads.test.ts', 'tools/src/checks/outside-reads.ts'];

describe('nothing in the repository reads outside it', () => {
  it('no test, script or source file does', () => {
    const found = outsideReads(repository, repositoryFiles(repository), EXEMPT);
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it('finds a climb above the repository, the steering folder and an absolute checkout path', () => {
    const root = fixture({
      'api/test/support/schema.ts': `const CONTRACT = join(import.meta.dirname, '${up(4)}/x.yaml');\n`,
      'api/test/spread.ts': `const up = join(import.meta.dirname, ${Array.from({ length: 3 }, () => "'..'").join(', ')});\n`,
      'tools/bin/run.sh': `cd "$(dirname "$0")/${up(3)}"\n`,
      'api/src/spec.ts': `readFileSync('contracts/../${steering('spec')}/storefront-spec.md');\n`,
      'api/src/abs.ts': `const FALLBACK = '${checkout}${steering('contracts')}/magento.yaml';\n`,
    });
    execFileSync('git', ['init', '-q'], { cwd: root });
    expect(outsideReads(root, repositoryFiles(root)).map((f) => f.file).toSorted()).toEqual([
      'api/src/abs.ts',
      'api/src/spec.ts',
      'api/test/spread.ts',
      'api/test/support/schema.ts',
      'tools/bin/run.sh',
    ]);
  });

  it('lets paths that stay inside pass, the repository\'s own shared package included', () => {
    const root = fixture({
      'api/test/support/schema.ts': "const CONTRACT = join(import.meta.dirname, '../contracts/magento.json');\n",
      'tools/bin/run.sh': 'cd "$(dirname "$0")/../.."\n',
      'mf-catalog/src/api/x.ts': "import { wire } from '../../../shared/src/contracts/wire.ts';\n",
      'e2e/x.spec.ts': "const version = '1.2.3'; const more = 'a...b';\n",
    });
    execFileSync('git', ['init', '-q'], { cwd: root });
    expect(outsideReads(root, repositoryFiles(root))).toEqual([]);
  });
});
