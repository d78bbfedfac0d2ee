import { contentApi, type LiveCampaign, type Locale } from '@shop/shared';

export type { LiveCampaign };

/** The campaigns whose pages exist now, in the request's language. */
export async function fetchCampaigns(locale: Locale, signal?: AbortSignal): Promise<LiveCampaign[]> {
  const body = await contentApi.get('campaigns', { searchParams: { locale }, signal }).json<{ items: LiveCampaign[] }>();
  return body.items;
}
