import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { REMOTE_ENTRY_FILE, remoteEntryUrl, type RouteDef } from '@shop/shared/contracts/routes';
import type { StoreState } from '@shop/tools/release/state';
import { manifestPath } from '@shop/tools/release/runtime-manifest';

/** The shell's health page, bare or under a locale prefix. */
export const HEALTHCHECK = /^(?:\/(?:fr|en))?\/healthcheck\/?$/;

export interface BundleHealth {
  bundle: string;
  version: string | null;
  /** `live` or `canary`. */
  role: 'live' | 'canary';
  ok: boolean;
  detail: string;
}

export interface HealthReport {
  ok: boolean;
  checks: BundleHealth[];
}

/** Fetches a same-origin path through the gateway (tests and `/healthcheck` use `app.inject`). */
export type Get = (url: string) => Promise<{ status: number; body: string }>;

/**
 * Renders a remote's probe route on the server as a shopper of `role` would get it: the version
 * that rendered its region and the error that left the region to the browser, if any (`budget`:
 * only its data came late, a slow moment rather than broken code). Null: the remote is not served
 * now (outside its window) or has no route to probe.
 */
export type Probe = (remote: string, role: BundleHealth['role']) => Promise<ProbeResult | null>;
export type ProbeResult =
  | { path: string; rendered: { remote: string; version: string; error: { message: string; budget: boolean } | null } }
  | { path: string; rendered: null };

/**
 * The route `/healthcheck` renders for a remote: its first public route without parameters (a
 * list page, a help page: what any visitor may open, with no id to make up). A remote whose routes
 * all need a login or a parameter has its entry loaded only.
 */
export function probeRoute(routes: readonly RouteDef[]): RouteDef | null {
  return routes.find((route) => !route.auth && !/[:*]/.test(route.path)) ?? null;
}

export function prefersJson(accept: string | undefined): boolean {
  return Boolean(accept?.includes('application/json') && !accept.includes('text/html'));
}

/**
 * Loads each live (and canary) remote's entry the way the shell does: the entry script beside
 * its `mf-manifest.json` (`remoteEntryUrl`), which must parse as JavaScript (compiled, not run).
 * The manifest must load too (the server render reads it) and name that same entry. A remote
 * scheduled for later is checked too: it must load when its window opens.
 */
async function remoteHealth(name: string, version: string, role: BundleHealth['role'], get: Get): Promise<BundleHealth> {
  const result = (ok: boolean, detail: string): BundleHealth => ({ bundle: name, version, role, ok, detail });
  const manifestUrl = manifestPath(name, version);
  try {
    const manifest = await get(manifestUrl);
    if (manifest.status !== 200) return result(false, `${manifestUrl} answered ${manifest.status}`);
    const entry = (JSON.parse(manifest.body) as { metaData?: { remoteEntry?: { name?: string; path?: string } } }).metaData?.remoteEntry;
    const named = [entry?.path, entry?.name].filter(Boolean).join('/');
    if (named !== REMOTE_ENTRY_FILE) return result(false, `mf-manifest.json names the entry ${named ? `"${named}"` : 'nothing'}, the shell loads ${REMOTE_ENTRY_FILE}`);
    const entryUrl = remoteEntryUrl(manifestUrl);
    const script = await get(entryUrl);
    if (script.status !== 200) return result(false, `${entryUrl} answered ${script.status}`);
    // Compiled, never run: a syntax error (a truncated or corrupted file) throws here.
    const compiled = new Script(script.body, { filename: entryUrl });
    return result(Boolean(compiled), `${entryUrl} loads`);
  } catch (error) {
    return result(false, error instanceof Error ? error.message : String(error));
  }
}

/** Adds the server render of the remote's probe route to an entry check that passed. */
async function withProbe(entry: BundleHealth, probe: Probe | undefined): Promise<BundleHealth> {
  if (!probe || !entry.ok) return entry;
  const result = (ok: boolean, detail: string): BundleHealth => ({ ...entry, ok, detail: `${entry.detail}; ${detail}` });
  try {
    const probed = await probe(entry.bundle, entry.role);
    if (!probed) return result(true, 'nothing rendered: not served now, or no public route without parameters');
    const { path, rendered } = probed;
    // This shell version renders nothing on the server (built without its server bundle): the
    // browser renders every page, so the entry is what shoppers depend on.
    if (!rendered) return result(true, `${path} is not rendered on the server by this shell version`);
    if (rendered.remote !== entry.bundle) return result(false, `${path} renders ${rendered.remote}'s page`);
    if (rendered.version !== entry.version) return result(false, `${path} renders version ${rendered.version}, not ${entry.version}`);
    if (!rendered.error) return result(true, `${path} renders on the server`);
    if (rendered.error.budget) return result(true, `${path} renders on the server (its data came after the time budget: ${rendered.error.message})`);
    return result(false, `${path} fails to render on the server: ${rendered.error.message}`);
  } catch (error) {
    return result(false, `probe failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The health of the shell and of each live (and canary) remote. With `probe`, a remote whose
 * entry loads also has its probe route rendered on the server, as a shopper's first page is: a
 * remote that loads but throws when it renders is unhealthy too.
 */
export async function healthReport(state: StoreState, shellRoots: string[], get: Get, probe?: Probe): Promise<HealthReport> {
  const index = join(shellRoots[0] ?? '', 'index.html');
  const shellOk = Boolean(shellRoots[0] && (await stat(index).catch(() => null))?.isFile());
  const checks: Promise<BundleHealth>[] = [
    Promise.resolve({ bundle: 'shell', version: state.shell?.current ?? null, role: 'live', ok: shellOk, detail: shellOk ? 'index.html present' : 'index.html missing' }),
  ];
  for (const remote of Object.values(state.remotes).toSorted((a, b) => a.name.localeCompare(b.name))) {
    if (remote.current) checks.push(remoteHealth(remote.name, remote.current, 'live', get).then((entry) => withProbe(entry, probe)));
    if (remote.canary) checks.push(remoteHealth(remote.name, remote.canary.version, 'canary', get).then((entry) => withProbe(entry, probe)));
  }
  const all = await Promise.all(checks);
  return { ok: all.every((c) => c.ok), checks: all };
}

/**
 * One report per store build and shell for `ttlMs`, shared by the requests that ask meanwhile:
 * rendering every remote's page on each request would let `/healthcheck` load the server. A
 * release or a rollback changes the build, so its effect shows at once.
 */
export function healthMemo(ttlMs: number, now: () => number = Date.now): (key: string, make: () => Promise<HealthReport>) => Promise<HealthReport> {
  let last: { key: string; at: number; report: Promise<HealthReport> } | null = null;
  return (key, make) => {
    if (last && last.key === key && now() - last.at < ttlMs) return last.report;
    const current = { key, at: now(), report: make() };
    last = current;
    // A report that could not be made is not kept: the next request tries again.
    current.report.catch(() => {
      if (last === current) last = null;
    });
    return current.report;
  };
}
