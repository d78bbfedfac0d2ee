/**
 * The composition contract between the shell and the remotes.
 *
 * A remote's route table is plain data so that the shell can build the whole router from the
 * runtime manifest without downloading any remote code; each route points at one page module
 * that the remote exposes as `./<page>` (file `src/routes/<page>.tsx`).
 */
export type LayoutName = 'main' | 'account' | 'default' | 'webview';

export interface RouteDef {
  /** react-router pattern without locale prefix, e.g. `/product/:slug`. */
  path: string;
  /** Exposed page module (file name in the remote's `src/routes/`). */
  page: string;
  layout?: LayoutName;
  /** The shopper must be logged in (redirects to /login?redirect=…). */
  auth?: boolean;
  /** Validity check: route param → regular expression its value must match, else a fatal 404. */
  params?: Record<string, string>;
  /** Activation window (ISO 8601); the server drops the route outside it. */
  from?: string;
  until?: string;
}

export interface RemoteEntry {
  /** Package name, also the Module Federation name (e.g. `mf-catalog`). */
  name: string;
  version: string;
  /**
   * URL of the remote's `mf-manifest.json` (absolute or same-origin path). Its browser entry is
   * the file beside it named `REMOTE_ENTRY_FILE` (`remoteEntryUrl`).
   */
  manifest: string;
  routes: RouteDef[];
  from?: string;
  until?: string;
}

/**
 * The file name of every remote's browser entry (its federation container), in the same folder
 * as its `mf-manifest.json`: the remotes' build names it so, the gateway serves it by this name,
 * and the shell registers it with the federation runtime (decision 067).
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The remote's browser entry, beside its `mf-manifest.json` (a relative URL stays relative). */
export function remoteEntryUrl(manifestUrl: string): string {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${REMOTE_ENTRY_FILE}`;
}

export interface RuntimeManifest {
  /** Changes on every release or rollback; the shell polls it to reload after a deploy. */
  build: string;
  remotes: RemoteEntry[];
}

/** Module Federation container names cannot contain dashes. */
export function federationName(remote: string): string {
  return remote.replace(/[^a-zA-Z0-9_]/g, '_');
}

/**
 * Whether `now` (ms) lies in an activation window [from, until). An unparsable bound counts as
 * inactive: a campaign with a typo stays hidden rather than going live early. One rule for the
 * gateway (which serves the manifest) and the shell (which builds its router from it).
 */
export function isActiveWindow(window: { from?: string; until?: string }, now: number): boolean {
  if (window.from !== undefined) {
    const from = Date.parse(window.from);
    if (Number.isNaN(from) || now < from) return false;
  }
  if (window.until !== undefined) {
    const until = Date.parse(window.until);
    if (Number.isNaN(until) || now >= until) return false;
  }
  return true;
}
