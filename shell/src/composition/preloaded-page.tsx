import { createContext, startTransition, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createPath, useLocation, type DataRouter } from 'react-router';

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

/**
 * Provides the first view's page until the router first moves away from its address. Its data is
 * of that moment only: a shopper who comes back to that address later (Back, a link) gets fresh data.
 */
export function PreloadedPageProvider({ page, router, children }: { page: PreloadedPage | null; router: Pick<DataRouter, 'subscribe'>; children?: ReactNode }) {
  const [current, setCurrent] = useState(page);
  useEffect(() => {
    if (!current) return;
    const href = current.href;
    return router.subscribe((state) => {
      // A transition, as the router's own update is: an urgent change of a context above a
      // boundary still waiting for its code (the deferred footer) makes React throw that
      // boundary's server HTML away and render it afresh, where a transition waits for the code.
      if (createPath(state.location) !== href) startTransition(() => setCurrent(null));
    });
  }, [router, current]);
  return <PreloadedPageContext.Provider value={current}>{children}</PreloadedPageContext.Provider>;
}

/** The preloaded page when it is the one `remote`/`page` shows at the current URL. */
export function usePreloadedPage(remote: string, page: string): PreloadedPage | null {
  const preloaded = useContext(PreloadedPageContext);
  const { pathname, search } = useLocation();
  if (!preloaded || preloaded.remote !== remote || preloaded.page !== page) return null;
  return preloaded.href === `${pathname}${search}` ? preloaded : null;
}
