import { firstSegment, matchesPattern, stripLocale, type RouteEntry } from '../lib/route-table';

/** Static segments, whole `:name` params and a final `*`: the patterns `matchesPattern` reads as react-router does. */
const PLAIN_PATTERN = /^(?:\/(?:[^/:?*]+|:[\w-]+))*(?:\/\*)?\/?$/;

/**
 * A plain pattern's first segment, lower-cased ('' for `/`), or null when any first segment may
 * fit it (a param, a splat) or the pattern is not plain: the cheap test before `matchesPattern`.
 */
const firstSegments = new WeakMap<RouteEntry, string | null>();
function firstSegmentOf(entry: RouteEntry): string | null {
  let first = firstSegments.get(entry);
  if (first === undefined) {
    const segment = entry.path.split('/').find(Boolean) ?? '';
    first = !PLAIN_PATTERN.test(entry.path) || segment.startsWith(':') || segment === '*' ? null : segment.toLowerCase();
    firstSegments.set(entry, first);
  }
  return first;
}

/**
 * The route entries that may render `pathname`: those whose pattern fits it, bare or with its
 * locale prefix, and any whose pattern `matchesPattern` may read differently from react-router
 * (optional or partial segments). A router built from them matches `pathname` as the whole
 * table's router does: the winner is among them, in the same order, and react-router ranks the
 * branches that fit the same way with or without the others. Matching among a few branches
 * instead of a few hundred (every page and its /fr and /en twins, each a regular expression tried
 * in rank order) and converting a small tree for each render's static router: those two were a
 * sixth of the CPU time of a product page's uncached render.
 */
export function routeCandidates(entries: readonly RouteEntry[], pathname: string): RouteEntry[] {
  // The router ignores case (`/EN/Search` is `/en/search`), `matchesPattern` too, `stripLocale` not.
  const path = pathname.toLowerCase();
  const bare = stripLocale(path);
  const firsts = [firstSegment(path), firstSegment(bare)];
  return entries.filter((entry) => {
    const first = firstSegmentOf(entry);
    if (first === null) return !PLAIN_PATTERN.test(entry.path) || matchesPattern(entry.path, bare) || matchesPattern(entry.path, path);
    return firsts.includes(first) && (matchesPattern(entry.path, bare) || matchesPattern(entry.path, path));
  });
}
