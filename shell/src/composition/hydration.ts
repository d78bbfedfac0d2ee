import type { RuntimeManifest } from '@shop/shared';
import type { PreloadedPage } from './preloaded-page';
import { loadPage } from './remotes';

/** The gateway's note on a server-rendered page (gateway/src/ssr/page-html.ts). */
export interface ServerRender {
  remote: string;
  page: string;
  version: string;
  href: string;
  seed?: { data: unknown };
  /** The page region was left to the browser (its server render failed). */
  clientRegion?: boolean;
  /** Rendered in low-bandwidth mode (the request's `Save-Data`): hydration starts in that mode. */
  lowBandwidth?: boolean;
}

export const SERVER_RENDER_ID = 'shop-ssr';

export function readServerRender(doc: Document): ServerRender | null {
  const script = doc.getElementById(SERVER_RENDER_ID);
  if (!script?.textContent) return null;
  try {
    const value = JSON.parse(script.textContent) as ServerRender;
    return typeof value?.remote === 'string' && typeof value.page === 'string' && typeof value.version === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * What hydration needs: the page component of the version the server used, with its data. Null
 * when the HTML cannot be hydrated as is (the remote was released in between, or its code did
 * not load): the page is then rendered afresh. `page` null: the server left the region to
 * the browser, which renders it while hydrating the rest.
 */
export async function hydrationPage(rendered: ServerRender, manifest: RuntimeManifest): Promise<{ page: PreloadedPage | null } | null> {
  const live = manifest.remotes.find((remote) => remote.name === rendered.remote);
  if (!live || live.version !== rendered.version) return null;
  if (rendered.clientRegion) return { page: null };
  try {
    const mod = await loadPage(rendered.remote, rendered.page);
    return {
      page: {
        remote: rendered.remote,
        page: rendered.page,
        href: rendered.href,
        Component: mod.default,
        ...(rendered.seed ? { seed: rendered.seed } : {}),
      },
    };
  } catch (error) {
    console.error('[shell] the server-rendered page could not be hydrated', error);
    return null;
  }
}
