/**
 * Runs in the entry chunk, before the shared singletons (React, the router, @shop/shared) have
 * downloaded. Only the federation runtime and plain functions may be used here: importing a
 * shared module this early fails (RUNTIME-006), hence the `contracts/routes` subpath import.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, remoteEntryUrl, type RemoteEntry, type RuntimeManifest } from '@shop/shared/contracts/routes';
import { parseManifest } from './lib/manifest';
import { collectRoutes, findRoute } from './lib/route-table';

declare global {
  interface Window {
    /** Started by index.html before any script loads (see the comment there). */
    shellManifestRequest?: Promise<unknown>;
  }
}

let pageReportToken: string | undefined;

/**
 * The store's token for this page load's error reports and visit counts (decision 029), handed
 * out with the runtime manifest: the gateway counts a report only with one it issued.
 */
export function reportToken(): string | undefined {
  return pageReportToken;
}

function manifestOf(body: unknown): RuntimeManifest {
  const manifest = parseManifest(body);
  const token = (body as { reportToken?: unknown }).reportToken;
  if (typeof token === 'string') pageReportToken = token;
  return manifest;
}

async function fetchManifest(): Promise<RuntimeManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  return manifestOf(await res.json());
}

/** The early request from index.html, else a fresh one; then one quiet retry (flaky 3G). */
async function fetchManifestWithRetry(): Promise<RuntimeManifest> {
  const early = window.shellManifestRequest;
  delete window.shellManifestRequest;
  try {
    return early ? manifestOf(await early) : await fetchManifest();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return fetchManifest();
  }
}

let ready: Promise<RuntimeManifest> | null = null;
/** Remote → the version whose entry this tab has registered (what its pages run, what their errors are filed under). */
const registered = new Map<string, string>();

/**
 * Registers each remote by its entry (`remoteEntry.js`), not its `mf-manifest.json`: given a
 * manifest, the federation runtime fetches it and, on every page it loads, builds a snapshot of
 * the remote and works out and inserts the page's files itself, main-thread work in the first
 * view's start-up and a request. The container loads a page's chunks (scripts and stylesheets)
 * on its own, and the gateway already preloads the first view's (decision 067).
 */
function register(remotes: RemoteEntry[], force: boolean): void {
  registerRemotes(
    remotes.map((remote) => ({
      name: federationName(remote.name),
      entry: new URL(remoteEntryUrl(remote.manifest), window.location.href).href,
    })),
    { force },
  );
  for (const remote of remotes) registered.set(remote.name, remote.version);
}

export function registeredVersion(remote: string): string | undefined {
  return registered.get(remote);
}

/**
 * rsbuild names a build's chunk-loading array `chunk_<uniqueName>`, and the federation plugin
 * makes the unique name the federation name: every version of a remote pushes its chunks into
 * the same global array, and a container adopts every chunk already in it when it starts. Chunk
 * and module ids are short names each build assigns afresh, so a container of another version
 * would run the old version's modules under its own ids: its array is dropped first.
 */
function forgetChunks(remote: string): void {
  Reflect.deleteProperty(window, `chunk_${federationName(remote)}`);
}

/**
 * After a failure of `remote`'s page in this tab: asks the store which version it serves now and
 * registers that one afresh. `force` makes the federation runtime drop the remote's container,
 * its remembered entry and manifest, so the next load goes back to the network, to the files as
 * they are now (back after an outage) and to the version live now (after a rollback), without
 * reloading the page.
 */
export async function registerAfresh(remote: string): Promise<void> {
  const entry = (await fetchManifest()).remotes.find((r) => r.name === remote);
  if (!entry) throw new Error(`${remote} is not served now`);
  if (entry.version !== registered.get(remote)) forgetChunks(remote);
  register([entry], true);
}

/**
 * The runtime manifest, with its remotes registered. Remote manifests are resolved against the
 * page, so `/remotes/x/1.0.0/mf-manifest.json` works behind any host name.
 */
export function runtimeManifest(): Promise<RuntimeManifest> {
  ready ??= fetchManifestWithRetry().then((manifest) => {
    register(manifest.remotes, false);
    return manifest;
  });
  return ready;
}

/** Asks for the script `href` now, unless the page's head already does (a server-rendered page preloads its remote's entry). */
function preloadScript(href: string): void {
  const url = new URL(href, window.location.href).href;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')) if (link.href === url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  document.head.append(link);
}

/**
 * Starts downloading the entry of the remote serving the page being opened while the shell's own
 * libraries are still on the wire: on 3G the latency of each request is the largest part of the
 * first-page wait. Not the federation runtime's `preloadRemote`: it reads a remote's manifest
 * first, and the remotes are registered by their entries (decision 067), which it would fetch
 * a second time as the manifest.
 */
export function startEarly(): void {
  runtimeManifest()
    .then((manifest) => {
      const route = findRoute(collectRoutes(manifest), window.location.pathname);
      const remote = route && manifest.remotes.find((r) => r.name === route.remote);
      if (remote) preloadScript(remoteEntryUrl(remote.manifest));
    })
    // The real load reports failures where the shopper can retry them.
    .catch(() => undefined);
}
