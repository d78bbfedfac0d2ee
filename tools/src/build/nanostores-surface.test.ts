import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingFromSurface, runtimeImports, surfaceExports } from './react-router-surface-check.ts';

const root = join(import.meta.dirname, '../../..');
const surface = surfaceExports(readFileSync(join(import.meta.dirname, 'nanostores-surface.ts'), 'utf8'), 'nanostores');
// The packages as the bundles resolve them (the tools package depends on neither).
const shellRequire = createRequire(join(root, 'shell/package.json'));

describe('the shell’s nanostores surface', () => {
  it('provides every nanostores name the browser bundles use (add a missing one to nanostores-surface.ts)', () => {
    expect(missingFromSurface(root, surface, 'nanostores')).toEqual([]);
  });

  it('provides the names @nanostores/react, shared beside it, imports from it', () => {
    const binding = readFileSync(shellRequire.resolve('@nanostores/react'), 'utf8');
    const used = runtimeImports(binding, 'nanostores');
    expect(used.names.length).toBeGreaterThan(0);
    expect(used.wholeModule).toBe(false);
    expect(used.names.filter((name) => !surface.includes(name))).toEqual([]);
  });

  it('re-exports only names the package really has', async () => {
    const nanostores = (await import(shellRequire.resolve('nanostores'))) as Record<string, unknown>;
    expect(surface.length).toBeGreaterThan(3);
    expect(surface.filter((name) => typeof nanostores[name] !== 'function')).toEqual([]);
  });
});
