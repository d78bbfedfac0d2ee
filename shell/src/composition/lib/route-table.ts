import { isActiveWindow, type LayoutName, type RouteDef, type RuntimeManifest } from '@shop/shared/contracts/routes';
import { LOCALES, type Locale } from '@shop/shared/contracts/locales';

export { LOCALES };
export type PathLocale = Locale;
export const LAYOUTS: readonly LayoutName[] = ['main', 'account', 'default', 'webview'];

/** One page of one remote, as the shell routes it. */
export interface RouteEntry {
  /** Remote package name (`mf-catalog`). */
  remote: string;
  page: string;
  /** Pattern without locale prefix, always starting with `/`. */
  path: string;
  layout: LayoutName;
  auth: boolean;
  /** Param name → anchored pattern; `null` when the remote shipped an invalid expression. */
  params: Record<string, RegExp | null>;
}

function normalisePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** The check is a whole-value match: a remote writing `\d+` means "only digits", not "has a digit". */
export function compileParamRule(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`);
  } catch {
    return null;
  }
}

/**
 * Flattens the manifest into the shell's route list. The server already drops campaigns outside
 * their window; the client checks again because a cached manifest can outlive a campaign.
 * The first remote to claim a path keeps it, so a misconfigured remote cannot hijack another's page.
 */
export function collectRoutes(manifest: RuntimeManifest, now: number = Date.now()): RouteEntry[] {
  const seen = new Set<string>();
  const entries: RouteEntry[] = [];
  for (const remote of manifest.remotes ?? []) {
    if (!remote?.name || !Array.isArray(remote.routes) || !isActiveWindow(remote, now)) continue;
    for (const route of remote.routes as RouteDef[]) {
      if (!route?.path || !route.page || !isActiveWindow(route, now)) continue;
      const path = normalisePath(route.path);
      if (seen.has(path)) continue;
      seen.add(path);
      entries.push({
        remote: remote.name,
        page: route.page,
        path,
        layout: route.layout && LAYOUTS.includes(route.layout) ? route.layout : 'main',
        auth: route.auth === true,
        params: Object.fromEntries(Object.entries(route.params ?? {}).map(([name, source]) => [name, compileParamRule(source)])),
      });
    }
  }
  return entries;
}

export function groupByLayout(entries: RouteEntry[]): Map<LayoutName, RouteEntry[]> {
  const groups = new Map<LayoutName, RouteEntry[]>();
  for (const entry of entries) {
    const list = groups.get(entry.layout) ?? [];
    list.push(entry);
    groups.set(entry.layout, list);
  }
  return groups;
}

/** One router leaf: a shell page or a remote page under one of its localised paths. */
export type RouteLeaf<S> = { id: string; path: string } & ({ kind: 'shell'; shell: S } | { kind: 'remote'; entry: RouteEntry });

export interface LayoutBranch<S> {
  layout: LayoutName;
  children: RouteLeaf<S>[];
}

/**
 * The router's shape as data, shared by the shell's router and the gateway's 404 status: per
 * layout one branch, each page under its bare path and its /fr and /en twins, shell pages
 * first. A remote claiming one of the shell's own paths is ignored. Order matters: react-router
 * keeps definition order between equally ranked routes.
 */
export function layoutBranches<S extends { path: string; layout: LayoutName }>(
  entries: RouteEntry[],
  shellRoutes: readonly S[],
): LayoutBranch<S>[] {
  const owned = new Set(shellRoutes.map((route) => route.path.toLowerCase()));
  const groups = groupByLayout(entries.filter((entry) => !owned.has(entry.path.toLowerCase())));
  const shellByLayout = new Map<LayoutName, S[]>();
  for (const route of shellRoutes) shellByLayout.set(route.layout, [...(shellByLayout.get(route.layout) ?? []), route]);
  return LAYOUTS.filter((layout) => groups.has(layout) || shellByLayout.has(layout)).map((layout) => ({
    layout,
    children: [
      ...(shellByLayout.get(layout) ?? []).flatMap((shell) =>
        localisedPaths(shell.path).map((path): RouteLeaf<S> => ({ id: `shell:${path}`, path, kind: 'shell', shell })),
      ),
      ...(groups.get(layout) ?? []).flatMap((entry) =>
        localisedPaths(entry.path).map((path): RouteLeaf<S> => ({ id: `${entry.remote}:${path}`, path, kind: 'remote', entry })),
      ),
    ],
  }));
}

/** Every route answers bare and under each locale prefix. */
export function localisedPaths(path: string): string[] {
  return [path, ...LOCALES.map((locale) => withLocale(path, locale))];
}

export function withLocale(path: string, locale: PathLocale): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function localeFromPath(pathname: string): PathLocale | null {
  const first = pathname.split('/')[1];
  return (LOCALES as readonly string[]).includes(first ?? '') ? (first as PathLocale) : null;
}

export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: `/en/cart?x=1` → `/fr/cart?x=1`. */
export function switchLocalePath(pathname: string, search: string, hash: string, target: PathLocale): string {
  return `${withLocale(stripLocale(pathname), target)}${search}${hash}`;
}

/** A validity check that fails (or cannot be evaluated) means the page does not exist. */
export function paramsAreValid(rules: Record<string, RegExp | null>, params: Record<string, string | undefined>): boolean {
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    return rule !== null && value !== undefined && rule.test(value);
  });
}

/**
 * A path's first segment as the router compares it: percent-decoded (kept as it is when an escape
 * is malformed, as react-router and `matchesPattern` keep it) and lower-cased; '' for `/`.
 */
export function firstSegment(pathname: string): string {
  const segment = pathname.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether `pathname` fits a react-router pattern (`:param`, `:param?`, trailing `*`). Kept free
 * of react-router so the entry chunk can use it before any shared module is loaded.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  let i = 0;
  for (const seg of want) {
    if (seg === '*') return true;
    const optional = seg.endsWith('?');
    const name = optional ? seg.slice(0, -1) : seg;
    const value = have[i];
    if (value === undefined) {
      if (optional) continue;
      return false;
    }
    if (!name.startsWith(':') && name.toLowerCase() !== value.toLowerCase()) {
      if (optional) continue;
      return false;
    }
    i++;
  }
  return i === have.length;
}

/** The route a same-origin URL would render, to prefetch its page on intent. */
export function findRoute(entries: RouteEntry[], pathname: string): RouteEntry | null {
  const bare = stripLocale(pathname);
  // Static segments outrank dynamic ones, as in the router itself.
  let best: { entry: RouteEntry; score: number } | null = null;
  for (const entry of entries) {
    if (!matchesPattern(entry.path, bare)) continue;
    const score = segments(entry.path).reduce((sum, seg) => sum + (seg.startsWith(':') ? 1 : seg === '*' ? 0 : 3), 0);
    if (!best || score > best.score) best = { entry, score };
  }
  return best?.entry ?? null;
}

/** `/login?redirect=…` carrying the page the visitor wanted, in their locale prefix. */
export function loginRedirectPath(pathname: string, search: string): string {
  const locale = localeFromPath(pathname);
  const login = locale ? withLocale('/login', locale) : '/login';
  return `${login}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}
