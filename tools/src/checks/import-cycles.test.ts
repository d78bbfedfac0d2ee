import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { describeCycle, folderCycles, folderEdges } from './import-cycles.ts';

const backEnd = join(import.meta.dirname, '../../../commerce-api/src');

describe('folder import cycles', () => {
  it('the back end has none', () => {
    const edges = folderEdges(backEnd);
    expect(folderCycles(edges).map(describeCycle).join('\n')).toBe('');
  });

  it('finds a two-folder loop, type-only imports included, and names the files', () => {
    const root = fixture({
      'carts/store.ts': "import { rate } from '../checkout/shipping.ts';\n",
      'checkout/routes.ts': "import type { Cart } from '../carts/store.ts';\nimport { x } from './x.ts';\n",
      'checkout/x.ts': '',
    });
    const cycles = folderCycles(folderEdges(root));
    expect(cycles).toEqual([
      {
        folders: ['carts', 'checkout'],
        edges: [
          { from: 'carts', to: 'checkout', files: ['carts/store.ts'] },
          { from: 'checkout', to: 'carts', files: ['checkout/routes.ts'] },
        ],
      },
    ]);
    expect(describeCycle(cycles[0]!)).toBe('carts ⇄ checkout:\n  carts → checkout (carts/store.ts)\n  checkout → carts (checkout/routes.ts)');
  });

  it('finds a longer loop and ignores the composition files at the top, layered folders and tests', () => {
    const root = fixture({
      'app.ts': "import { a } from './a/a.ts';\n",
      'context.ts': "import type { M } from './a/m.ts';\n",
      'a/a.ts': "import { b } from '../b/b.ts';\nimport type { C } from '../context.ts';\n",
      'b/b.ts': "export { c } from '../c/c.ts';\n",
      'c/c.ts': "const a = await import('../a/a.ts');\n",
      'c/c.test.ts': "import { d } from '../d/d.ts';\n",
      'd/d.ts': "import { c } from '../c/c.ts';\n",
    });
    expect(folderCycles(folderEdges(root)).map((c) => c.folders)).toEqual([['a', 'b', 'c']]);
    expect(folderCycles(folderEdges(fixture({ 'a/a.ts': "import { b } from '../b/b.ts';\n", 'b/b.ts': "import 'node:fs';\n" })))).toEqual([]);
  });
});
