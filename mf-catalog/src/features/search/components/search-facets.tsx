import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT } from '@shop/shared';
import { KeptParams, NoScriptSubmit } from '../../plain-forms/components/plain-form';
import { priceRanges, type SearchQuery } from '../lib/search-query';
import type { useSearch } from '../use-search';

const MAX_CATEGORY_FACETS = 12;

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value].toSorted();
}

interface Props {
  query: SearchQuery;
  result: ReturnType<typeof useSearch>;
  showResults: boolean;
  go: (next: Partial<SearchQuery>) => void;
}

/** The search's brand, category and price facets; nothing when there is nothing to narrow. */
export function SearchFacets({ query, result, showResults, go }: Props) {
  const { t } = useT('catalog');
  const locale = useStore($locale);
  const brands = Object.entries(result.facets['brand'] ?? {}).filter(([b]) => b);
  const categories = Object.entries(result.facets['categories'] ?? {})
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, MAX_CATEGORY_FACETS);
  const ranges = result.priceStats ? priceRanges(result.priceStats.min, result.priceStats.max) : [];
  if (!(showResults && (brands.length > 1 || categories.length > 1 || ranges.length > 0 || query.brands.length + query.categories.length > 0 || query.price))) return null;
  return (
    <details className="catalog-filters" data-testid="search-facets">
      <summary>{t('filters')}</summary>
      {/* A plain GET form too: without scripts, its button applies the ticked facets (query and sort kept). */}
      <form className="catalog-filters__body" method="get">
        <KeptParams except={['brand', 'category', 'price']} />
        {brands.length > 0 ? (
          <fieldset className="catalog-filters__group">
            <legend>{t('filter_brand')}</legend>
            {brands.map(([brand, count]) => (
              <label key={brand} className="catalog-filters__option">
                <input type="checkbox" name="brand" value={brand} checked={query.brands.includes(brand)} onChange={() => go({ brands: toggle(query.brands, brand) })} data-testid="facet-brand" data-value={brand} />
                <span>{brand}</span>
                <span className="catalog-filters__count">{count}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {categories.length > 0 ? (
          <fieldset className="catalog-filters__group">
            <legend>{t('filter_category')}</legend>
            {categories.map(([category, count]) => (
              <label key={category} className="catalog-filters__option">
                <input type="checkbox" name="category" value={category} checked={query.categories.includes(category)} onChange={() => go({ categories: toggle(query.categories, category) })} data-testid="facet-category" />
                <span>{category}</span>
                <span className="catalog-filters__count">{count}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {ranges.length > 0 || query.price ? (
          <fieldset className="catalog-filters__group">
            <legend>{t('filter_price')}</legend>
            {[null, ...ranges].map((range) => (
              <label key={range ? range.from : 'any'} className="catalog-filters__option">
                <input
                  type="radio"
                  name="price"
                  value={range ? `${range.from}_${range.to ?? ''}` : ''}
                  checked={range === null ? query.price === null : query.price?.from === range.from && query.price.to === range.to}
                  onChange={() => go({ price: range })}
                  data-testid="facet-price"
                />
                <span>
                  {range === null
                    ? t('any_price')
                    : range.to === null
                      ? t('price_from', { price: formatPrice(range.from, locale) })
                      : t('price_between', { from: formatPrice(range.from, locale), to: formatPrice(range.to, locale) })}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <NoScriptSubmit label={t('apply_filters')} testId="search-facets-submit" />
      </form>
    </details>
  );
}
