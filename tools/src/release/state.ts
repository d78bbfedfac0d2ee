import type { RouteDef } from '../../../shared/src/contracts/routes.ts';

/** An activation window (ISO 8601 instants); either end may be open. */
export interface ActivationWindow {
  from?: string;
  until?: string;
}

export interface PublishedVersion {
  /** The route table the build published (`routes.json`), frozen with the version. */
  routes: RouteDef[];
  publishedAt: string;
}

export interface RemoteState extends ActivationWindow {
  name: string;
  /** The version served; `null` only after rolling back past the first release. */
  current: string | null;
  /** Versions that were current before, oldest first; rollback pops the last one. */
  history: string[];
  versions: Record<string, PublishedVersion>;
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
}

export function emptyState(): StoreState {
  return { build: '', updatedAt: new Date(0).toISOString(), remotes: {} };
}
