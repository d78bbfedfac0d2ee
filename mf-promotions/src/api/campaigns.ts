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
