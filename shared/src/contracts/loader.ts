import type { ApiError } from '../api/client';
import type { Locale } from '../types';

/**
 * What a route loader receives. Only plain values and a signal: the same loader runs in the
 * browser (through `usePageData`) and, for server rendering, on the server with the request's
 * params, query and language.
 */
export interface LoaderArgs {
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
