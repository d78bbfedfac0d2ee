import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $locale, Button, formatPrice, Spinner, useT, useLocalePath } from '@shop/shared';
import { hitImage, hitPath } from './search-hit-card';
import { thumbnailUrl } from '../../media/lib/image-sources';
import { useTypeahead } from '../use-typeahead';
import { registerCatalogTranslations } from '../../../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import
import './typeahead.css';

registerCatalogTranslations();

/**
 * A suggestion's second line: its brand and its most precise category. Category ids grow from the
 * department to the sub-category, so the second name is the sub-category ("Smartphones").
 */
export function typeaheadMeta(hit: { brand?: string; categories?: string[] }): string {
  const categories = hit.categories ?? [];
  return [hit.brand, categories[1] ?? categories[0]].filter(Boolean).join(' · ');
}

export interface SearchTypeaheadProps {
  /** What the shopper has typed in the header's search field. */
  query: string;
  /** Called when a suggestion is followed (e.g. to close the panel). */
  onNavigate?: () => void;
  /** id for the panel, so the field can point at it with aria-controls. */
  id?: string;
}

/**
 * Exposed as `mf_catalog/search-typeahead`: the suggestion panel under the header's search field.
 * The shell keeps the field; this renders the debounced suggestions for its value.
 */
export default function SearchTypeahead({ query, onNavigate, id }: SearchTypeaheadProps) {
  const { t } = useT('catalog');
  const locale = useStore($locale);
  const localePath = useLocalePath();
  const { hits, found, loading, failed, retry, query: answered } = useTypeahead(query);
  const q = query.trim();
  if (q.length < 2) return null;
  return (
    <div className="catalog-typeahead" id={id} role="region" aria-label={t('suggestions')} aria-busy={loading} data-testid="search-typeahead">
      {loading && hits.length === 0 ? (
        <p className="catalog-typeahead__status">
          <Spinner /> {t('searching')}
        </p>
      ) : null}
      {failed ? (
        <p className="catalog-typeahead__status" role="alert">
          {t('search_failed')}{' '}
          <Button variant="secondary" onClick={retry}>
            {t('common:retry')}
          </Button>
        </p>
      ) : null}
      {!loading && !failed && answered === q && hits.length === 0 ? <p className="catalog-typeahead__status">{t('no_results_found')}</p> : null}
      {hits.length > 0 ? (
        <ul className="catalog-typeahead__list">
          {hits.map((hit) => {
            const image = hitImage(hit);
            return (
              <li key={hit.id}>
                <Link to={localePath(hitPath(hit))} onClick={onNavigate} data-testid="typeahead-hit">
                  {image ? <img src={thumbnailUrl(image)} alt="" width={40} height={40} loading="lazy" decoding="async" /> : <span className="catalog-typeahead__noimg" />}
                  <span className="catalog-typeahead__text">
                    <span className="catalog-typeahead__name">{hit.name}</span>
                    <span className="catalog-typeahead__meta" data-testid="typeahead-meta">
                      {typeaheadMeta(hit)}
                    </span>
                  </span>
                  {hit.hide_price ? null : <span className="catalog-typeahead__price">{formatPrice(hit.final_price, locale)}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {found > 0 ? (
        <Link className="catalog-typeahead__all" to={`${localePath('/search')}?${new URLSearchParams({ q })}`} onClick={onNavigate}>
          {t('see_all_results', { q })}
        </Link>
      ) : null}
    </div>
  );
}
