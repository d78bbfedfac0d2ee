import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../checks/boundaries.ts';
import { SHARED_ONLY_PACKAGES } from './federation.ts';
import { BROWSER_SOURCES, browserSourceFiles } from './react-router-surface-check.ts';

const root = join(import.meta.dirname, '../../..');

describe('packages bundled into @shop/shared instead of shared as modules', () => {
  it('are imported by shared/src only (another bundle would get its own copy: a second i18next instance, a second ky)', () => {
    const outside = BROWSER_SOURCES.filter((dir) => dir !== 'shared/src').flatMap((dir) =>
      browserSourceFiles(join(root, dir)).flatMap((file) =>
        importsOf(readFileSync(file, 'utf8'), file)
          .filter((specifier) => SHARED_ONLY_PACKAGES.some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`)))
          .map((specifier) => `${relative(root, file)}: ${specifier}`),
      ),
    );
    expect(outside).toEqual([]);
  });

  it('are still used by shared/src (else the list is stale)', () => {
    const used = new Set(browserSourceFiles(join(root, 'shared/src')).flatMap((file) => importsOf(readFileSync(file, 'utf8'), file)));
    expect(SHARED_ONLY_PACKAGES.filter((pkg) => !used.has(pkg))).toEqual([]);
  });
});
