import type { RouteDef } from '@shop/shared/contracts/routes';
import type { ContractSignature } from './contract.ts';

/** An activation window (ISO 8601 instants); either end may be open. */
export interface ActivationWindow {
  from?: string;
  until?: string;
}

/** Who released what from which source: recorded with every version a release stores. */
export interface ReleaseInfo {
  /** `git rev-parse HEAD`, null outside a git checkout. */
  commit: string | null;
  /** `git config user.name <user.email>`, else the OS user. */
  author: string;
  /** Uncommitted changes under the paths the bundle is built from (see `git.ts`). */
  dirty: boolean;
  /** A dirty tree released with `--force`. */
  forced?: boolean;
}

export interface PublishedVersion {
  /** The route table the build published (`routes.json`), frozen with the version; empty for the shell. */
  routes: RouteDef[];
  publishedAt: string;
  release?: ReleaseInfo;
  /** `@shop/shared` as the bundle was built: the version it carries (shell) and the range it requires. */
  shared?: { version?: string; requiredVersion?: string };
  /** The events/stores contract of the `shared` source the bundle was compiled against. */
  contract?: ContractSignature;
  /** Hash of `shared/src` as built: a release whose `shared` differs runs the workspace typecheck. */
  sharedSource?: string;
}

/** A share of shoppers (sticky per browser) served another version than `current`. */
export interface Canary {
  version: string;
  /** 1–99: shoppers whose cohort (0–99) is below it get `version`. */
  percent: number;
  startedAt: string;
}

/** What the shell and the remotes have in common: stored versions, the live one, its past. */
export interface BundleState {
  name: string;
  /** The version served; `null` only after rolling back past the first release. */
  current: string | null;
  /** Versions that were current before, oldest first; rollback pops the last one. */
  history: string[];
  versions: Record<string, PublishedVersion>;
  canary?: Canary;
}

export interface RemoteState extends BundleState, ActivationWindow {
  /**
   * Windows set by campaign managers on one route (by path), kept beside the versions so that
   * a new release of the remote does not silently drop a running campaign's schedule.
   */
  routeWindows?: Record<string, ActivationWindow>;
}

/** `.store/manifest.json`: the editable state from which `/remotes.json` is derived. */
export interface StoreState {
  /** Changes on every release, rollback or window change; the shell polls it. */
  build: string;
  updatedAt: string;
  remotes: Record<string, RemoteState>;
  /** The shell's versions (`.store/shell/<version>/`); absent until it is first published. */
  shell?: BundleState;
}

/** The bundle name of the shell in commands (`pnpm release shell`). */
export const SHELL = 'shell';

export function emptyState(): StoreState {
  return { build: '', updatedAt: new Date(0).toISOString(), remotes: {} };
}
