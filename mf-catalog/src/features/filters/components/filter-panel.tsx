// oxlint-disable-next-line import/no-unassigned-import
import './filter-panel.css';
import { useId } from 'react';
import { Button, useT } from '@shop/shared';
import {
  activeCount,
  NO_FILTERS,
  parsePriceRange,
  formatPriceRange,
  toggleValue,
  type ActiveFilters,
  type Facet,
  type FilterAttribute,
} from '../lib/filters';

interface FilterPanelProps {
  facets: Facet[] | null;
  filters: ActiveFilters;
  onChange: (next: ActiveFilters) => void;
}

/** Attribute filters of a category, folded on a phone so the products come first. */
export function FilterPanel({ facets, filters, onChange }: FilterPanelProps) {
  const { t } = useT('catalog');
  const uid = useId();
  const count = activeCount(filters);
  // Same height as the folded panel, so the grid does not move when the facets arrive.
  if (!facets) return <div className="catalog-filters catalog-filters--loading" aria-hidden="true" />;
  if (facets.length === 0) return null;
  const currentPrice = filters.price ? formatPriceRange(filters.price) : '';
  return (
    <details className="catalog-filters" data-testid="filter-panel" open={count > 0 ? true : undefined}>
      <summary>
        {t('filters')}
        {count > 0 ? ` (${count})` : ''}
      </summary>
      <div className="catalog-filters__body">
        {facets.map((facet) => (
          <fieldset key={facet.code} className="catalog-filters__group" data-facet={facet.code}>
            <legend>{facet.label}</legend>
            {facet.code === 'price'
              ? [{ value: '', label: t('any_price'), count: 0 }, ...facet.options].map((option) => (
                  <label key={option.value || 'any'} className="catalog-filters__option">
                    <input
                      type="radio"
                      name={`${uid}-price`}
                      checked={currentPrice === option.value}
                      onChange={() => onChange({ ...filters, price: parsePriceRange(option.value) })}
                      data-testid="filter-option"
                      data-code="price"
                      data-value={option.value}
                    />
                    <span>{option.label}</span>
                    {option.count > 0 ? <span className="catalog-filters__count">{option.count}</span> : null}
                  </label>
                ))
              : facet.options.map((option) => (
                  <label key={option.value} className="catalog-filters__option">
                    <input
                      type="checkbox"
                      checked={(filters.attributes[facet.code as FilterAttribute] ?? []).includes(option.value)}
                      onChange={() => onChange(toggleValue(filters, facet.code as FilterAttribute, option.value))}
                      data-testid="filter-option"
                      data-code={facet.code}
                      data-value={option.value}
                    />
                    {option.swatch ? <span className="catalog-filters__swatch" style={{ backgroundColor: option.swatch }} aria-hidden="true" /> : null}
                    <span>{option.label}</span>
                    <span className="catalog-filters__count">{option.count}</span>
                  </label>
                ))}
          </fieldset>
        ))}
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)} data-testid="filters-reset">
            {t('reset_filters')}
          </Button>
        ) : null}
      </div>
    </details>
  );
}
