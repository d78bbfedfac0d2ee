import type { RouteDef, RuntimeManifest } from '@shop/shared/contracts/routes';
import { SHELL_PAGE_ROUTES } from '@shop/shared/contracts/shell-pages';
import { routeClashes, SHELL_OWNER, type RouteClaim } from '@shop/shared/contracts/route-ownership';

/**
 * Campaign pages are data in the back end (`GET /api/campaigns`), not routes compiled into a
 * remote: a campaign manager puts one live with no build. The gateway turns each campaign whose
 * page exists now into a route of the remote that renders campaigns, in the runtime manifest it
 * serves. So the shell routes a campaign's URL like any page, an unknown or expired slug gets
 * the shell's own 404, and the page status and the sitemap (both read the same manifest) know
 * the campaign slugs.
 */
export const CAMPAIGN_REMOTE = 'mf-promotions';
/** The page module `mf-promotions` exposes for every campaign (`src/routes/campaign.tsx`). */
export const CAMPAIGN_PAGE = 'campaign';

export interface CampaignSummary {
  slug: string;
  /** When the page stops existing (its "Promotion Ended" days included). */
  visible_until: string;
}

/**
 * Adds one route per campaign to the campaign remote, with the page's end as the route's
 * `until` (the shell drops it then even from a cached manifest). A path another remote or the
 * shell already serves stays theirs. Without the campaign remote in the manifest, nothing is added.
 */
export function withCampaignRoutes(manifest: RuntimeManifest, campaigns: readonly CampaignSummary[], now: Date): RuntimeManifest {
  const remote = manifest.remotes.find((r) => r.name === CAMPAIGN_REMOTE);
  if (!remote || campaigns.length === 0) return manifest;
  // Matched as the router matches (decision 019): `category/x` would outrank `/category/:slug`.
  const taken: RouteClaim[] = [
    ...SHELL_PAGE_ROUTES.map((r) => ({ path: r.path, owner: SHELL_OWNER })),
    ...manifest.remotes.flatMap((r) => r.routes.map((route) => ({ path: route.path, owner: r.name }))),
  ];
  const added: RouteDef[] = [];
  for (const campaign of campaigns) {
    const path = `/${campaign.slug}`;
    const until = Date.parse(campaign.visible_until);
    const claim = { path, owner: `campaign ${campaign.slug}` };
    if (Number.isNaN(until) || until <= now.getTime() || routeClashes([claim], taken).length > 0) continue;
    taken.push(claim);
    added.push({ path, page: CAMPAIGN_PAGE, until: campaign.visible_until });
  }
  if (added.length === 0) return manifest;
  return { ...manifest, remotes: manifest.remotes.map((r) => (r === remote ? { ...r, routes: [...r.routes, ...added] } : r)) };
}

/**
 * The campaigns from the back end, kept `ttlMs` so that every page request does not ask again:
 * a new campaign is routed within seconds. When the back end cannot answer, the last list is
 * kept (and an empty one before any answer: campaign URLs then 404 rather than the store failing).
 */
export function campaignSource(origin: () => string, options: { ttlMs?: number; onError?: (error: unknown) => void } = {}): () => Promise<CampaignSummary[]> {
  const ttl = options.ttlMs ?? 5000;
  let last: { at: number; items: CampaignSummary[] } | null = null;
  let pending: Promise<CampaignSummary[]> | null = null;
  return async () => {
    if (last && Date.now() - last.at < ttl) return last.items;
    pending ??= (async () => {
      try {
        const res = await fetch(`${origin()}/api/campaigns`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(3000) });
        if (!res.ok) throw new Error(`/api/campaigns answered ${res.status}`);
        const body = (await res.json()) as { items?: CampaignSummary[] };
        const items = (body.items ?? []).filter((c) => typeof c?.slug === 'string' && typeof c.visible_until === 'string');
        last = { at: Date.now(), items };
        return items;
      } catch (error) {
        options.onError?.(error);
        last = { at: Date.now(), items: last?.items ?? [] };
        return last.items;
      } finally {
        pending = null;
      }
    })();
    return pending;
  };
}
