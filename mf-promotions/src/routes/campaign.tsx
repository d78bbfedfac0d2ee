import { ErrorRetry, usePageData, usePageHead, type PageLoader } from '@shop/shared';
import { registerPromotionsTranslations } from '../i18n/register';
import { fetchCampaign, type CampaignPage } from '../api/campaigns';
import { CampaignNotFound } from '../features/campaign/components/campaign-not-found';
import { CampaignSkeleton } from '../features/campaign/components/campaign-skeleton';
import { CampaignView } from '../features/campaign/components/campaign-view';
import { campaignHead } from '../features/campaign/lib/campaign-head';
import { listOptionsFrom, slugFromPath } from '../features/campaign/lib/campaign-state';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/campaign/components/campaign.css';

registerPromotionsTranslations();

/**
 * Any campaign, by its slug. Campaign routes are plain paths the gateway adds to the manifest
 * from the back end's campaigns (`/black-friday`, `/black-friday/brand-days`), without params:
 * the slug is the path itself (language prefix and the webview's `/mobile/pages` left out).
 */
export const loader: PageLoader<CampaignPage> = ({ pathname, search, locale, signal }) =>
  fetchCampaign(slugFromPath(pathname), locale, 1, signal, listOptionsFrom(search));

/** The server writes it; the page reads it once the campaign is loaded. */
export const head = campaignHead;

export default function CampaignRoute() {
  const { state, retry, reload } = usePageData(loader);
  usePageHead(head, state.status === 'ready' ? state.data : null);
  if (state.status === 'loading') return <CampaignSkeleton />;
  if (state.status === 'error') {
    if (state.error.status === 404) return <CampaignNotFound />;
    return <ErrorRetry message={state.error.message} onRetry={retry} />;
  }
  return <CampaignView data={state.data} onStateChange={reload} />;
}
