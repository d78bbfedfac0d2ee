import type { RouteDef } from '@shop/shared/contracts/routes';
import { SHELL, type ActivationWindow, type BundleState, type PublishedVersion, type StoreState } from './state.ts';

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

/** The shell or a remote of `state` (created when `create`), by command name. */
export function bundleOf(state: StoreState, name: string, create = false): BundleState | undefined {
  if (name === SHELL) {
    if (!state.shell && create) state.shell = { name, current: null, history: [], versions: {} };
    return state.shell;
  }
  if (!state.remotes[name] && create) state.remotes[name] = { name, current: null, history: [], versions: {} };
  return state.remotes[name];
}

export interface ReleaseInput {
  name: string;
  version: string;
  routes: RouteDef[];
  now: Date;
  /** Recorded with the version when it is first stored. */
  meta?: Omit<PublishedVersion, 'routes' | 'publishedAt'>;
  /**
   * `publish-all` on every start: store the version, but once the bundle has a current version
   * leave it alone, so that a restart never undoes a rollback or a release.
   */
  onlyIfNone?: boolean;
  /**
   * With `onlyIfNone`: still switch when this content was never stored before (a new image
   * deployed with docker), never for content already stored (a restart, a rolled-back version).
   */
  switchIfNew?: boolean;
  /** Serve the version to this share (1–99) of shoppers instead of making it current. */
  canary?: number;
}

/**
 * Makes `version` the current one. Publishing identical content again is a no-op, so that
 * `publish-all` on every start does not grow the history or change the build id.
 */
export function applyRelease(state: StoreState, input: ReleaseInput): Change {
  assertRemoteName(input.name);
  const next = clone(state);
  const bundle = bundleOf(next, input.name, true)!;
  const stored = input.version in bundle.versions;
  if (!stored) bundle.versions[input.version] = { routes: input.routes, publishedAt: input.now.toISOString(), ...input.meta };
  if (bundle.current === input.version) {
    return { state: stored ? state : next, changed: !stored, message: `${input.name}@${input.version} is already current` };
  }
  if (input.onlyIfNone && bundle.current !== null && !(input.switchIfNew && !stored)) {
    return {
      state: stored ? state : next,
      changed: !stored,
      message: `${input.name}: live version stays ${bundle.current}${stored ? '' : ` (stored ${input.version}; pnpm release or rollback --to switches)`}`,
    };
  }
  if (input.canary !== undefined) {
    if (!Number.isInteger(input.canary) || input.canary < 1 || input.canary > 99) throw new ReleaseError('--canary takes a percentage from 1 to 99');
    if (bundle.current === null) throw new ReleaseError(`${input.name}: a canary needs a live version to compare with; release it first`);
    bundle.canary = { version: input.version, percent: input.canary, startedAt: input.now.toISOString() };
    return { state: next, changed: true, message: `${input.name}: canary ${input.version} for ${input.canary}% of shoppers (live stays ${bundle.current})` };
  }
  const previous = bundle.current;
  if (previous !== null) bundle.history.push(previous);
  bundle.current = input.version;
  // A full release ends a running canary: its version is either this one or superseded.
  delete bundle.canary;
  return {
    state: next,
    changed: true,
    message: previous ? `${input.name}: ${previous} → ${input.version}` : `${input.name}: first release ${input.version}`,
  };
}

/**
 * Switches back to the version that was current before, or to `to`: any version still stored.
 * While a canary runs, a plain rollback ends the canary and the live version stays.
 */
export function applyRollback(state: StoreState, name: string, to?: string): Change {
  const next = clone(state);
  const bundle = bundleOf(next, name);
  if (!bundle) throw new ReleaseError(`unknown remote "${name}"`);
  if (to === undefined && bundle.canary) {
    const { version } = bundle.canary;
    delete bundle.canary;
    return { state: next, changed: true, message: `${name}: canary ${version} ended, every shopper gets ${bundle.current}` };
  }
  const from = bundle.current;
  if (to !== undefined && !(to in bundle.versions)) {
    throw new ReleaseError(`${name}: ${to} is not stored (stored: ${Object.keys(bundle.versions).join(', ') || 'none'})`);
  }
  if (to !== undefined && to === from) throw new ReleaseError(`${name}: ${to} is already current`);
  delete bundle.canary;
  const index = to === undefined ? bundle.history.length - 1 : bundle.history.lastIndexOf(to);
  if (index >= 0) {
    // Versions rolled past leave the history (they stay stored, and `rollback --to` or a later
    // `release` of the same content makes them current again).
    bundle.current = bundle.history[index]!;
    bundle.history = bundle.history.slice(0, index);
  } else if (to !== undefined) {
    // A stored version that is not behind the current one (rolled past, or stored by
    // publish-all): switching to it is a release of stored content.
    if (from !== null) bundle.history.push(from);
    bundle.current = to;
  } else {
    throw new ReleaseError(`${name}: no previous version to roll back to`);
  }
  return { state: next, changed: true, message: `${name}: rolled back ${from} → ${bundle.current}` };
}

/** Ends a canary by making its version the live one for everybody. */
export function applyPromote(state: StoreState, name: string): Change {
  const next = clone(state);
  const bundle = bundleOf(next, name);
  if (!bundle?.canary) throw new ReleaseError(`${name}: no canary to promote`);
  const { version } = bundle.canary;
  delete bundle.canary;
  if (bundle.current !== null) bundle.history.push(bundle.current);
  const from = bundle.current;
  bundle.current = version;
  return { state: next, changed: true, message: `${name}: canary promoted, ${from} → ${version} for every shopper` };
}

/** How many of the most recently published versions `prune` keeps besides the protected ones. */
export const KEEP_VERSIONS = 5;

/**
 * The prune rule: a version is kept when it is one of the `keep` most recently published, or
 * live (current or canary), or the target of a plain `rollback` (last of the history). Windows
 * schedule a remote or route, never a version: a scheduled campaign shows the remote's current
 * (or canary) version, which is live, so it is kept. Everything else is deleted.
 */
export function versionsToPrune(bundle: BundleState, keep = KEEP_VERSIONS): string[] {
  const protectedVersions = new Set<string>([bundle.current, bundle.canary?.version, bundle.history.at(-1)].filter((v): v is string => Boolean(v)));
  const newest = Object.entries(bundle.versions)
    .toSorted(([, a], [, b]) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, keep)
    .map(([v]) => v);
  for (const v of newest) protectedVersions.add(v);
  return Object.keys(bundle.versions).filter((v) => !protectedVersions.has(v));
}

/** Forgets the pruned versions (their folders are deleted by the caller after the write). */
export function applyPrune(state: StoreState, name: string, keep = KEEP_VERSIONS): Change & { pruned: string[] } {
  const next = clone(state);
  const bundle = bundleOf(next, name);
  if (!bundle) throw new ReleaseError(`unknown remote "${name}"`);
  const pruned = versionsToPrune(bundle, keep);
  for (const v of pruned) delete bundle.versions[v];
  bundle.history = bundle.history.filter((v) => v in bundle.versions);
  return {
    state: pruned.length ? next : state,
    changed: pruned.length > 0,
    pruned,
    message: pruned.length ? `${name}: pruned ${pruned.join(', ')}` : `${name}: nothing to prune`,
  };
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
  /**
   * A window without `route` hides every page of the remote outside it: said explicitly
   * (`--whole-remote`), never by forgetting `--route`.
   */
  wholeRemote?: boolean;
}

/** Refuses a remote-wide window nobody asked for (a forgotten `--route` hid a whole remote once). */
export function assertWindowTarget(input: { route?: string; wholeRemote?: boolean; clear?: boolean }): void {
  if (input.route !== undefined && input.wholeRemote) throw new ReleaseError('give either --route <path> or --whole-remote, not both');
  if (input.route === undefined && !input.wholeRemote && !input.clear) {
    throw new ReleaseError('a window without --route hides every page of the remote outside it: give --route <path> (one page) or --whole-remote');
  }
}

/** Sets or clears the activation window of a remote, or of one of its routes. */
export function applyWindow(state: StoreState, input: WindowInput): Change {
  const next = clone(state);
  const remote = next.remotes[input.name];
  if (!remote) throw new ReleaseError(`unknown remote "${input.name}" (release it first)`);
  if (!input.clear && input.from === undefined && input.until === undefined) {
    throw new ReleaseError('give --from and/or --until, or --clear');
  }
  assertWindowTarget(input);
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
