import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey, createReadLimiter } from '@shop/commerce-api';
import { API_PREFIXES } from './api-mount.ts';
import { SESSION_COOKIE, withFormXsrf, XSRF_COOKIE } from '@shop/shared/contracts/session-cookies';
import { IMMUTABLE, NO_STORE, REVALIDATE } from './bundle-routes.ts';
import { fileMemo } from './file-memo.ts';
import { findFile } from './files.ts';
import { HEALTHCHECK, healthMemo, healthReport, prefersJson, probeRoute, type Probe } from './health.ts';
import { htmlEncoding, pageCompressor } from './html-encoding.ts';
import type { MarkRenderedScripts } from './page-headers.ts';
import { memoizedPageExists } from './page-status.ts';
import { publicOrigin } from './public-origin.ts';
import { createServerRenderer, HTML_CACHE_CONTROL, RenderBudgetExceeded, type RenderedPage, type SsrOptions } from './ssr/index.ts';
import type { StoreView } from './store-view.ts';

const NOT_SPA = [...API_PREFIXES, '/remotes/', '/builds/', '/static/'];

export interface PagesOptions {
  view: StoreView;
  now: () => Date;
  /** Server rendering (decision 014), or none: every page is the shell's `index.html`. */
  ssr?: Omit<SsrOptions, 'onError'>;
  markRenderedScripts: MarkRenderedScripts;
  /** How long one `/healthcheck` report is reused (default 5 s; tests set 0). */
  healthTtlMs?: number;
}

/** Long enough that `/healthcheck` cannot be used to load the server, short enough for monitors. */
const HEALTH_TTL_MS = 5_000;
/**
 * `/healthcheck` requests per client address (an IPv6 one by its /64) and minute: a monitor asks
 * every few seconds at most, and even a reused report costs a page read and an answer; eight
 * callers polling without pause slowed the API next to it.
 */
export const HEALTH_CHECKS_PER_MINUTE = 30;

const HEALTH_LIMITED = {
  fr: 'Trop de vérifications depuis cette adresse. Réessayez dans %seconds secondes.',
  en: 'Too many health checks from this address. Try again in %seconds seconds.',
} as const;

interface Pages {
  app: FastifyInstance;
  view: StoreView;
  now: () => Date;
  renderPage: ReturnType<typeof createServerRenderer> | undefined;
  readShellPage: (file: string) => Promise<string>;
  pageExists: ReturnType<typeof memoizedPageExists>;
  compressPage: ReturnType<typeof pageCompressor>;
  markRenderedScripts: MarkRenderedScripts;
  health: ReturnType<typeof healthMemo>;
  healthLimit: ReturnType<typeof createReadLimiter>;
}

/**
 * The shell's files and pages: content-hashed files from any stored shell version, anything else
 * from the live one, and every other page URL answered with the shell's page (server-rendered
 * when it can be) and the status the shell's router gives it.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const pages: Pages = {
    app,
    view: options.view,
    now: options.now,
    renderPage: options.ssr
      ? createServerRenderer({ ...options.ssr, onError: (error, at) => app.log.error({ err: error, ...at }, 'server render failed; the page region is left to the browser') })
      : undefined,
    readShellPage: fileMemo((file) => readFile(file, 'utf8')),
    pageExists: memoizedPageExists(),
    compressPage: pageCompressor(),
    markRenderedScripts: options.markRenderedScripts,
    health: healthMemo(options.healthTtlMs ?? HEALTH_TTL_MS),
    healthLimit: createReadLimiter(HEALTH_CHECKS_PER_MINUTE),
  };
  // `reply.sendFile` for the shell, whose folder is chosen per request (`shellRoots`).
  await app.register(fastifyStatic, { serve: false, preCompressed: true, cacheControl: false });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (request.method === 'GET' || request.method === 'HEAD') {
      const roots = await pages.view.shellRoots();
      // Home is a remote's page too when pages are rendered on the server.
      if (path === '/' && pages.renderPage) return sendIndex(pages, request, reply, roots[0]!, path);
      const hashed = path.startsWith('/static/');
      // Content-hashed files may come from an older shell version; anything else only from the live one.
      // `/` is the shell's own page, always (as `index.html` was served before page statuses).
      // The shell's server bundle (`server/render.js`, decision 022) is the gateway's, not the
      // browser's: `findFile` refuses it, however the path is spelled.
      const found = await findFile(hashed ? roots : roots.slice(0, 1), path === '/' ? '/index.html' : path);
      if (found) {
        reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
        return reply.sendFile(found.file, found.root);
      }
      // The shell's router owns every other page URL (and renders its own 404, which the status
      // repeats: see `pageExists`). Asset-like prefixes stay real 404s without the page: a
      // missing chunk must fail as a chunk error so the shell's reload-after-deploy logic runs,
      // not parse an HTML page as JavaScript.
      if (!NOT_SPA.some((p) => path.startsWith(p))) return sendIndex(pages, request, reply, roots[0]!, path);
    }
    return reply.code(404).header('Cache-Control', NO_STORE).send({ message: `Not found: ${path}` });
  });
}

async function sendIndex(pages: Pages, request: FastifyRequest, reply: FastifyReply, root: string, path: string): Promise<FastifyReply> {
  const indexFile = join(root, 'index.html');
  if (!statSync(indexFile, { throwIfNoEntry: false })) {
    return reply.code(503).header('Cache-Control', NO_STORE).send({ message: 'The shell is not built (run pnpm build)' });
  }
  if (HEALTHCHECK.test(path)) return sendHealthPage(pages, request, reply, indexFile);
  reply.header('Cache-Control', REVALIDATE);
  if (await isPage(pages, request, path)) {
    const rendered = await serverRendered(pages, request, indexFile);
    if (rendered !== null) return sendRendered(pages, request, reply, rendered);
    return reply.sendFile('index.html', root);
  }
  // The same page, so the shell renders its 404 as before, but a real 404 for crawlers (no
  // soft 404). Sent as a body rather than through sendFile: a 404 must never turn into a
  // 304 or a 206 because the browser sent the validators of the page it cached earlier.
  return reply.code(404).type('text/html; charset=utf-8').send(await readFile(indexFile));
}

/**
 * The shell's /healthcheck page, with a status monitors can use: 503 when a live remote's entry
 * does not load through this gateway, as a browser would load it (`health.ts`);
 * `Accept: application/json` gets the report itself.
 */
async function sendHealthPage(pages: Pages, request: FastifyRequest, reply: FastifyReply, indexFile: string): Promise<FastifyReply> {
  const { allowed, retryAfterSeconds } = await pages.healthLimit.allow(addressKey(request.ip));
  if (!allowed) {
    const locale = /^\/en(\/|$)/.test(request.url) || /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fr';
    const message = HEALTH_LIMITED[locale].replace('%seconds', String(retryAfterSeconds));
    return reply.code(429).header('Retry-After', String(retryAfterSeconds)).header('Cache-Control', NO_STORE).send({ message });
  }
  const state = await pages.view.currentState();
  const shellRoots = await pages.view.shellRoots();
  const report = await pages.health(`${state.build}|${shellRoots[0]}`, () =>
    healthReport(
      state,
      shellRoots,
      async (url) => {
        const res = await pages.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
        return { status: res.statusCode, body: res.body };
      },
      pages.renderPage ? probeRender(pages, request, indexFile) : undefined,
    ),
  );
  reply.code(report.ok ? 200 : 503);
  if (prefersJson(request.headers.accept)) return reply.header('Cache-Control', NO_STORE).send(report);
  // A body, not sendFile: no ETag, so a 503 is never revalidated into a 304.
  return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(await readFile(indexFile));
}

/**
 * Renders a remote's probe route as the server renders a first page: for the live version as an
 * anonymous visitor, for a canary as a browser of its cohort (cohort 0 is inside every canary).
 */
function probeRender(pages: Pages, request: FastifyRequest, indexFile: string): Probe {
  const render = pages.renderPage!;
  return async (remote, role) => {
    const manifest = await pages.view.runtimeManifest(role === 'canary' ? 0 : undefined);
    const route = probeRoute(manifest.remotes.find((r) => r.name === remote)?.routes ?? []);
    if (!route) return null;
    const rendered = await render({
      manifest,
      href: route.path,
      hostname: request.hostname.replace(/:\d+$/, ''),
      cookie: '',
      acceptLanguage: '',
      indexHtml: await pages.readShellPage(indexFile),
      shellDir: dirname(indexFile),
      saveData: false,
      origin: publicOrigin(pages.app),
      shopperAddress: request.ip,
    });
    if (!rendered) return { path: route.path, rendered: null };
    const { error, ...region } = rendered.region;
    const failure = error === null ? null : { message: error instanceof Error ? error.message : String(error), budget: error instanceof RenderBudgetExceeded };
    return { path: route.path, rendered: { ...region, error: failure } };
  };
}

const PRIVATE_PAGE = 'private, no-cache';

function requestCookieNames(header: string | undefined): Set<string> {
  return new Set((header ?? '').split(';').map((part) => part.slice(0, part.indexOf('=')).trim()).filter(Boolean));
}

function requestCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

async function sendRendered(pages: Pages, request: FastifyRequest, reply: FastifyReply, rendered: RenderedPage): Promise<FastifyReply> {
  // Anonymous HTML (personal parts fill in after hydration): shared caches may keep it a
  // short while; the language and the canary cohort come from the URL and the cookies, the
  // picture sizes from Save-Data.
  reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie, Save-Data');
  // The render never sees the session (its reads go out without the shopper's cookies), but a
  // page answered to a signed-in browser is kept by no shared cache all the same: what a shared
  // cache holds must never depend on whether whoever asked first was signed in (decision 044).
  const signedIn = requestCookieNames(request.headers.cookie).has(SESSION_COOKIE);
  reply.header('Cache-Control', signedIn ? PRIVATE_PAGE : rendered.cacheable ? HTML_CACHE_CONTROL : REVALIDATE);
  // A signed-in browser's plain forms carry its own anti-forgery value (decision 039), filled in
  // here, after every cache: the rendered page is the same for everyone. Such a page has no
  // validator, so a browser never keeps one filled with an older session's value.
  const html = signedIn ? withFormXsrf(rendered.html, requestCookie(request.headers.cookie, XSRF_COOKIE)) : rendered.html;
  const personal = html !== rendered.html;
  // A 404 (an unknown product or category) carries no validator, so it never turns into a 304.
  if (rendered.status === 200 && !personal) {
    reply.header('ETag', rendered.etag);
    if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
  }
  pages.markRenderedScripts(reply, rendered.scriptHashes);
  reply.code(rendered.status).type('text/html; charset=utf-8');
  const encoding = htmlEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  // The compressed copies are kept per rendered page; a personal one is compressed for its answer alone.
  return reply.header('Content-Encoding', encoding).send(await pages.compressPage(personal ? {} : rendered, html, encoding));
}

/** The page rendered on the server, or null (not a remote's page, or rendering is off or failed). */
async function serverRendered(pages: Pages, request: FastifyRequest, indexFile: string): Promise<RenderedPage | null> {
  if (!pages.renderPage) return null;
  try {
    return await pages.renderPage({
      manifest: await pages.view.runtimeManifest(await pages.view.cohortOf(request)),
      href: request.url,
      hostname: request.hostname.replace(/:\d+$/, ''),
      cookie: request.headers.cookie ?? '',
      acceptLanguage: String(request.headers['accept-language'] ?? ''),
      indexHtml: await pages.readShellPage(indexFile),
      shellDir: dirname(indexFile),
      saveData: /^\s*on\s*$/i.test(String(request.headers['save-data'] ?? '')),
      origin: publicOrigin(pages.app),
      shopperAddress: request.ip,
    });
  } catch (error) {
    pages.app.log.error({ err: error }, 'server render failed; the shell page is served');
    return null;
  }
}

/** Whether `path` is a page (for this browser's cohort); when the store cannot say, it is not declared missing. */
async function isPage(pages: Pages, request: FastifyRequest, path: string): Promise<boolean> {
  try {
    return pages.pageExists(await pages.view.runtimeManifest(await pages.view.cohortOf(request)), path, pages.now());
  } catch (error) {
    pages.app.log.error({ err: error }, 'runtime manifest unavailable; page answered 200 unchecked');
    return true;
  }
}
