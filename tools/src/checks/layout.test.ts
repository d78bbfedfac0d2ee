import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { findLayoutProblems, LAYOUT_RULE, remoteLayoutProblems } from './layout.ts';

const repoRoot = join(import.meta.dirname, '../../..');

const page = "import { registerGamesTranslations } from '../i18n/register';\nregisterGamesTranslations();\nexport default function P() { return null; }\n";

const wellShaped = {
  'mf-games/README.md': '# mf-games',
  'mf-games/src/expose.ts': '',
  'mf-games/src/env.d.ts': '',
  'mf-games/src/routes/wheel.tsx': page,
  'mf-games/src/routes/wheel.test.tsx': '',
  'mf-games/src/api/games.ts': '',
  'mf-games/src/api/games.test.ts': '',
  'mf-games/src/i18n/fr.json': '{}',
  'mf-games/src/i18n/en.json': '{}',
  'mf-games/src/i18n/register.ts': '',
  'mf-games/src/i18n/keys.test.ts': '',
  'mf-games/src/features/wheel/components/wheel-disc.tsx': '',
  'mf-games/src/features/wheel/components/wheel-disc.test.tsx': '',
  'mf-games/src/features/wheel/components/wheel.css': '',
  'mf-games/src/features/wheel/lib/geometry.ts': '',
  'mf-games/src/features/wheel/lib/geometry.test.ts': '',
  'mf-games/src/features/wheel/use-spin.ts': '',
  'mf-games/src/features/wheel/use-spin.test.tsx': '',
};

describe('remote layout', () => {
  it(`every remote of this repository has the one layout (paths under <remote>/src/):\n${LAYOUT_RULE}`, () => {
    expect(findLayoutProblems(repoRoot)).toEqual([]);
  });

  it('the seasonal-remote template (what `pnpm campaign new` copies) has it too', () => {
    expect(remoteLayoutProblems(join(repoRoot, 'tools/templates/seasonal-remote'), 'seasonal-remote')).toEqual([]);
  });

  it('accepts the layout', () => {
    expect(findLayoutProblems(fixture(wellShaped))).toEqual([]);
  });

  it('reports stray files: a component at a feature top level, a src/lib, a top-level module, a second i18n module, logic in components', () => {
    const root = fixture({
      ...wellShaped,
      'mf-games/src/features/wheel/wheel-game.tsx': '',
      'mf-games/src/features/wheel/wheel.css': '',
      'mf-games/src/lib/retry.ts': '',
      'mf-games/src/search-box.tsx': '',
      'mf-games/src/i18n/index.ts': '',
      'mf-games/src/features/wheel/components/odds.ts': '',
      'mf-games/src/features/wheel/lib/odds-table.tsx': '',
      'mf-games/src/routes/WheelPage.tsx': page,
      'mf-games/src/features/wheel/test-support/fake.ts': '',
    });
    expect(findLayoutProblems(root).map((p) => p.file)).toEqual([
      'mf-games/src/features/wheel/components/odds.ts',
      'mf-games/src/features/wheel/lib/odds-table.tsx',
      'mf-games/src/features/wheel/test-support/fake.ts',
      'mf-games/src/features/wheel/wheel-game.tsx',
      'mf-games/src/features/wheel/wheel.css',
      'mf-games/src/i18n/index.ts',
      'mf-games/src/lib/retry.ts',
      'mf-games/src/routes/WheelPage.tsx',
      'mf-games/src/search-box.tsx',
    ]);
  });

  it('accepts shared test support imported by tests, and reports it imported by shipped code', () => {
    const root = fixture({
      ...wellShaped,
      'mf-games/src/test-support/fake-backend.ts': '',
      'mf-games/src/features/wheel/lib/odds.test.ts': "import { fakeBackend } from '../../../test-support/fake-backend';",
      'mf-games/src/features/wheel/lib/odds.ts': "import { fakeBackend } from '../../../test-support/fake-backend';",
    });
    expect(findLayoutProblems(root)).toEqual([{ file: 'mf-games/src/features/wheel/lib/odds.ts', problem: 'imports test-support/ but is not a test' }]);
  });

  it('reports page modules that do not call the registration, and a remote without README', () => {
    const { 'mf-games/README.md': _readme, ...rest } = wellShaped;
    const root = fixture({
      ...rest,
      'mf-games/src/routes/quiz.tsx': "import { NS } from '../i18n';\n",
      // Imported for its side effect only: the texts are not registered by a call.
      'mf-games/src/routes/tombola.tsx': "import { NS } from '../i18n/register';\n",
    });
    expect(findLayoutProblems(root)).toEqual([
      { file: 'mf-games/README.md', problem: 'is missing' },
      { file: 'mf-games/src/routes/quiz.tsx', problem: 'is a page module that does not call register…Translations() from ../i18n/register' },
      { file: 'mf-games/src/routes/tombola.tsx', problem: 'is a page module that does not call register…Translations() from ../i18n/register' },
    ]);
  });

  it('checks every mf-* folder with a src/, so a new remote is checked from its first commit', () => {
    const root = fixture({ ...wellShaped, 'mf-season/README.md': '', 'mf-season/src/page.tsx': '' });
    expect(findLayoutProblems(root)).toEqual([{ file: 'mf-season/src/page.tsx', problem: 'is outside the remote layout' }]);
  });
});
