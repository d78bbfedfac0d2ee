import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { ALLOWED, findViolations, importsOf, roleOf } from './boundaries.ts';

const repoRoot = join(import.meta.dirname, '../../..');
// Fixture files sit deeper than this test: their climbs are spelled out of the fixture's depth.
const up = (levels: number) => '../'.repeat(levels);

const manifest = (name: string, deps: Record<string, string> = {}, exports?: unknown) =>
  JSON.stringify({ name, ...(exports === undefined ? {} : { exports }), dependencies: deps });

/** The packages of this workspace as they declare themselves, each remote by its folder name. */
function workspace(files: Record<string, string>, declared: Record<string, Record<string, string>> = {}): string {
  const packages: Record<string, [string, unknown]> = {
    shared: ['@shop/shared', { '.': './src/index.ts', './contracts/*': './src/contracts/*.ts' }],
    shell: ['@shop/shell', { './page-status': './src/composition/server/page-status.ts' }],
    'mf-catalog': ['mf-catalog', undefined],
    'mf-games': ['mf-games', undefined],
    'mf-cart-checkout': ['mf-cart-checkout', undefined],
    'commerce-api': ['@shop/commerce-api', { '.': './src/index.ts', './testing': './test/support/in-memory.ts' }],
    tools: ['@shop/tools', { './*': './src/*.ts' }],
    gateway: ['@shop/gateway', { './start': './src/start.ts' }],
    e2e: ['@shop/e2e', undefined],
  };
  const manifests = Object.fromEntries(
    Object.entries(packages).map(([folder, [name, exports]]) => [`${folder}/package.json`, manifest(name, declared[folder] ?? {}, exports)]),
  );
  return fixture({ ...manifests, ...files });
}

const reasons = (root: string) => findViolations(root).map((v) => `${v.file}: ${v.reason}`);

describe('package boundaries', () => {
  it('hold in this repository', () => {
    expect(findViolations(repoRoot)).toEqual([]);
  });

  it('give every package of this repository a line in ALLOWED', () => {
    const root = workspace({ 'server/package.json': manifest('@shop/server') });
    expect(reasons(root)).toEqual(['server/package.json: server/ has no line in ALLOWED (tools/src/checks/boundaries.ts)']);
  });

  it('point one way only: no package may reach itself through the packages it may import', () => {
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      Object.values(ALLOWED[from] ?? {})
        .flat()
        .some((step) => step === to || (!seen.has(step) && !!seen.add(step) && reaches(step, to, seen)));
    expect(Object.keys(ALLOWED).filter((folder) => reaches(folder, folder))).toEqual([]);
  });

  describe('the back end', () => {
    it('fails on reading shared by a relative path', () => {
      const root = workspace({ 'commerce-api/src/catalog/routes.ts': "import type { Town } from '../../../shared/src/contracts/wire.ts';\n" });
      expect(reasons(root)).toEqual(['commerce-api/src/catalog/routes.ts: reaches into shared/ by a relative path (import its package, declared in package.json)']);
    });

    it('fails on importing shared without declaring it, and passes once declared', () => {
      const files = { 'commerce-api/src/http/locale.ts': "import { LOCALES } from '@shop/shared/contracts/locales';\n" };
      expect(reasons(workspace(files))).toEqual(['commerce-api/src/http/locale.ts: imports @shop/shared, which commerce-api/package.json does not declare']);
      expect(reasons(workspace(files, { 'commerce-api': { '@shop/shared': 'workspace:*' } }))).toEqual([]);
    });

    it('fails on importing the gateway or the tools', () => {
      const root = workspace({ 'commerce-api/src/main.ts': "import { startStore } from '@shop/gateway/start';\n" }, { 'commerce-api': { '@shop/gateway': 'workspace:*' } });
      expect(reasons(root)).toEqual(['commerce-api/src/main.ts: commerce-api may not depend on gateway']);
    });
  });

  describe('the tools', () => {
    it('fail on importing the shell or the back end by a relative path', () => {
      const root = workspace({
        'tools/src/release/campaign-new.ts': "import { SHELL_PAGE_ROUTES } from '../../../shell/src/composition/lib/shell-routes.ts';\n",
        'tools/src/checks/fields.test.ts': "import { FIELDS } from '../../../commerce-api/src/catalog/storefront-fields.ts';\n",
      });
      expect(reasons(root)).toEqual([
        'tools/src/checks/fields.test.ts: reaches into commerce-api/ by a relative path (import its package, declared in package.json)',
        'tools/src/release/campaign-new.ts: reaches into shell/ by a relative path (import its package, declared in package.json)',
      ]);
    });

    it('fail on importing the shell or the back end by name, even declared', () => {
      const root = workspace(
        {
          'tools/src/release/campaign-new.ts': "import { pageExists } from '@shop/shell/page-status';\n",
          'tools/src/dev.ts': "import { buildApp } from '@shop/commerce-api';\n",
        },
        { tools: { '@shop/shell': 'workspace:*', '@shop/commerce-api': 'workspace:*' } },
      );
      expect(reasons(root)).toEqual(['tools/src/dev.ts: tools may not depend on commerce-api', 'tools/src/release/campaign-new.ts: tools may not depend on shell']);
    });

    it('fail on a relative path out of the repository or into a loose folder', () => {
      const root = workspace({ 'tools/src/a.ts': `import spec from '${up(3)}shared-docs/spec.ts';\nimport x from '${up(4)}elsewhere/x.ts';\n` });
      expect(reasons(root)).toEqual(['tools/src/a.ts: leaves tools/ by a relative path', 'tools/src/a.ts: leaves tools/ by a relative path']);
    });
  });

  describe('the gateway', () => {
    it('may use the back end through its exports only', () => {
      const root = workspace(
        {
          'gateway/src/start.ts': "import { buildApp } from '@shop/commerce-api';\n",
          'gateway/src/ssr/index.ts': "import { RENDER_KEY_HEADER } from '@shop/commerce-api/http/read-limiter';\n",
        },
        { gateway: { '@shop/commerce-api': 'workspace:*' } },
      );
      expect(reasons(root)).toEqual(['gateway/src/ssr/index.ts: reaches past the exports of @shop/commerce-api (./http/read-limiter)']);
    });
  });

  describe('a browser package', () => {
    it("fails on booting the back end from its lib/ (code shipped to shoppers), even declared", () => {
      const root = workspace(
        { 'mf-cart-checkout/src/features/cart/lib/commerce-in-memory.ts': "import { buildApp } from '@shop/commerce-api';\n" },
        { 'mf-cart-checkout': { '@shop/commerce-api': 'workspace:*' } },
      );
      expect(reasons(root)).toEqual([
        'mf-cart-checkout/src/features/cart/lib/commerce-in-memory.ts: mf-cart-checkout may not depend on commerce-api from its shipped source (tests, configs or benchmarks only)',
      ]);
    });

    it('fails on booting it by a relative path', () => {
      const root = workspace({ 'mf-cart-checkout/src/features/cart/lib/commerce-in-memory.ts': `import { buildApp } from '${up(5)}commerce-api/src/app.ts';\n` });
      expect(reasons(root)).toEqual([
        'mf-cart-checkout/src/features/cart/lib/commerce-in-memory.ts: reaches into commerce-api/ by a relative path (import its package, declared in package.json)',
      ]);
    });

    it("may run its tests against the back end's testing entry", () => {
      const root = workspace(
        {
          'mf-cart-checkout/src/features/cart/lib/cart-service.test.ts': "import { startCommerceInMemory } from '@shop/commerce-api/testing';\n",
          'mf-cart-checkout/src/test-support/commerce.ts': "export { startCommerceInMemory } from '@shop/commerce-api/testing';\n",
        },
        { 'mf-cart-checkout': { '@shop/commerce-api': 'workspace:*' } },
      );
      expect(reasons(root)).toEqual([]);
    });

    it('the shell fails on importing the gateway or the tools from its code; its build config may use the tools', () => {
      const root = workspace(
        {
          'shell/src/composition/router.test.tsx': "import { pageExists } from '@shop/tools/gateway/page-status';\n",
          'shell/rsbuild.config.ts': "import { hostFederation } from '@shop/tools/build/federation';\n",
        },
        { shell: { '@shop/tools': 'workspace:*' } },
      );
      expect(reasons(root)).toEqual(['shell/src/composition/router.test.tsx: shell may not depend on tools']);
    });
  });

  describe('the remotes', () => {
    it('fail on a package import of another remote', () => {
      const root = workspace({ 'mf-games/src/a.ts': "import { x } from 'mf-catalog/src/x';\n" });
      expect(reasons(root)).toEqual(['mf-games/src/a.ts: mf-games may not depend on mf-catalog']);
    });

    it('fail on a relative path into a sibling remote, and a dynamic import of the shell', () => {
      const root = workspace({
        'mf-catalog/src/routes/p.tsx': "import X from '../../../mf-cart-checkout/src/features/cart/x';\nconst s = import('../../../shell/src/y');\n",
      });
      expect(reasons(root)).toEqual([
        'mf-catalog/src/routes/p.tsx: reaches into mf-cart-checkout/ by a relative path (import its package, declared in package.json)',
        'mf-catalog/src/routes/p.tsx: reaches into shell/ by a relative path (import its package, declared in package.json)',
      ]);
    });

    it('check a seasonal remote from pnpm campaign new like the others (any mf-* folder is a remote)', () => {
      const root = workspace({ 'mf-black-friday-2026/package.json': manifest('mf-black-friday-2026'), 'mf-black-friday-2026/src/routes/p.tsx': "import { Grid } from 'mf-catalog';\n" });
      expect(reasons(root)).toEqual(['mf-black-friday-2026/src/routes/p.tsx: mf-black-friday-2026 may not depend on mf-catalog']);
    });

    it('may import shared, npm packages and themselves', () => {
      const root = workspace(
        { 'mf-catalog/src/a.ts': "import { api } from '@shop/shared';\nimport type { Town } from '@shop/shared/contracts/wire';\nimport ky from 'ky';\nimport { b } from './b';\nexport * from '../src/c';\n" },
        { 'mf-catalog': { '@shop/shared': 'workspace:*' } },
      );
      expect(reasons(root)).toEqual([]);
    });

    it('fail on a subpath of shared it does not export', () => {
      const root = workspace({ 'mf-catalog/src/a.ts': "import { seed } from '@shop/shared/src/page-seed';\n" }, { 'mf-catalog': { '@shop/shared': 'workspace:*' } });
      expect(reasons(root)).toEqual(['mf-catalog/src/a.ts: reaches past the exports of @shop/shared (./src/page-seed)']);
    });
  });

  it('skip a folder with a package.json of its own (a template)', () => {
    const root = workspace({ 'tools/templates/seasonal-remote/package.json': manifest('x'), 'tools/templates/seasonal-remote/src/a.ts': `import '${up(4)}shell/src/x';\n` });
    expect(reasons(root)).toEqual([]);
  });
});

describe('file roles', () => {
  it.each([
    ['src/features/cart/lib/cart-service.ts', 'mf-cart-checkout', 'source'],
    ['src/features/cart/lib/cart-service.test.ts', 'mf-cart-checkout', 'test'],
    ['src/test-support/fake.ts', 'mf-games', 'test'],
    ['test/support/server.ts', 'commerce-api', 'test'],
    ['tests/ssr.spec.ts', 'e2e', 'test'],
    ['support/global-setup.ts', 'e2e', 'test'],
    ['rsbuild.config.ts', 'shell', 'config'],
    ['src/rsbuild.config.ts', 'shell', 'source'],
    ['bench/lighthouse.ts', 'mf-catalog', 'bench'],
  ] as const)('%s of %s is %s', (path, folder, role) => {
    expect(roleOf(path, folder)).toBe(role);
  });
});

describe('importsOf', () => {
  it('reads every import form, type-only ones included', () => {
    const source = "import a from 'a';\nexport { b } from \"b\";\nimport 'c';\nconst d = import('d');\nrequire('e');\nimport type { F } from 'f';\ntype G = import('g').G;\nexport * from 'h';\n";
    expect(importsOf(source, 'x.ts')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('does not take an import written inside a string or a comment for one', () => {
    expect(importsOf("const fixture = \"import { x } from 'mf-catalog/src/x'\";\n// import y from 'y';\n", 'x.ts')).toEqual([]);
  });

  it('reads JSX files', () => {
    expect(importsOf("import { lazy } from 'react';\nexport const P = () => <div>{'import x from \"no\"'}</div>;\n", 'p.tsx')).toEqual(['react']);
  });
});
