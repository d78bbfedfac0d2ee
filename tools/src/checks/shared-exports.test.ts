import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { findSharedExportProblems, SHARED_EXPORT_RULE } from './shared-exports.ts';

const repoRoot = join(import.meta.dirname, '../../..');

const shared = {
  'shared/src/index.ts': "export * from './stores/cart';\nexport { formatPrice as price } from './format';\n",
  'shared/src/stores/cart.ts': [
    'export const $cart = 1;',
    'export interface CartState { id: string }',
    '/**',
    ' * The toaster calls it.',
    ' * @internal (shared only)',
    ' */',
    'export function dismiss(): void {}',
    '/** @internal */',
    'export const LEAKED = 2;',
    'export function unused(): void {}',
  ].join('\n'),
  'shared/src/format.ts': 'export function formatPrice(): string { return ""; }\n',
  'shared/src/contracts/wire.ts': 'export interface Town { name: string }\nexport type Quarter = string;\n',
};

describe('shared exports', () => {
  it(`this repository: ${SHARED_EXPORT_RULE}`, () => {
    expect(findSharedExportProblems(repoRoot)).toEqual([]);
  });

  it('reports a name no other package imports and an @internal name another package imports', () => {
    const root = fixture({
      ...shared,
      'mf-cart/src/a.tsx': "import { $cart, type CartState, LEAKED,\n  price } from '@shop/shared';\n",
      'commerce-api/src/b.ts': "import type { Town } from '../../shared/src/contracts/wire.ts';\n",
      'shell/src/c.ts': "export { Quarter } from '@shop/shared/contracts/wire';\n",
    });
    expect(findSharedExportProblems(root)).toEqual([
      { name: 'LEAKED', file: 'shared/src/stores/cart.ts', problem: 'is @internal but another package imports it' },
      { name: 'unused', file: 'shared/src/stores/cart.ts', problem: 'is imported by no other package' },
    ]);
  });

  it('does not count shared using its own names', () => {
    const root = fixture({ ...shared, 'shared/src/ui/toaster.tsx': "import { $cart, unused } from '../index';\n" });
    expect(findSharedExportProblems(root).map((p) => p.name)).toEqual(['Quarter', 'Town', 'price', '$cart', 'CartState', 'unused']);
  });
});
