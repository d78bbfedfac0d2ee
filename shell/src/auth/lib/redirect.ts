import { localeFromPath, stripLocale, withLocale, type PathLocale } from '../../composition/lib/route-table';

/** Pages a redirect must never lead back to: it would loop or show a form to a logged-in shopper. */
const AUTH_PAGES = ['/login', '/signup', '/login-old', '/signup-old'];
/** Coming from these, there is nothing worth returning to after login. */
const NO_RETURN_FROM = ['/', '/login', '/signup'];

function pathOnly(target: string): string {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

function isAuthPage(target: string): boolean {
  const bare = stripLocale(pathOnly(target)).replace(/\/+$/, '') || '/';
  return AUTH_PAGES.includes(bare.toLowerCase());
}

/**
 * A same-site path from a `redirect` query parameter, or null. Anything that could leave the
 * shop (`//evil`, `https://…`, `javascript:`, a backslash that browsers read as a slash) is
 * refused: an open redirect on the login page is a phishing tool.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const target = raw.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  // Control characters can be stripped by the browser into something like `//`.
  if ([...target].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  if (isAuthPage(target)) return null;
  return target;
}

export interface AuthPageInput {
  loggedIn: boolean;
  /** The `redirect` query parameter of the login/signup URL, raw. */
  redirect: string | null;
  /** The in-shop page (path + query) the shopper came from, or null (first page, other site). */
  previous: string | null;
  /** The auth page's own path, e.g. `/en/login`. */
  pathname: string;
}

export type AuthPageDecision = { kind: 'stay' } | { kind: 'redirect'; to: string };

/**
 * Opening /login or /signup:
 * - logged in with a redirect target → that target, unless it is /login or /signup;
 * - a visitor opening /login without a redirect, coming from a page other than /, /login and
 *   /signup → the same /login with that page (query included) as the redirect parameter.
 * Both replace the history entry, so Back does not land on the bounce.
 */
export function decideAuthPage(input: AuthPageInput): AuthPageDecision {
  const page = stripLocale(input.pathname).replace(/\/+$/, '').toLowerCase();
  if (input.loggedIn) {
    const target = safeRedirectTarget(input.redirect);
    return target ? { kind: 'redirect', to: target } : { kind: 'stay' };
  }
  if (page !== '/login' || input.redirect) return { kind: 'stay' };
  const previous = input.previous ? safeRedirectTarget(input.previous) : null;
  if (!previous) return { kind: 'stay' };
  const previousPage = stripLocale(pathOnly(previous)).replace(/\/+$/, '') || '/';
  if (NO_RETURN_FROM.includes(previousPage.toLowerCase())) return { kind: 'stay' };
  return { kind: 'redirect', to: `${input.pathname}?redirect=${encodeURIComponent(previous)}` };
}

/** Where to go after login or sign-up: the saved path, else the home page in the page's language. */
export function afterLoginTarget(redirect: string | null, pathname: string, preferred: PathLocale | null = null): string {
  const target = safeRedirectTarget(redirect);
  const locale: PathLocale | null = localeFromPath(pathname);
  const destination = target ?? (locale ? withLocale('/', locale) : '/');
  // A customer who saved a preferred language gets the shop in it from the moment they log in.
  if (!preferred) return destination;
  const [path = '/', query = ''] = destination.split(/(?=[?#])/, 2);
  return `${withLocale(stripLocale(path), preferred)}${query}`;
}

/** Carries the redirect parameter over when the shopper moves between login, sign-up and reset. */
export function withRedirect(path: string, redirect: string | null): string {
  const target = safeRedirectTarget(redirect);
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
