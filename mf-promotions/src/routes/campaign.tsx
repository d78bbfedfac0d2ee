import { Link } from 'react-router';
import { ErrorRetry, i18n, useDocumentTitle, useLocalePath, usePageData, useT, type PageHeadFn, type PageLoader } from '@shop/shared';
import { NS, registerPromotionsTranslations } from '../i18n/register';
import { fetchCampaign, type CampaignPage } from '../api/campaigns';
import { CampaignSkeleton } from '../features/campaign/components/campaign-skeleton';
import { CampaignView } from '../features/campaign/components/campaign-view';
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

/** The campaign's own title with the shop's name, as the page sets it in the browser. */
export const head: PageHeadFn<CampaignPage> = ({ campaign }, { locale }) => ({
  title: i18n.getFixedT(locale, NS)('campaign.metaTitle', { title: campaign.title }),
});

function CampaignNotFound() {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  useDocumentTitle(t('campaign.notFoundTitle'));
  return (
    <section className="cp cp-missing" data-testid="campaign-not-found">
      <h1>{t('campaign.notFoundTitle')}</h1>
      <p>{t('campaign.notFoundText')}</p>
      <Link to={localePath('/')}>{t('campaign.homeCta')}</Link>
    </section>
  );
}

export default function CampaignRoute() {
  const { state, retry, reload } = usePageData(loader);
  if (state.status === 'loading') return <CampaignSkeleton />;
  if (state.status === 'error') {
    if (state.error.status === 404) return <CampaignNotFound />;
    return <ErrorRetry message={state.error.message} onRetry={retry} />;
  }
  return <CampaignView data={state.data} onStateChange={reload} />;
}
