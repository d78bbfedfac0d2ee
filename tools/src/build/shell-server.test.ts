import { describe, expect, it } from 'vitest';
import { isShellServerExternal } from './shell-server.ts';

describe('what the shell server bundle leaves to the gateway', () => {
  it('leaves installed packages, with their subpaths, as requires', () => {
    for (const request of ['react', 'react/jsx-runtime', 'react-dom/static', '@module-federation/enhanced/runtime', '@nanostores/react', 'i18next', 'dompurify']) {
      expect({ request, external: isShellServerExternal(request) }).toEqual({ request, external: true });
    }
  });

  it('compiles in the shell’s own sources, @shop/shared (the version this shell carries) and stylesheets', () => {
    for (const request of ['./router', '../lib/route-table', '/abs/file.ts', '@shop/shared', '@shop/shared/contracts/routes', 'some-package/styles.css', 'raw-loader!./file', 'node:fs']) {
      expect({ request, external: isShellServerExternal(request) }).toEqual({ request, external: false });
    }
  });
});
