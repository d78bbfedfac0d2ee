/**
 * Release tooling. Usage (from the repo root):
 *   pnpm release <remote> [--from <iso>] [--until <iso>]   build one remote, publish, make current
 *   pnpm rollback <remote> [--to <version>]                 previous (or given) version becomes current
 *   pnpm publish-all                                        publish every existing dist (no build)
 *   node --import tsx tools/src/release/cli.ts window <remote> [--route /path] (--from <iso> --until <iso> | --clear)
 *   node --import tsx tools/src/release/cli.ts status
 * `campaign` is an alias of `window`. STORE_DIR overrides the store location (default .store/).
 */
import { parseArgs } from 'node:util';
import { toRuntimeManifest } from '../gateway/runtime-manifest.ts';
import { publishAll, release, rollback, setWindow, type Context } from './commands.ts';
import { defaultStoreDir, readState } from './store.ts';
import { ReleaseError } from './versioning.ts';

const USAGE = `usage:
  cli.ts release <remote> [--from <iso>] [--until <iso>]
  cli.ts rollback <remote> [--to <version>]
  cli.ts publish-all
  cli.ts window|campaign <remote> [--route <path>] (--from <iso> [--until <iso>] | --until <iso> | --clear)
  cli.ts status`;

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      until: { type: 'string' },
      route: { type: 'string' },
      to: { type: 'string' },
      clear: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  const ctx: Context = { storeDir: defaultStoreDir() };
  const window = { ...(values.from ? { from: values.from } : {}), ...(values.until ? { until: values.until } : {}) };
  const one = (): string => {
    if (rest.length !== 1 || !rest[0]) throw new ReleaseError(`${command} takes exactly one remote\n${USAGE}`);
    return rest[0];
  };
  if (values.help) {
    console.info(USAGE);
    return;
  }
  switch (command) {
    case 'release':
      await release(ctx, one(), window);
      break;
    case 'rollback':
      await rollback(ctx, one(), values.to);
      break;
    case 'publish-all':
      await publishAll(ctx);
      break;
    case 'window':
    case 'campaign':
      await setWindow(ctx, { name: one(), ...window, ...(values.route ? { route: values.route } : {}), ...(values.clear ? { clear: true } : {}) });
      break;
    case 'status': {
      const state = await readState(ctx.storeDir);
      console.info(JSON.stringify({ state, servedNow: toRuntimeManifest(state, new Date()) }, null, 2));
      break;
    }
    default:
      throw new ReleaseError(USAGE);
  }
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
