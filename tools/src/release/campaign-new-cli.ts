/**
 * `pnpm campaign new <name> [--route /path] [--flag <flag>]… [--category <id>] [--no-install]`:
 * scaffolds a seasonal remote (see campaign-new.ts). `pnpm campaigns …` is another tool: the
 * content campaigns (pages as data) of the back end.
 */
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { scaffoldSeasonalRemote, SELECTION_FLAGS } from './campaign-new.ts';
import { repoRoot } from './store.ts';
import { ReleaseError } from './versioning.ts';

const USAGE = `usage: pnpm campaign new <name> [--route /path] [--flag <flag>]... [--category <id>] [--no-install]
  <name>        kebab-case, e.g. ramadan-2027 (the package is mf-ramadan-2027)
  --route       the page's path (default /<name>)
  --flag        products must carry it (repeatable; default is_black_friday): ${SELECTION_FLAGS.join(', ')}
  --category    only products of this category id
  --no-install  do not run pnpm install (the package is linked by the next install)
then: pnpm release mf-<name> --whole-remote --from <iso> --until <iso>`;

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      route: { type: 'string' },
      flag: { type: 'string', multiple: true },
      category: { type: 'string' },
      'no-install': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const [command, name, ...rest] = positionals;
  if (command !== 'new' || !name || rest.length > 0) throw new ReleaseError(USAGE);
  if (values.category !== undefined && !/^\d+$/.test(values.category)) throw new ReleaseError('--category takes a category id (a positive whole number)');
  const made = await scaffoldSeasonalRemote({
    rootDir: repoRoot,
    name,
    ...(values.route ? { route: values.route } : {}),
    ...(values.flag ? { flags: values.flag } : {}),
    ...(values.category !== undefined ? { categoryId: Number(values.category) } : {}),
  });
  console.info(`${made.pkg}: ${made.files.length} files in ${relative(process.cwd(), made.dir) || '.'}/, page ${made.route}, dev port ${made.devPort}`);
  if (!values['no-install']) {
    // The dependencies are the other remotes' own, so the local store has them: no download.
    const install = spawnSync('pnpm', ['install', '--offline'], { cwd: repoRoot, stdio: 'inherit' });
    if (install.status !== 0) console.warn(`pnpm install --offline failed: run pnpm install to link ${made.pkg}`);
  }
  console.info(`next: edit ${made.pkg}/src/features/season/lib/selection.ts and src/i18n/{fr,en}.json, commit, then
  pnpm release ${made.pkg} --whole-remote --from <iso> --until <iso>`);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ReleaseError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`error: ${(error as Error).message}`);
    process.exit(1);
  }
  throw error;
}
