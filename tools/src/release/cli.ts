/**
 * Release tooling. Usage (from the repo root): see USAGE below and tools/README.md.
 * STORE_DIR overrides the store location (default .store/).
 */
import { parseArgs } from 'node:util';
import { toRuntimeManifest } from './runtime-manifest.ts';
import { formatCampaigns, listCampaigns } from './campaigns.ts';
import { promote, prune, publishAll, release, rollback, setWindow, listRemotes, type Context } from './commands.ts';
import { promoteOnStore, releaseToStore, remoteStore, rollbackOnStore } from './remote-store.ts';
import { storeCampaigns } from './route-ownership.ts';
import { SHELL } from './state.ts';
import { defaultStoreDir, readState } from './store.ts';
import { ReleaseError } from './versioning.ts';

const USAGE = `usage:
  cli.ts release <remote|shell> [--force] [--canary <percent>] [--accept-contract] [--keep <n>]
                 [--from <iso>] [--until <iso>] (--route <path> | --whole-remote)   (a campaign window)
  cli.ts rollback <remote|shell> [--to <version>]     (during a canary: ends it)
  cli.ts promote <remote>                              (a canary's version goes live for everybody)
  cli.ts prune <remote|shell|--all> [--keep <n>]
  --store <url> with release, rollback or promote: into that running store (RELEASE_TOKEN in the env)
  cli.ts publish-all [--switch-new]                   (--switch-new: content never stored before goes live; docker image start)
  cli.ts window|campaign <remote> (--route <path> | --whole-remote) (--from <iso> [--until <iso>] | --until <iso> | --clear)
  cli.ts campaigns|windows list [--json]
  cli.ts status`;

function integer(value: string | undefined, label: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new ReleaseError(`${label} takes a whole number, got "${value}"`);
  return Number(value);
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      until: { type: 'string' },
      route: { type: 'string' },
      'whole-remote': { type: 'boolean' },
      'switch-new': { type: 'boolean' },
      to: { type: 'string' },
      clear: { type: 'boolean' },
      canary: { type: 'string' },
      force: { type: 'boolean' },
      'accept-contract': { type: 'boolean' },
      keep: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      store: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  // A release must not take a live campaign's address: the running store knows them.
  const ctx: Context = { storeDir: defaultStoreDir(), campaigns: storeCampaigns() };
  const window = { ...(values.from ? { from: values.from } : {}), ...(values.until ? { until: values.until } : {}) };
  const one = (): string => {
    if (rest.length !== 1 || !rest[0]) throw new ReleaseError(`${command} takes exactly one remote\n${USAGE}`);
    return rest[0];
  };
  const keep = integer(values.keep, '--keep');
  if (keep !== undefined && keep < 1) throw new ReleaseError('--keep must be at least 1');
  const target = { ...(values.route ? { route: values.route } : {}), ...(values['whole-remote'] ? { wholeRemote: true } : {}) };
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (values.store !== undefined && !['release', 'rollback', 'promote'].includes(command ?? '')) throw new ReleaseError(`--store goes with release, rollback or promote\n${USAGE}`);
  // Checked before any build: a release that cannot be sent is not started.
  const store = values.store === undefined ? undefined : remoteStore(values.store);
  switch (command) {
    case 'release': {
      const canary = integer(values.canary, '--canary');
      const options = {
        window,
        ...target,
        ...(canary !== undefined ? { canary } : {}),
        ...(values.force ? { force: true } : {}),
        ...(values['accept-contract'] ? { acceptContract: true } : {}),
        ...(keep !== undefined ? { keep } : {}),
      };
      if (store) await releaseToStore({}, store, one(), options);
      else await release(ctx, one(), options);
      break;
    }
    case 'rollback':
      if (store) await rollbackOnStore(store, one(), values.to);
      else await rollback(ctx, one(), values.to);
      break;
    case 'promote':
      if (store) await promoteOnStore(store, one());
      else await promote(ctx, one());
      break;
    case 'prune': {
      const names = values.all ? [SHELL, ...(await listRemotes())] : [one()];
      for (const name of names) {
        const state = await readState(ctx.storeDir);
        if (name === SHELL ? state.shell : state.remotes[name]) await prune(ctx, name, keep);
      }
      break;
    }
    case 'publish-all':
      await publishAll(ctx, values['switch-new'] ? { switchIfNew: true } : {});
      break;
    case 'window':
    case 'campaign':
      await setWindow(ctx, { name: one(), ...window, ...target, ...(values.clear ? { clear: true } : {}) });
      break;
    // `windows` is the root script's name (`pnpm windows list`): `pnpm campaigns` is the content campaigns' CLI.
    case 'windows':
    case 'campaigns': {
      if (rest[0] !== 'list') throw new ReleaseError(USAGE);
      const rows = listCampaigns(await readState(ctx.storeDir), new Date());
      console.info(values.json ? JSON.stringify(rows, null, 2) : formatCampaigns(rows));
      break;
    }
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
