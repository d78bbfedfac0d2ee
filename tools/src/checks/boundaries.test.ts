import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture.ts';
import { findViolations, importsOf } from './boundaries.ts';

const repoRoot = join(import.meta.dirname, '../../..');

describe('remote boundaries', () => {
  it('no remote imports another remote or the shell (this repository)', () => {
    expect(findViolations(repoRoot)).toEqual([]);
  });

  it('catches a package import of another remote', () => {
    const root = fixture({ 'mf-games/src/a.ts': "import { x } from 'mf-catalog/src/x';\n" });
    expect(findViolations(root)).toEqual([
      { file: 'mf-games/src/a.ts', specifier: 'mf-catalog/src/x', reason: 'imports the package mf-catalog' },
    ]);
  });

  it('catches a relative path into a sibling remote, and a dynamic import of the shell', () => {
    const root = fixture({
      'mf-account/src/routes/p.tsx': "import X from '../../../mf-cart-checkout/src/features/cart/x';\nconst s = import('../../../shell/src/y');\n",
    });
    expect(findViolations(root).map((v) => v.reason)).toEqual(['reaches into mf-cart-checkout/', 'reaches into shell/']);
  });

  it('checks a seasonal remote from pnpm campaign new like the others (any mf-* folder is a remote)', () => {
    const root = fixture({ 'mf-black-friday-2026/src/routes/p.tsx': "import { Grid } from 'mf-catalog';\nimport '../../../mf-games/src/x';\n" });
    expect(findViolations(root).map((v) => v.reason)).toEqual(['imports the package mf-catalog', 'reaches into mf-games/']);
  });

  it('allows shared, npm packages and the remote itself', () => {
    const root = fixture({
      'mf-catalog/src/a.ts': "import { api } from '@shop/shared';\nimport ky from 'ky';\nimport { b } from './b';\nexport * from '../src/c';\n",
    });
    expect(findViolations(root)).toEqual([]);
  });

  it('reads every import form', () => {
    expect(importsOf("import a from 'a';\nexport { b } from \"b\";\nimport 'c';\nconst d = import('d');\nrequire('e');")).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
