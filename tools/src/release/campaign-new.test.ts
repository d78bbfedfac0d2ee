import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { remoteLayoutProblems } from '../checks/layout.ts';
import { findTranslationProblems } from '../checks/translations.ts';
import { remotePackageName, scaffoldSeasonalRemote, TEMPLATE_DIR } from './campaign-new.ts';
import { linkLikeSibling, throwawayWorkspace } from '../test-support/seasonal-workspace.ts';
import { repoRoot } from './store.ts';

async function tree(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules') continue;
    if (e.isDirectory()) out.push(...(await tree(join(dir, e.name), base)));
    else out.push(join(dir, e.name).slice(base.length + 1));
  }
  return out.toSorted();
}

describe('remotePackageName', () => {
  it('takes a kebab-case name with or without the mf- prefix', () => {
    expect(remotePackageName('ramadan-2027')).toBe('mf-ramadan-2027');
    expect(remotePackageName('mf-tv-mania')).toBe('mf-tv-mania');
    expect(remotePackageName('can2027')).toBe('mf-can2027');
  });

  it.each(['Ramadan', 'ramadan_2027', 'ramadan--2027', '-ramadan', 'ramadan-', '2027-ramadan', 'mf-', '', 'ramadan 2027', 'ramadan/2027', 'a'.repeat(48)])('refuses %j', (name) => {
    expect(() => remotePackageName(name)).toThrow(/kebab-case/);
  });

  it("refuses the template's own name", () => {
    expect(() => remotePackageName('seasonal-template')).toThrow(/template/);
  });
});

const cli = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', join(repoRoot, 'tools/src/release/campaign-new-cli.ts'), ...args], { cwd: repoRoot }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code?: number; stderr?: string }) => ({ code: error.code ?? 1, out: error.stderr ?? '' }),
  );

describe('pnpm campaign (the CLI)', () => {

  it('takes only "new <name>", and refuses a bad or taken name before writing anything', { timeout: 60_000 }, async () => {
    const before = (await readdir(repoRoot)).toSorted();
    expect(await cli('ramadan')).toMatchObject({ code: 1, out: expect.stringContaining('usage: pnpm campaign new <name>') });
    expect(await cli('new', 'Ramadan_2027')).toEqual({ code: 1, out: expect.stringContaining('"Ramadan_2027" is not a kebab-case name') });
    expect(await cli('new', 'promotions')).toEqual({ code: 1, out: expect.stringContaining('already named mf-promotions') });
    expect(await cli('new', 'ramadan', '--category', 'abc')).toEqual({ code: 1, out: expect.stringContaining('--category takes a category id') });
    expect((await readdir(repoRoot)).toSorted()).toEqual(before);
  });
});

describe('scaffoldSeasonalRemote', () => {
  let root: string;
  beforeEach(async () => {
    root = await throwawayWorkspace({ withRemotes: true });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("writes the template's files with the campaign's names, nothing of the template's left", async () => {
    const made = await scaffoldSeasonalRemote({ rootDir: root, name: 'ramadan-2027' });
    expect(made).toMatchObject({ pkg: 'mf-ramadan-2027', route: '/ramadan-2027', dir: join(root, 'mf-ramadan-2027') });
    expect(await tree(made.dir)).toEqual(await tree(TEMPLATE_DIR));
    const leftovers: string[] = [];
    for (const file of made.files) if (/seasonal[-_]template|3099/.test(await readFile(join(made.dir, file), 'utf8'))) leftovers.push(file);
    expect(leftovers).toEqual([]);
    expect(JSON.parse(await readFile(join(made.dir, 'package.json'), 'utf8')).name).toBe('mf-ramadan-2027');
    expect(await readFile(join(made.dir, 'src/expose.ts'), 'utf8')).toContain("[{ path: '/ramadan-2027', page: 'season' }]");
    expect(await readFile(join(made.dir, 'rsbuild.config.ts'), 'utf8')).toContain(`defineRemoteConfig({ name: 'mf-ramadan-2027', routes, devPort: ${made.devPort} })`);
    expect(await readFile(join(made.dir, 'src/i18n/register.ts'), 'utf8')).toContain("NS = 'mf_ramadan_2027'");
    // A dev port no other remote uses.
    for (const dir of (await readdir(root)).filter((d) => d.startsWith('mf-') && d !== made.pkg)) {
      expect(await readFile(join(root, dir, 'rsbuild.config.ts'), 'utf8')).not.toContain(`devPort: ${made.devPort}`);
    }
    // Its texts pass the workspace's translation check (same keys in both languages, every key used exists).
    expect(findTranslationProblems(root).filter((p) => p.file.startsWith(made.pkg))).toEqual([]);
    // And the remote layout every remote follows.
    expect(remoteLayoutProblems(made.dir, made.pkg)).toEqual([]);
  });

  it('takes another path and selection, and refuses an unknown flag', async () => {
    const made = await scaffoldSeasonalRemote({ rootDir: root, name: 'fete-des-meres', route: '/fete-des-meres/offres', flags: ['is_free_shipping', 'is_crazy_day'], categoryId: 2412 });
    const selection = await readFile(join(made.dir, 'src/features/season/lib/selection.ts'), 'utf8');
    expect(selection).toContain("SELECTION: Selection = { flags: ['is_free_shipping', 'is_crazy_day'], categoryId: 2412,");
    expect(await readFile(join(made.dir, 'src/expose.ts'), 'utf8')).toContain("path: '/fete-des-meres/offres'");
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'other', flags: ['is_cheap'] })).rejects.toThrow(/unknown flag is_cheap/);
    expect(existsSync(join(root, 'mf-other'))).toBe(false);
  });

  it('refuses a name or a path that is taken, writing nothing', async () => {
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'promotions' })).rejects.toThrow(/already named mf-promotions/);
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'aide', route: '/centre-daide' })).rejects.toThrow(/already served by mf-promotions/);
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'connexion', route: '/login' })).rejects.toThrow(/page of the shell/);
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'soldes', route: '/Soldes' })).rejects.toThrow(/kebab-case/);
    await scaffoldSeasonalRemote({ rootDir: root, name: 'soldes' });
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'soldes' })).rejects.toThrow(/already named mf-soldes/);
    // A second remote may not take the first one's page either.
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'soldes-bis', route: '/soldes' })).rejects.toThrow(/already served by mf-soldes/);
    expect((await readdir(root)).filter((d) => /^mf-(aide|connexion|soldes-bis)$/.test(d))).toEqual([]);
  });

  it('refuses a workspace that would not include the new package', async () => {
    await rm(join(root, 'pnpm-workspace.yaml'));
    await writeFile(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - shared\n  - shell\n  - mf-promotions\n');
    await expect(scaffoldSeasonalRemote({ rootDir: root, name: 'ramadan' })).rejects.toThrow(/does not include mf-ramadan/);
  });

  it('passes its own tests after the campaign renames every text (what its first release runs)', { timeout: 180_000 }, async () => {
    const made = await scaffoldSeasonalRemote({ rootDir: root, name: 'fete-des-peres' });
    await linkLikeSibling(made.dir, join(repoRoot, 'mf-promotions'));
    const renamed = {
      fr: { title: 'Fête des pères : les cadeaux', intro: 'Des idées pour papa, livrées partout au Cameroun.', count_one: '{{count}} cadeau pour papa', count_other: '{{count}} cadeaux pour papa', empty: 'Plus de cadeau en stock pour le moment.', homeCta: 'Voir la boutique', loadFailed: 'Les cadeaux ne se chargent pas.' },
      en: { title: "Father's Day: the gifts", intro: 'Ideas for dad, delivered all over Cameroon.', count_one: '{{count}} gift for dad', count_other: '{{count}} gifts for dad', empty: 'No gift left in stock right now.', homeCta: 'See the shop', loadFailed: 'The gifts could not be loaded.' },
    };
    for (const [locale, texts] of Object.entries(renamed)) {
      const file = join(made.dir, 'src/i18n', `${locale}.json`);
      // Every key of the template is renamed: a key added to the template must be renamed here too.
      expect(Object.keys(texts).toSorted()).toEqual(Object.keys(JSON.parse(await readFile(file, 'utf8')) as object).toSorted());
      await writeFile(file, `${JSON.stringify(texts, null, 2)}\n`);
    }
    // The command `release` runs as its test gate, from the workspace root.
    const vitest = join(repoRoot, 'node_modules', '.bin', 'vitest');
    const result = await promisify(execFile)(vitest, ['run', '--passWithNoTests', `${made.pkg}/src`], { cwd: root, env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' } }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    expect(result.output).toMatch(/Test Files\s+\d+ passed/);
    expect(result).toMatchObject({ code: 0 });
  });

  it("passes the workspace's typecheck", { timeout: 120_000 }, async () => {
    const made = await scaffoldSeasonalRemote({ rootDir: root, name: 'typed-season' });
    await linkLikeSibling(made.dir, join(repoRoot, 'mf-promotions'));
    const tsc = join(repoRoot, 'node_modules', '.bin', 'tsc');
    const result = await promisify(execFile)(tsc, ['-p', join(made.dir, 'tsconfig.json')], { cwd: made.dir }).then(
      () => ({ code: 0, output: '' }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, output: error.stdout ?? '' }),
    );
    expect(result).toEqual({ code: 0, output: '' });
  });
});
