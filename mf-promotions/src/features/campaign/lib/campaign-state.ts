export type CampaignStatus = 'programmed' | 'in_progress' | 'ended';

/** Programmed before the start, in progress until the end, ended from the end on. */
export function statusAt(startsAt: string, endsAt: string, nowMs: number): CampaignStatus {
  if (nowMs < Date.parse(startsAt)) return 'programmed';
  if (nowMs < Date.parse(endsAt)) return 'in_progress';
  return 'ended';
}

/** The instant the countdown runs to: the start while programmed, the end while running. */
export function countdownTarget(status: CampaignStatus, startsAt: string, endsAt: string): number | null {
  if (status === 'programmed') return Date.parse(startsAt);
  if (status === 'in_progress') return Date.parse(endsAt);
  return null;
}

/**
 * Below this gap the shopper's clock is taken as right: a server-rendered answer's time is already
 * seconds old when the page hydrates (its render, the 3G transfer, the scripts), and correcting by
 * that age put the campaign's clock seconds behind the home's and the product's.
 */
const TRUSTED_CLOCK_GAP_MS = 60_000;

/**
 * The shopper's clock may be wrong; the server's is the reference. The offset measured when the
 * page loaded (server time minus local time) corrects every later tick, once it is larger than
 * what the answer's own age can explain.
 */
export function clockOffset(serverTime: string, localMs: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  const offset = server - localMs;
  return Math.abs(offset) < TRUSTED_CLOCK_GAP_MS ? 0 : offset;
}

/**
 * `/en/black-friday/brand-days` → `black-friday/brand-days`: a campaign's URL is its slug; the
 * app's webview twin `/mobile/pages/tecno-shop` shows the page `tecno-shop`.
 */
export function slugFromPath(pathname: string): string {
  return pathname
    .replace(/^\/(fr|en)(?=\/|$)/, '')
    .replace(/^\/mobile\/pages(?=\/)/, '')
    .replace(/^\/+|\/+$/g, '');
}

/** The console's preview path: `/apercu-campagne/black-friday/brand-days` → `black-friday/brand-days`. */
export const PREVIEW_PATH = '/apercu-campagne';

export function previewSlugFromPath(pathname: string): string {
  return slugFromPath(pathname).replace(new RegExp(`^${PREVIEW_PATH.slice(1)}/?`), '');
}

const SORTS = ['best_sellers', 'new', 'price', 'product_name', 'percent_off'] as const;

/** The shopper's listing choices from the URL (`?sort=price&dir=asc&category=13`); bad values are ignored. */
export function listOptionsFrom(search: URLSearchParams): { sort?: { field: (typeof SORTS)[number]; direction: 'asc' | 'desc' }; category?: number } {
  const field = search.get('sort');
  const category = search.get('category');
  return {
    ...(field && (SORTS as readonly string[]).includes(field) ? { sort: { field: field as (typeof SORTS)[number], direction: search.get('dir') === 'asc' ? 'asc' : 'desc' } } : {}),
    ...(category && /^[1-9]\d{0,8}$/.test(category) ? { category: Number(category) } : {}),
  };
}
