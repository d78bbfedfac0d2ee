import { dirname, join, resolve } from 'node:path';
import { TOKEN_FILE } from './admin-token.ts';

export type Command =
  | { name: 'list' }
  | { name: 'show'; slug: string }
  | { name: 'create'; file: string }
  | { name: 'edit'; slug: string; file: string }
  | { name: 'schedule'; slug: string; from?: string; until?: string }
  | { name: 'remove'; slug: string };

export interface Invocation {
  command: Command;
  /** The store (or back end) to talk to, without a trailing slash. */
  api: string;
  tokenFile: string;
}

export const USAGE = `Campaign pages: create, edit, schedule and remove them on a running store.

  pnpm campaigns list
  pnpm campaigns show <slug>
  pnpm campaigns create <campaign.json>
  pnpm campaigns edit <slug> <changes.json>
  pnpm campaigns schedule <slug> [--from <iso date>] [--until <iso date>]
  pnpm campaigns remove <slug>

Options: --api <url> (default http://127.0.0.1:$PORT, PORT 8080), --token-file <path>.
The credential is CAMPAIGN_ADMIN_TOKEN, else the file the server generated beside its database
(DB_PATH's folder, else STORE_DIR, else .store/${TOKEN_FILE}).`;

export class UsageError extends Error {}

/** Parses `argv` (after the script name) into one command; throws `UsageError` with the reason. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv, repoRoot: string): Invocation {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  const known = new Set(['api', 'token-file', 'from', 'until']);
  for (const name of Object.keys(options)) if (!known.has(name)) throw new UsageError(`unknown option --${name}`);
  const [name, ...rest] = positional;
  const need = (count: number) => {
    if (rest.length !== count) throw new UsageError(`${name} takes ${count} argument${count === 1 ? '' : 's'}`);
  };
  let command: Command;
  switch (name) {
    case 'list':
      need(0);
      command = { name };
      break;
    case 'show':
    case 'remove':
      need(1);
      command = { name, slug: rest[0]! };
      break;
    case 'create':
      need(1);
      command = { name, file: rest[0]! };
      break;
    case 'edit':
      need(2);
      command = { name, slug: rest[0]!, file: rest[1]! };
      break;
    case 'schedule':
      need(1);
      if (!options['from'] && !options['until']) throw new UsageError('schedule needs --from, --until or both');
      command = { name, slug: rest[0]!, ...(options['from'] ? { from: options['from'] } : {}), ...(options['until'] ? { until: options['until'] } : {}) };
      break;
    default:
      throw new UsageError(name ? `unknown command ${name}` : 'no command');
  }
  const dataDir = env['DB_PATH'] ? dirname(resolve(env['DB_PATH'])) : resolve(env['STORE_DIR'] || join(repoRoot, '.store'));
  return {
    command,
    api: (options['api'] ?? `http://127.0.0.1:${env['PORT'] ?? 8080}`).replace(/\/+$/, ''),
    tokenFile: options['token-file'] ?? join(dataDir, TOKEN_FILE),
  };
}

/** The admin API call a command makes: method, path below the origin, body. */
const at = (slug: string) => `/api/admin/campaigns/${slug.split('/').map(encodeURIComponent).join('/')}`;

export function requestFor(command: Command, readJson: (file: string) => unknown): { method: string; path: string; body?: unknown } {
  switch (command.name) {
    case 'list':
      return { method: 'GET', path: '/api/admin/campaigns' };
    case 'show':
      return { method: 'GET', path: at(command.slug) };
    case 'create':
      return { method: 'POST', path: '/api/admin/campaigns', body: readJson(command.file) };
    case 'edit':
      return { method: 'PATCH', path: at(command.slug), body: readJson(command.file) };
    case 'schedule':
      return { method: 'PATCH', path: at(command.slug), body: { ...(command.from ? { starts_at: command.from } : {}), ...(command.until ? { ends_at: command.until } : {}) } };
    case 'remove':
      return { method: 'DELETE', path: at(command.slug) };
  }
}
