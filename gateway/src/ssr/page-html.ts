import type { PageHead } from '@shop/shared';
import { SERVER_TITLE_ATTRIBUTE } from '@shop/shared/contracts/page-head';

/** The page data the browser reads before hydrating (bootstrap.tsx: `readServerRender`). */
export interface ServerRenderData {
  remote: string;
  page: string;
  /** The remote version the server rendered with: the browser hydrates with the same one. */
  version: string;
  href: string;
  locale: 'fr' | 'en';
  /** The page's loader data; absent when the page has none or the region is left to the browser. */
  seed?: { data: unknown };
  /** True when the page region was not rendered on the server (the browser renders it). */
  clientRegion?: boolean;
  /** Rendered in low-bandwidth mode (`Save-Data: on`): the browser hydrates in that mode too. */
  lowBandwidth?: boolean;
}

export const SSR_DATA_ID = 'shop-ssr';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON safe inside a `<script>` element: `<` (so no `</script>` or `<!--` can end or bend the
 * element), and the two line separators JavaScript once refused, as escapes.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The same page's URL in each language: bare is French (the default), `/en/…` English. */
export function alternates(origin: string, pathname: string): { fr: string; en: string; canonicalFor: (locale: 'fr' | 'en') => string } {
  const bare = pathname.replace(/^\/(fr|en)(?=\/|$)/, '') || '/';
  const fr = `${origin}${bare}`;
  const en = `${origin}${bare === '/' ? '/en' : `/en${bare}`}`;
  return { fr, en, canonicalFor: (locale) => (locale === 'en' ? en : fr) };
}

/**
 * The shell's `index.html` with the server's render in `#root`, its data for hydration, and the
 * page's head tags (title, description, canonical, hreflang, JSON-LD, the LCP image preload).
 */
export function pageHtml(options: {
  indexHtml: string;
  rootHtml: string;
  data: ServerRenderData;
  head?: PageHead | undefined;
  origin: string;
  pathname: string;
  /** Stylesheets of the shell and the page, so the first paint is styled (no layout shift). */
  stylesheets?: readonly string[];
  /**
   * The page remote's scripts (its entry, the page's chunks) that hydration waits for: asked for
   * from the head, in parallel, rather than each after the previous one.
   */
  preload?: readonly string[] | null;
}): string {
  const { head, data } = options;
  const links = alternates(options.origin, options.pathname);
  const tags = [
    ...(options.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    head?.description ? `<meta name="description" content="${escapeHtml(head.description)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(links.canonicalFor(data.locale))}" />`,
    `<link rel="alternate" hreflang="fr" href="${escapeHtml(links.fr)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(links.en)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(links.fr)}" />`,
    // In low-bandwidth mode the page shows the small picture (in its HTML already): the full one is not wanted.
    head?.image && !data.lowBandwidth ? `<link rel="preload" as="image" href="${escapeHtml(head.image)}" fetchpriority="high" />` : '',
    head?.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
    // The federation runtime and the remote's chunk loader add the scripts as plain `<script>`
    // elements (no `crossorigin`): the preloads must match those requests to be used.
    ...(options.preload ?? []).map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}" />`),
  ].filter(Boolean);
  let html = scriptsAfterFirstPicture(options.indexHtml).replace(/<html lang="[^"]*"/, `<html lang="${data.locale}"`);
  if (head?.title) html = html.replace(/<title>[^<]*<\/title>/, `<title ${SERVER_TITLE_ATTRIBUTE}>${escapeHtml(head.title)}</title>`);
  html = html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
  return html.replace(
    /<div id="root"><\/div>/,
    () => `<div id="root">${options.rootHtml}</div>\n    <script type="application/json" id="${SSR_DATA_ID}">${scriptJson(data)}</script>`,
  );
}

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
/** Past this, the scripts start even if the first picture has not come (a slow or stalled image). */
export const FIRST_PICTURE_WAIT_MS = 2500;

/**
 * The shell's scripts (`<script defer>` in its `index.html`) start once the page's first picture
 * (its `fetchpriority="high"` image, the largest paint) has loaded and painted. On a 3G phone
 * the picture and ~190 KB of script otherwise share the line and the one busy core: the
 * server-rendered page is already readable, so the picture goes first and hydration follows
 * (Lighthouse, simulated 3G: LCP 2.1–2.7 → 1.4 s). The scripts are still fetched from the head,
 * at low priority, so they are ready when asked for; a page without such a picture starts them
 * on its first frame, and none waits longer than `FIRST_PICTURE_WAIT_MS`. Until the scripts
 * have run a click on a button does nothing, while links, being plain links, work.
 */
export function scriptsAfterFirstPicture(indexHtml: string): string {
  const sources = [...indexHtml.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) return indexHtml;
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}" fetchpriority="low" />`);
  let first = true;
  const withoutScripts = indexHtml.replace(DEFERRED_SCRIPT, () => {
    const replacement = first ? preloads.join('') : '';
    first = false;
    return replacement;
  });
  const loader = `<script>(function () {
      var sources = ${scriptJson(sources)}, started = false;
      function start() {
        if (started) return;
        started = true;
        for (var i = 0; i < sources.length; i++) {
          var script = document.createElement('script');
          script.src = sources[i];
          script.async = false;
          document.body.appendChild(script);
        }
      }
      function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
      var picture = document.querySelector('#root img[fetchpriority="high"]');
      if (picture && !picture.complete) {
        picture.addEventListener('load', afterPaint);
        picture.addEventListener('error', afterPaint);
      } else afterPaint();
      setTimeout(start, ${FIRST_PICTURE_WAIT_MS});
    })();</script>`;
  return withoutScripts.replace('</body>', () => `    ${loader}\n  </body>`);
}
