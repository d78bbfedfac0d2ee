import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, usePageSeed, type Locale } from '@shop/shared';
import { fetchCampaigns, type LiveCampaign } from '../../api/campaigns';

const MAX_BANNERS = 3;

/** A server-rendered home's banners, so the hydrated hero does not fetch them again. */
export interface CampaignsSeed {
  campaigns?: LiveCampaign[];
}

async function runningCampaigns(locale: Locale, signal: AbortSignal): Promise<LiveCampaign[]> {
  return (await fetchCampaigns(locale, signal)).filter((c) => c.status === 'in_progress').slice(0, MAX_BANNERS);
}

/** For a route loader: the banners, or nothing when they could not be read (the browser then fetches them). */
export async function loadCampaignsSeed(locale: Locale, signal: AbortSignal): Promise<CampaignsSeed> {
  try {
    return { campaigns: await runningCampaigns(locale, signal) };
  } catch {
    return {};
  }
}

/** The campaigns running now (at most three), in the shop's language; null while loading. */
export function useRunningCampaigns(): LiveCampaign[] | null {
  const locale = useStore($locale);
  const seed = usePageSeed<CampaignsSeed>()?.campaigns;
  const [campaigns, setCampaigns] = useState<{ locale: string; items: LiveCampaign[] } | null>(() => (seed ? { locale, items: seed } : null));
  useEffect(() => {
    if (campaigns?.locale === locale) return;
    const controller = new AbortController();
    runningCampaigns(locale, controller.signal).then(
      (items) => setCampaigns({ locale, items }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Banners are a bonus: the home works without them.
        console.error('[catalog] campaigns unavailable', error);
        setCampaigns({ locale, items: [] });
      },
    );
    return () => controller.abort();
    // `campaigns.locale` is read only to skip a fetch the server already made (seeded first view).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  return campaigns?.locale === locale ? campaigns.items : null;
}
