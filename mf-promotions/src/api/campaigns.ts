import { contentApi, type CampaignPage, type CampaignProductPage, type Locale } from '@shop/shared';

export type { Campaign, CampaignPage, CampaignProduct, CampaignProductPage as ProductPage } from '@shop/shared';

export interface ListOptions {
  sort?: CampaignProductPage['sort'];
  category?: number;
}

/** `GET /api/campaigns/{slug}`: the campaign, its state and one page of its products. */
export function fetchCampaign(slug: string, locale: Locale, page: number, signal?: AbortSignal, options: ListOptions = {}): Promise<CampaignPage> {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  const searchParams: Record<string, string | number> = { locale, page };
  if (options.sort) {
    searchParams['sort'] = options.sort.field;
    searchParams['dir'] = options.sort.direction;
  }
  if (options.category !== undefined) searchParams['category'] = options.category;
  return contentApi.get(`campaigns/${path}`, { searchParams, signal }).json<CampaignPage>();
}

/** The console's preview answered with an error status (401: not signed in to the console). */
export class PreviewError extends Error {
  constructor(readonly status: number) {
    super(`campaign preview: HTTP ${status}`);
  }
}

/**
 * The console's preview of a campaign, drafts included, as it will look while running. It is
 * the operator console's endpoint (same origin, its session cookie), never the public API: a
 * shopper without the session gets a 401, and nothing is cached.
 */
export async function fetchCampaignPreview(slug: string, locale: Locale, page: number, signal?: AbortSignal, options: ListOptions = {}): Promise<CampaignPage> {
  const query = new URLSearchParams({ locale, page: String(page) });
  if (options.sort) {
    query.set('sort', options.sort.field);
    query.set('dir', options.sort.direction);
  }
  if (options.category !== undefined) query.set('category', String(options.category));
  const path = slug.split('/').map(encodeURIComponent).join('/');
  const res = await fetch(`/operator/api/campaign-preview/${path}?${query}`, { credentials: 'same-origin', cache: 'no-store', ...(signal ? { signal } : {}) });
  if (!res.ok) throw new PreviewError(res.status);
  return (await res.json()) as CampaignPage;
}
