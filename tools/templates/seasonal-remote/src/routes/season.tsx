import { ErrorRetry, useDocumentTitle, usePageData, useT, type PageLoader, type ProductSearchResult } from '@shop/shared';
import { NS, registerSeasonTranslations } from '../i18n/register';
import { fetchSelection } from '../api/products';
import { SeasonProducts } from '../features/season/components/season-products';
import { SeasonSkeleton } from '../features/season/components/season-skeleton';
import { SELECTION } from '../features/season/lib/selection';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/season/components/season.css';

registerSeasonTranslations();

/** The campaign's products; the shop's language is part of every catalogue request. */
export const loader: PageLoader<ProductSearchResult> = ({ signal }) => fetchSelection(SELECTION, signal);

export default function SeasonPage() {
  const { t } = useT(NS);
  const { state, retry } = usePageData(loader);
  useDocumentTitle(t('title'), t('intro'));
  return (
    <div className="season" data-testid="season-page">
      <header className="season-hero">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {state.status === 'loading' ? (
        <SeasonSkeleton />
      ) : state.status === 'error' ? (
        <ErrorRetry message={t('loadFailed')} onRetry={retry} />
      ) : (
        <SeasonProducts list={state.data} />
      )}
    </div>
  );
}
