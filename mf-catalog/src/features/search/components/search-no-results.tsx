import { Link } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import { useCategoryTree } from '../../categories/use-category-tree';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet is a side effect by nature
import './search-no-results.css';

/**
 * What a search that found nothing offers instead of a dead end: how to search differently,
 * searches that find products, and the shop's main categories.
 */
export function SearchNoResults({ q }: { q: string }) {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const { status, tree } = useCategoryTree();
  const popular = t('no_results.popular_queries').split('|').filter(Boolean);
  return (
    <div className="catalog-no-results" data-testid="search-no-results-page">
      <p className="catalog-empty" data-testid="search-no-results">
        {t('no_results_found')}
      </p>
      <p className="catalog-no-results__for">{t('no_results.for', { q })}</p>
      <ul className="catalog-no-results__tips">
        <li>{t('no_results.tip_spelling')}</li>
        <li>{t('no_results.tip_fewer_words')}</li>
        <li>{t('no_results.tip_general')}</li>
      </ul>
      <h2 className="catalog-no-results__title">{t('no_results.popular_searches')}</h2>
      <ul className="catalog-no-results__chips" data-testid="search-suggestions">
        {popular.map((query) => (
          <li key={query}>
            <Link to={localePath(`/search?q=${encodeURIComponent(query)}`)}>{query}</Link>
          </li>
        ))}
      </ul>
      {status === 'ready' && tree.length > 0 ? (
        <>
          <h2 className="catalog-no-results__title">{t('no_results.popular_categories')}</h2>
          <ul className="catalog-no-results__chips" data-testid="search-popular-categories">
            {tree.map((category) => (
              <li key={category.id}>
                <Link to={localePath(category.path)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
