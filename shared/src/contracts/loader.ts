import type { ApiError } from '../api/client';
import type { Locale } from '../types';

/**
 * What a route loader receives. Only plain values and a signal: the same loader runs in the
 * browser (through `usePageData`) and, for server rendering, on the server with the request's
 * path, params, query and language.
 */
export interface LoaderArgs {
  /**
   * The URL's path as the router sees it, with its `/fr` or `/en` prefix when the URL has one
   * (the router has no base path: every route is declared bare and under each prefix). A page
   * served at several static paths has no params and tells them apart by this.
   */
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  locale: Locale;
  signal: AbortSignal;
}

/**
 * A page's data loader, exported as `loader` by the page module beside its default component
 * (`src/routes/<page>.tsx`), so URL → page → data is one hop to read.
 */
export type PageLoader<T> = (args: LoaderArgs) => Promise<T>;

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };
