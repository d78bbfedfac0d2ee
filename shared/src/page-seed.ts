import { createContext, createElement, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The data a page was rendered with on the server (its route `loader`'s answer), handed to the
 * page again in the browser so it hydrates with the very same data instead of fetching it: the
 * shell provides it around the page it server-rendered, for that first view only.
 */
interface PageSeed {
  data: unknown;
}

const PageSeedContext = createContext<PageSeed | null>(null);

export function PageSeedProvider({ seed, children }: { seed: PageSeed | null; children?: ReactNode }) {
  return createElement(PageSeedContext.Provider, { value: seed }, children);
}

/** The page's server-side loader data, when this render is the server-rendered first view. */
export function usePageSeed<T>(): T | undefined {
  return useContext(PageSeedContext)?.data as T | undefined;
}

/** What a page module may export as `head`: its title and crawler tags, from its loader's data. */
export interface PageHead {
  title: string;
  description?: string;
  /** The largest image of the first screen: preloaded with high priority. */
  image?: string;
  /** Structured data (schema.org), written as `application/ld+json`. */
  jsonLd?: Record<string, unknown>;
  /**
   * What the URL names does not exist (an unknown product or category): the page still shows its
   * "not found" state, and the server answers 404 so crawlers drop the URL.
   */
  notFound?: boolean;
}

/** `params`: the route's path params (`/centre-daide/:topic`), for a page whose head is not in its data. */
export type PageHeadFn<T> = (data: T, context: { locale: 'fr' | 'en'; params: Readonly<Record<string, string | undefined>> }) => PageHead;

const neverChanges = () => () => {};

/**
 * A personal value (the cart's count, the account, favourites): the server renders every page
 * for an anonymous visitor (so its HTML can be cached), so while a server-rendered page
 * hydrates this is `anonymous`, and the shopper's own value right after (React renders again
 * with the browser's snapshot). A page rendered in the browser alone has the real value at once.
 * The snapshot is the value itself, so React renders again only where the shopper's value is not
 * the anonymous one (`Object.is`): that render is synchronous, one task for every component
 * concerned, and an anonymous visitor's page (every heart of a product list) needs none.
 */
export function useAfterHydration<T>(value: T, anonymous: T): T {
  return useSyncExternalStore(
    neverChanges,
    () => value,
    () => anonymous,
  );
}

// Set by the shell once no server HTML is left to hydrate; never on the server.
let pageLive = false;

/**
 * The first view's server HTML is gone (the first navigation) or there was none (a page
 * rendered by the browser alone): a component rendered from now on is not hydrating. Not when
 * the shell's own tree is live: React hydrates the page's Suspense regions after it.
 */
export function markPageLive(): void {
  pageLive = true;
}

/**
 * False on the server and while a server-rendered page hydrates, true after: for what only the
 * browser can show (a clock, whose server is not the browser's). Unlike `useAfterHydration`,
 * whose different value makes React render again synchronously at the end of hydration (inside
 * the task that runs the page's effects: a long one on a phone, issue 27), the switch is a
 * transition of its own, rendered in slices. A component rendered after the first navigation
 * is true at once.
 */
export function useLiveAfterHydration(): boolean {
  const [live, setLive] = useState(pageLive);
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live;
}
