import { mkdir, mkdtemp, readdir, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../release/store.ts';

/**
 * For tests only: a pnpm workspace in a temporary folder that sees the checkout's `shared`,
 * `shell`, `tools` and installed packages through links, so a seasonal remote can be scaffolded,
 * checked, built and released there. Scaffolding into the checkout itself would make the new
 * package part of the shared workspace: the next `pnpm` command anyone runs would install it and
 * write it into the lockfile. `withRemotes` links the checkout's remotes in too (name and path
 * clashes). The workspace never installs (`verifyDepsBeforeRun: false`): its new packages get
 * their `node_modules` from `linkLikeSibling`.
 */
export async function throwawayWorkspace(options: { withRemotes?: boolean } = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'seasonal-workspace-'));
  const remotes = options.withRemotes ? (await readdir(repoRoot)).filter((d) => d.startsWith('mf-')) : [];
  for (const entry of ['shared', 'shell', 'tools', 'tsconfig.base.json', ...remotes]) await symlink(join(repoRoot, entry), join(root, entry));
  // pnpm refuses a linked node_modules at a workspace root: a folder of links to its entries.
  await mkdir(join(root, 'node_modules'));
  for (const entry of await readdir(join(repoRoot, 'node_modules'))) {
    if (!entry.startsWith('.') || entry === '.bin' || entry === '.pnpm') await symlink(join(repoRoot, 'node_modules', entry), join(root, 'node_modules', entry));
  }
  await writeFile(join(root, 'pnpm-workspace.yaml'), "packages:\n  - 'mf-*'\nverifyDepsBeforeRun: false\n");
  await writeFile(join(root, 'package.json'), `${JSON.stringify({ private: true, type: 'module', scripts: { typecheck: 'pnpm -r --parallel run typecheck' } }, null, 2)}\n`);
  // The checkout's unit-test set-up for remotes' code, for this workspace's remotes.
  await writeFile(join(root, 'vitest.config.ts'), "export default { test: { environment: 'happy-dom', include: ['mf-*/src/**/*.test.{ts,tsx}'] } };\n");
  return root;
}

/**
 * Gives `pkgDir` the `node_modules` a `pnpm install` would, by linking the packages an installed
 * remote (`sibling`, same dependency ranges: both come from the same template of the house) has.
 */
export async function linkLikeSibling(pkgDir: string, sibling: string): Promise<void> {
  const pkg = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
  for (const name of names) {
    const target = await realpath(join(sibling, 'node_modules', name));
    const link = join(pkgDir, 'node_modules', name);
    await mkdir(dirname(link), { recursive: true });
    await symlink(target, link, 'dir');
  }
  // pnpm's bin shims resolve themselves through links, so the sibling's serve this package too.
  const bins = join(sibling, 'node_modules', '.bin');
  await mkdir(join(pkgDir, 'node_modules', '.bin'), { recursive: true });
  for (const bin of await readdir(bins)) await symlink(join(bins, bin), join(pkgDir, 'node_modules', '.bin', bin));
}
