import { createContext, useContext, type ComponentType } from 'react';
import { useLocation } from 'react-router';

/**
 * The page of the first view when it was rendered on the server: its component already loaded
 * and the data its loader fetched there. The server renders it with them, and the browser
 * hydrates with the same two (same remote version, same data), so nothing is fetched twice
 * and nothing differs. It applies only at the URL it was rendered for: once the shopper
 * navigates, pages load and fetch as usual.
 */
export interface PreloadedPage {
  remote: string;
  page: string;
  /** `pathname + search` the page was rendered for. */
  href: string;
  Component: ComponentType;
  /** The loader's answer (absent when the page has no loader). */
  seed?: { data: unknown };
}

const PreloadedPageContext = createContext<PreloadedPage | null>(null);

export const PreloadedPageProvider = PreloadedPageContext.Provider;

/** The preloaded page when it is the one `remote`/`page` shows at the current URL. */
export function usePreloadedPage(remote: string, page: string): PreloadedPage | null {
  const preloaded = useContext(PreloadedPageContext);
  const { pathname, search } = useLocation();
  if (!preloaded || preloaded.remote !== remote || preloaded.page !== page) return null;
  return preloaded.href === `${pathname}${search}` ? preloaded : null;
}
