import type { RouteDef } from '../../../shared/src/contracts/routes.ts';
import type { ActivationWindow, RemoteState, StoreState } from './state.ts';

/** A mistake of the operator (unknown remote, nothing to roll back…): printed, exit code 1. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface Change {
  state: StoreState;
  changed: boolean;
  message: string;
}

/** Remote names become URL segments and file names: keep them boring. */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,63}$/;
/** `<package version>-<8 hex>`; semver pre-release/build chars allowed in the package part. */
const VERSION = /^[0-9A-Za-z.+-]{1,64}-[0-9a-f]{8}$/;

export function assertRemoteName(name: string): void {
  if (!REMOTE_NAME.test(name)) throw new ReleaseError(`invalid remote name "${name}"`);
}

export function versionOf(packageVersion: string, contentHash: string): string {
  const version = `${packageVersion}-${contentHash}`;
  if (!VERSION.test(version)) throw new ReleaseError(`invalid version "${version}"`);
  return version;
}

export function isValidVersion(version: string): boolean {
  return VERSION.test(version);
}

function clone(state: StoreState): StoreState {
  return structuredClone(state);
}

/**
 * Makes `version` the current one. Publishing identical content again is a no-op, so that
 * `publish-all` on every start does not grow the history or change the build id.
 */
export function applyRelease(
  state: StoreState,
  input: { name: string; version: string; routes: RouteDef[]; now: Date },
): Change {
  assertRemoteName(input.name);
  const next = clone(state);
  const remote: RemoteState = (next.remotes[input.name] ??= {
    name: input.name,
    current: null,
    history: [],
    versions: {},
  });
  remote.versions[input.version] ??= { routes: input.routes, publishedAt: input.now.toISOString() };
  if (remote.current === input.version) {
    return { state, changed: false, message: `${input.name}@${input.version} is already current` };
  }
  const previous = remote.current;
  if (previous !== null) remote.history.push(previous);
  remote.current = input.version;
  return {
    state: next,
    changed: true,
    message: previous
      ? `${input.name}: ${previous} → ${input.version}`
      : `${input.name}: first release ${input.version}`,
  };
}

/** Switches back to the version that was current before (or to `to`, which must be in history). */
export function applyRollback(state: StoreState, name: string, to?: string): Change {
  const next = clone(state);
  const remote = next.remotes[name];
  if (!remote) throw new ReleaseError(`unknown remote "${name}"`);
  let index = remote.history.length - 1;
  if (to !== undefined) {
    index = remote.history.lastIndexOf(to);
    if (index < 0) throw new ReleaseError(`${name}: ${to} is not in its history (${remote.history.join(', ') || 'empty'})`);
  }
  const target = remote.history[index];
  if (target === undefined) throw new ReleaseError(`${name}: no previous version to roll back to`);
  const from = remote.current;
  // Versions rolled past leave the history (they stay published under .store, and a
  // later `release` of the same content makes them current again).
  remote.history = remote.history.slice(0, index);
  remote.current = target;
  return { state: next, changed: true, message: `${name}: rolled back ${from} → ${target}` };
}

export function parseInstant(value: string, label: string): Date {
  // Date.parse accepts "2024" or "March 7"; campaigns need unambiguous instants.
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
    throw new ReleaseError(`${label} must be an ISO 8601 date or date-time, got "${value}"`);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ReleaseError(`${label} is not a valid date: "${value}"`);
  return date;
}

export function validateWindow(window: ActivationWindow): ActivationWindow {
  const from = window.from === undefined ? undefined : parseInstant(window.from, '--from');
  const until = window.until === undefined ? undefined : parseInstant(window.until, '--until');
  if (from && until && from.getTime() >= until.getTime()) {
    throw new ReleaseError(`--from (${window.from}) must be before --until (${window.until})`);
  }
  // Stored normalised to UTC so that every reader compares the same instants.
  return {
    ...(from ? { from: from.toISOString() } : {}),
    ...(until ? { until: until.toISOString() } : {}),
  };
}

export interface WindowInput extends ActivationWindow {
  name: string;
  /** Route path as in the route table; absent = the whole remote. */
  route?: string;
  /** Removes the window instead of setting it. */
  clear?: boolean;
}

/** Sets or clears the activation window of a remote, or of one of its routes. */
export function applyWindow(state: StoreState, input: WindowInput): Change {
  const next = clone(state);
  const remote = next.remotes[input.name];
  if (!remote) throw new ReleaseError(`unknown remote "${input.name}" (release it first)`);
  if (!input.clear && input.from === undefined && input.until === undefined) {
    throw new ReleaseError('give --from and/or --until, or --clear');
  }
  const window = input.clear ? {} : validateWindow(input);
  const target = input.route ?? 'remote';
  if (input.route !== undefined) {
    const known = Object.values(remote.versions).some((v) => v.routes.some((r) => r.path === input.route));
    if (!known) throw new ReleaseError(`${input.name} has no route "${input.route}"`);
    const windows = (remote.routeWindows ??= {});
    if (input.clear) delete windows[input.route];
    else windows[input.route] = window;
    if (Object.keys(windows).length === 0) delete remote.routeWindows;
  } else {
    delete remote.from;
    delete remote.until;
    Object.assign(remote, window);
  }
  const before = JSON.stringify(state.remotes[input.name]);
  const changed = before !== JSON.stringify(remote);
  const describe = input.clear ? 'cleared' : `${window.from ?? '…'} – ${window.until ?? '…'}`;
  return { state: changed ? next : state, changed, message: `${input.name} ${target} window ${describe}` };
}

/** A fresh opaque build id; only its inequality with the previous one matters. */
export function newBuildId(now: Date, random: string): string {
  return `${now.getTime().toString(36)}-${random}`;
}
