import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
import { missingFromSurface, runtimeImports, surfaceExports } from './react-router-surface-check.ts';

const root = join(import.meta.dirname, '../../..');
const surface = surfaceExports(readFileSync(join(import.meta.dirname, 'react-router-surface.ts'), 'utf8'));

describe('the shell’s react-router surface', () => {
  it('provides every react-router name the browser bundles use (add a missing one to react-router-surface.ts)', () => {
    expect(missingFromSurface(root, surface)).toEqual([]);
  });

  it('re-exports only names the package really has', () => {
    expect(surface.length).toBeGreaterThan(5);
    expect(surface.filter((name) => !(name in reactRouter))).toEqual([]);
  });
});

describe('runtimeImports', () => {
  it('reads named imports, renamed ones and multi-line lists, and skips type-only ones', () => {
    const source = [
      "import { Link, useNavigate as go } from 'react-router';",
      "import type { Location } from 'react-router';",
      "import {\n  useParams,\n  type NavigateFunction,\n} from \"react-router\";",
      "import { Link as L } from 'react-router-dom';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual({ names: ['Link', 'useNavigate', 'useParams'], wholeModule: false });
  });

  it('flags namespace and default imports, which the surface cannot serve', () => {
    expect(runtimeImports("import * as RR from 'react-router';").wholeModule).toBe(true);
    expect(runtimeImports("import RR, { Link } from 'react-router';").wholeModule).toBe(true);
    expect(runtimeImports("export * from 'react-router';").wholeModule).toBe(true);
  });
});
