import { contentApi, type Locale } from '@shop/shared';

/** One live campaign as the content API lists it (`GET /api/campaigns`). */
export interface LiveCampaign {
  slug: string;
  title: string;
  status: 'programmed' | 'in_progress' | 'ended';
  ends_at: string;
}

/** The campaigns whose pages exist now, in the request's language. */
export async function fetchCampaigns(locale: Locale, signal?: AbortSignal): Promise<LiveCampaign[]> {
  const body = await contentApi.get('campaigns', { searchParams: { locale }, signal }).json<{ items: LiveCampaign[] }>();
  return body.items;
}
