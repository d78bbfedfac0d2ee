/**
 * Server rendering of page routes (decision 014): the shell's layout and the owning remote's
 * page, rendered from the remote's node build of the version the manifest serves, with the
 * page's loader run here first. Anything that fails or runs out of time leaves the page region
 * to the browser; the page is still the shell's, still a 200.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router';
import type { PageHead } from '@shop/shared';
import type { RuntimeManifest } from '@shop/shared/contracts/routes';
import { versionDir } from '@shop/tools/release/store';
import { RENDER_FOR_HEADER, RENDER_KEY_HEADER } from '@shop/commerce-api';
import { inlineScriptHashes } from '../security-headers.ts';
import { pageHtml, type ServerRenderData } from './page-html.ts';
import { shellServers, type LoadedShell, type Locale, type PageModule, type RouteEntry, type ShellServersOptions } from './shell-server.ts';
import { remotePageScripts, remotePageStylesheets, shellStylesheets } from './stylesheets.ts';

type Remote = RuntimeManifest['remotes'][number];
type Prepared = { mod: PageModule; seed?: { data: unknown }; head?: PageHead };

export interface SsrRequest {
  manifest: RuntimeManifest;
  /** `pathname + search`. */
  href: string;
  hostname: string;
  cookie: string;
  acceptLanguage: string;
  /** The shell's `index.html`. */
  indexHtml: string;
  /** The shell folder that `index.html` comes from (its stylesheets are linked in the head). */
  shellDir: string;
  /**
   * The browser asked to save data (`Save-Data: on`): the page is rendered in low-bandwidth mode
   * (small pictures, no `srcset`), as the browser renders it (decision 015).
   */
  saveData: boolean;
  /** The public origin (canonical and hreflang URLs). */
  origin: string;
  /** The shopper's address: the loaders' reads count against its limits, not the gateway's. */
  shopperAddress: string;
}

export interface SsrOptions {
  storeDir: string;
  /** Where the server's loaders reach the back end (this gateway, over loopback HTTP). */
  apiOrigin: () => string;
  /** How they reach it when the back end runs in this process (no socket); else HTTP to `apiOrigin`. */
  apiFetch?: typeof fetch;
  /** Running the page's loader (its data); past it the region is the browser's. */
  budgetMs?: number;
  /** A page region left to the browser (`remote` …), or a shell version not rendered on the server (`shellDir`). */
  onError?: (error: unknown, context: { remote: string; page: string; version: string } | { shellDir: string }) => void;
  /** Whose server renderer frames the pages (`shell-server.ts`); default: each shell version's own. */
  shellSource?: ShellServersOptions['source'];
  /** Clock for the page cache (tests). */
  now?: () => number;
  /**
   * The back end's `renderKey` (RENDER_KEY): sent with the shopper's address on every loader
   * read, so the back end's per-address read limit counts that shopper, not this gateway.
   */
  renderKey?: string;
}

export const DEFAULT_BUDGET_MS = 1500;

/**
 * How long a rendered page is reused (here and by shared caches): a release, a campaign window or
 * a catalogue change shows within this time. Pages are rendered for an anonymous visitor (the
 * cart, the account and favourites fill in after hydration), so one copy serves everybody with
 * the same language and versions; past it a cache may serve the old copy while it fetches anew.
 */
export const HTML_TTL_SECONDS = 30;
export const HTML_CACHE_CONTROL = `public, max-age=0, s-maxage=${HTML_TTL_SECONDS}, stale-while-revalidate=300`;

export interface RenderedPage {
  html: string;
  etag: string;
  /** False when the page region was left to the browser: not worth caching. */
  cacheable: boolean;
  /** Its inline scripts (React's reveal of a late region), for the page's CSP. */
  scriptHashes: string[];
  /** 404 when the page says what its URL names does not exist (`head().notFound`), else 200. */
  status: 200 | 404;
  /** The remote page in the region, and why it was left to the browser, if it was (`/healthcheck` reads it). */
  region: { remote: string; version: string; page: string; error: unknown };
}

function languagesOf(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}

/** A page's data took longer than the budget: a slow moment, not broken code. */
export class RenderBudgetExceeded extends Error {}

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new RenderBudgetExceeded(`server render budget of ${ms} ms exceeded`));
    }, ms);
  });
  return Promise.race([work(controller.signal), timeout]).finally(() => clearTimeout(timer));
}

const CACHE_LIMIT = 500;

/**
 * Stylesheets by shell folder and entry files, and by remote version and page; a page's scripts
 * by remote version and page: all immutable once published (a rebuilt shell has new entry file
 * names).
 */
function pageAssets(storeDir: string) {
  const assetCache = new Map<string, Promise<unknown>>();
  const cachedAssets = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let found = assetCache.get(key) as Promise<T> | undefined;
    if (!found) {
      if (assetCache.size >= CACHE_LIMIT) assetCache.delete(assetCache.keys().next().value!);
      found = read();
      found.catch(() => assetCache.delete(key));
      assetCache.set(key, found);
    }
    return found;
  };
  return {
    async stylesheets(shellDir: string, indexHtml: string, remote: Remote, page: string): Promise<string[]> {
      const entries = indexHtml.match(/<script[^>]*\ssrc="[^"]+"/g)?.join() ?? '';
      const [shell, own] = await Promise.all([
        cachedAssets(`shell|${shellDir}|${entries}`, () => shellStylesheets(shellDir, indexHtml)),
        cachedAssets(`remote|${remote.name}|${remote.version}|${page}`, () => remotePageStylesheets(versionDir(storeDir, remote.name, remote.version), remote.manifest, page)),
      ]);
      return [...shell, ...own];
    },
    scripts: (remote: Remote, page: string) =>
      cachedAssets(`scripts|${remote.name}|${remote.version}|${page}`, () => remotePageScripts(versionDir(storeDir, remote.name, remote.version), remote.manifest, page)),
  };
}

interface RegionJob {
  loaded: LoadedShell;
  request: SsrRequest;
  remote: Remote;
  route: RouteEntry;
  locale: Locale;
  url: URL;
  entryFile: string;
  budgetMs: number;
  /** Runs a loader as this request: its language, and the shopper its reads count for. */
  asRequest: <T>(work: () => Promise<T>) => Promise<T>;
  onError: ((error: unknown, context: { remote: string; page: string; version: string }) => void) | undefined;
}

/**
 * The page region: the remote's page module of the served version, its loader within the budget,
 * and the shell around it. The page's texts live in the process-wide i18next store: from loading
 * the page module to the end of its render, no other version of this remote may load (its texts
 * would show).
 */
async function renderRegion(job: RegionJob): Promise<{ prepared: Prepared | null; rootHtml: string; error: unknown }> {
  const { loaded, request, remote, route, locale, url, entryFile, budgetMs } = job;
  const bare = url.pathname.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';
  const params = matchPath(route.path, bare)?.params ?? {};
  const href = `${url.pathname}${url.search}`;
  return loaded.federation.withVersion(remote.name, entryFile, async (loadPage) => {
    let prepared: Prepared | null = null;
    let failure: unknown = null;
    const fail = (error: unknown) => {
      failure ??= error;
      job.onError?.(error, { remote: remote.name, page: route.page, version: remote.version });
    };
    try {
      // Synchronous, as in the file memo: a local stat takes microseconds, the promise one a
      // round trip through libuv's thread pool (a few per cent of an uncached render).
      if (!statSync(entryFile, { throwIfNoEntry: false })) throw new Error(`${remote.name} ${remote.version} has no server build`);
      // The code is on this machine's disk: its first load (a cold start, a new version) is not
      // counted against the page's budget, its data is.
      const mod = await loadPage(route.page);
      prepared = await withTimeout(async (signal) => {
        // A page without data (the quiz asks for its questions in the browser) may still title itself.
        if (!mod.loader) return { mod, ...(mod.head ? { head: mod.head(undefined, { locale, params }) } : {}) };
        const loader = mod.loader;
        const data = await job.asRequest(() => loader({ pathname: url.pathname, params, search: url.searchParams, locale, signal }));
        return { mod, seed: { data }, ...(mod.head ? { head: mod.head(data, { locale, params }) } : {}) };
      }, budgetMs);
    } catch (error) {
      fail(error);
    }
    const rootHtml = await loaded.shell.renderShell({
      manifest: request.manifest,
      href,
      locale,
      origin: request.origin,
      preloaded: { remote: remote.name, page: route.page, href, Component: prepared?.mod.default ?? null, ...(prepared?.seed ? { seed: prepared.seed } : {}) },
      budgetMs,
      lowBandwidth: request.saveData,
      // A page that throws while rendering (its module and data were fine) is the remote's failure
      // too; without a page the region's own placeholder throws, which is no news.
      ...(prepared ? { onError: fail } : {}),
    });
    return { prepared, rootHtml, error: failure };
  });
}

/** Renders page routes; answers null when the URL is not a remote's public page (the SPA serves it). */
export function createServerRenderer(options: SsrOptions): (request: SsrRequest) => Promise<RenderedPage | null> {
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  const now = options.now ?? Date.now;
  // Rendered pages by build (every release or window change makes a new one), language and URL.
  const cache = new Map<string, { page: RenderedPage; until: number }>();
  // Each loader sees its request's language in the API client's paths (a process-wide store in
  // the browser's code), even while other requests in other languages run their loaders.
  const requestLocale = new AsyncLocalStorage<Locale>();
  const requestShopper = new AsyncLocalStorage<string>();
  const serverHeaders = (): Record<string, string> => {
    const shopper = requestShopper.getStore();
    return {
      // The answer stays on this machine: compressing it for the loader to decompress it again
      // was a twentieth of an uncached render's CPU time.
      'accept-encoding': 'identity',
      ...(options.renderKey && shopper ? { [RENDER_KEY_HEADER]: options.renderKey, [RENDER_FOR_HEADER]: shopper } : {}),
    };
  };
  const servers = shellServers({
    source: options.shellSource ?? 'release',
    requestLocale,
    onError: (error, shellDir) => options.onError?.(error, { shellDir }),
  });
  const assets = pageAssets(options.storeDir);

  // The shell version the browser is sent (`shellDir`) renders the page: its layout, its texts.
  return (request) => servers.use(request.shellDir, (loaded) => renderWith(loaded, request));

  async function renderWith(loaded: LoadedShell, request: SsrRequest): Promise<RenderedPage | null> {
    // Settled after the first page: a failed load is the sanitising loader's error to report.
    await loaded.sanitizerDom.catch(() => undefined);
    const route = loaded.shell.remoteRouteOf(request.manifest, request.href);
    if (!route) return null;
    const remote = request.manifest.remotes.find((r) => r.name === route.remote);
    if (!remote) return null;
    const url = new URL(request.href, 'http://shop');
    const locale = loaded.shell.requestLocale({ href: request.href, hostname: request.hostname, cookie: request.cookie, languages: languagesOf(request.acceptLanguage) });
    // The shell's folder too: its page is the frame of every render, and a shell release must show at once.
    const cacheKey = `${request.manifest.build}|${request.shellDir}|${locale}|${request.saveData ? 'save-data' : ''}|${request.origin}|${url.pathname}${url.search}`;
    const cached = cache.get(cacheKey);
    if (cached && cached.until > now()) return cached.page;
    loaded.shell.configureApi({ serverOrigin: options.apiOrigin(), serverHeaders, ...(options.apiFetch ? { serverFetch: options.apiFetch } : {}) });

    const entryFile = join(versionDir(options.storeDir, remote.name, remote.version), 'server', 'remoteEntry.js');
    const asRequest = <T>(work: () => Promise<T>) => requestShopper.run(request.shopperAddress, () => requestLocale.run(locale, work));
    const { prepared, rootHtml, error } = await renderRegion({ loaded, request, remote, route, locale, url, entryFile, budgetMs, asRequest, onError: options.onError });
    // Without them the page still works; it paints unstyled first, as the shell page does.
    const stylesheets = await assets.stylesheets(request.shellDir, request.indexHtml, remote, route.page).catch(() => []);
    // Without them the browser finds the same files one after the other, as without server rendering.
    const preload = await assets.scripts(remote, route.page).catch(() => null);
    const data: ServerRenderData = {
      remote: remote.name,
      page: route.page,
      version: remote.version,
      href: `${url.pathname}${url.search}`,
      locale,
      ...(prepared?.seed ? { seed: prepared.seed } : {}),
      ...(prepared && error === null ? {} : { clientRegion: true }),
      ...(request.saveData ? { lowBandwidth: true } : {}),
    };
    const html = pageHtml({ indexHtml: request.indexHtml, rootHtml, data, head: prepared?.head, origin: request.origin, pathname: url.pathname, stylesheets, preload });
    const page: RenderedPage = {
      html,
      etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      cacheable: prepared !== null && error === null,
      scriptHashes: inlineScriptHashes(html),
      status: prepared?.head?.notFound ? 404 : 200,
      region: { remote: remote.name, version: remote.version, page: route.page, error },
    };
    if (page.cacheable) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(cacheKey, { page, until: now() + HTML_TTL_SECONDS * 1000 });
    }
    return page;
  }
}
