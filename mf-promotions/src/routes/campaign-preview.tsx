import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorRetry, formatDate, useDocumentTitle, usePageHead, useT } from '@shop/shared';
import { NS, registerPromotionsTranslations } from '../i18n/register';
import { fetchCampaignPreview, PreviewError, type CampaignPage } from '../api/campaigns';
import { CampaignSkeleton } from '../features/campaign/components/campaign-skeleton';
import { CampaignView } from '../features/campaign/components/campaign-view';
import { campaignHead } from '../features/campaign/lib/campaign-head';
import { listOptionsFrom, previewSlugFromPath } from '../features/campaign/lib/campaign-state';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/campaign/components/campaign.css';

registerPromotionsTranslations();

/** An answer and the request it answers: another request's answer means "loading". */
type Answer = { request: string } & ({ status: 'ready'; data: CampaignPage } | { status: 'error'; code: number });

function PreviewUnavailable({ code }: { code: number }) {
  const { t } = useT(NS);
  useDocumentTitle(t('campaign.preview.title'));
  return (
    <section className="cp cp-missing" data-testid="campaign-preview-unavailable">
      <h1>{t('campaign.preview.title')}</h1>
      <p>{code === 401 ? t('campaign.preview.signIn') : t('campaign.notFoundText')}</p>
      {code === 401 ? <a href="/operator">{t('campaign.preview.console')}</a> : null}
    </section>
  );
}

/**
 * The operator console's preview (`/apercu-campagne/<slug>`): the campaign page itself, drawn by
 * the same view from the campaign's stored data (a draft too) as the server will serve it while
 * it runs. Its data comes from the console's session, so it is fetched in the browser only: the
 * server renders the skeleton, never a copy of a draft.
 */
export default function CampaignPreviewRoute() {
  const { t, i18n } = useT(NS);
  const { pathname, search } = useLocation();
  const locale = i18n.language === 'en' ? 'en' : 'fr';
  const slug = previewSlugFromPath(pathname);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = JSON.stringify([slug, locale, search, attempt]);
  useEffect(() => {
    const controller = new AbortController();
    const [wanted, language, query] = JSON.parse(request) as [string, 'fr' | 'en', string];
    fetchCampaignPreview(wanted, language, 1, controller.signal, listOptionsFrom(new URLSearchParams(query))).then(
      (data) => setAnswer({ request, status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, status: 'error', code: error instanceof PreviewError ? error.status : 0 });
      },
    );
    return () => controller.abort();
  }, [request]);

  const state = answer?.request === request ? answer : null;
  // Titled as the live page will be.
  usePageHead(campaignHead, state?.status === 'ready' ? state.data : null);
  if (state === null) return <CampaignSkeleton />;
  if (state.status === 'error') {
    if (state.code === 401 || state.code === 404) return <PreviewUnavailable code={state.code} />;
    return <ErrorRetry message={t('campaign.preview.failed')} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const at = formatDate(state.data.campaign.server_time, locale, { withTime: true });
  return (
    <>
      <p className="cp-preview" role="note" data-testid="campaign-preview-banner">
        {t('campaign.preview.banner', { date: at })}
      </p>
      <CampaignView data={state.data} onStateChange={() => setAttempt((n) => n + 1)} fetchPage={fetchCampaignPreview} />
    </>
  );
}
