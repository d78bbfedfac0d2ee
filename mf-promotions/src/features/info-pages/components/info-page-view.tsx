import { Link } from 'react-router';
import { ErrorRetry, Skeleton, formatDate, useDocumentTitle, useLocalePath, usePageData, useT, type PageLoader } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { ContactForm } from '../../contact/components/contact-form';
import { PAGES_WITH_CONTACT_FORM } from '../lib/info-paths';
import type { SafeInfoPage } from '../lib/load-info-page';
import { RichContent } from './rich-content';

function InfoSkeleton() {
  return (
    <div className="ip" aria-busy="true" data-testid="info-skeleton">
      <Skeleton width="60%" height={32} />
      <Skeleton lines={8} />
    </div>
  );
}

/** An information page: title, sanitised content, last update; the after-sales page ends with the contact form. */
export function InfoPageView({ loader, webview = false }: { loader: PageLoader<SafeInfoPage>; webview?: boolean }) {
  const { t, i18n } = useT(NS);
  const localePath = useLocalePath();
  const { state, retry } = usePageData(loader);
  const title = state.status === 'ready' ? state.data.title : state.status === 'error' && state.error.status === 404 ? t('info.notFoundTitle') : '';
  useDocumentTitle(title);
  if (state.status === 'loading') return <InfoSkeleton />;
  if (state.status === 'error') {
    if (state.error.status !== 404) return <ErrorRetry message={state.error.message} onRetry={retry} />;
    return (
      <section className="ip" data-testid="info-not-found">
        <h1>{t('info.notFoundTitle')}</h1>
        <p>{state.error.message}</p>
        {webview ? null : <Link to={localePath('/')}>{t('campaign.homeCta')}</Link>}
      </section>
    );
  }
  const page = state.data;
  const subject = PAGES_WITH_CONTACT_FORM[page.slug];
  return (
    <article className={webview ? 'ip ip--webview' : 'ip'} data-testid="info-page">
      <h1 className="ip-title">{page.title}</h1>
      <RichContent html={page.html} testId="info-content" />
      <p className="ip-updated">{t('info.updated', { date: formatDate(page.updated_at, i18n.language === 'en' ? 'en' : 'fr') })}</p>
      {subject ? <ContactForm initialSubject={subject} /> : null}
    </article>
  );
}
