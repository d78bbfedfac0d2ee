// oxlint-disable-next-line import/no-unassigned-import
import './filter-panel.css';
import { useId, useRef, useState } from 'react';
import { Button, useT } from '@shop/shared';
import { KeptParams, NoScriptSubmit } from '../../plain-forms/components/plain-form';
import {
  activeCount,
  FILTER_ATTRIBUTES,
  NO_FILTERS,
  parsePriceRange,
  formatPriceRange,
  toggleValue,
  type ActiveFilters,
  type Facet,
  type FilterAttribute,
} from '../lib/filters';

/** The URL's parameters the side column's form sets itself. */
const FILTER_PARAMS: readonly string[] = [...FILTER_ATTRIBUTES, 'price'];

interface FilterPanelProps {
  facets: Facet[] | null;
  filters: ActiveFilters;
  onChange: (next: ActiveFilters) => void;
}

/**
 * The facets' inputs for one set of filters (the applied ones, or the sheet's draft). `plain`:
 * named as the URL's parameters, for the side column's plain form (a browser without scripts).
 */
function FacetGroups({ facets, filters, onChange, name, plain = false }: { facets: Facet[]; filters: ActiveFilters; onChange: (next: ActiveFilters) => void; name: string; plain?: boolean }) {
  const { t } = useT('catalog');
  const currentPrice = filters.price ? formatPriceRange(filters.price) : '';
  return facets.map((facet) => (
    <fieldset key={facet.code} className="catalog-filters__group" data-facet={facet.code}>
      <legend>{facet.label}</legend>
      {facet.code === 'price'
        ? [{ value: '', label: t('any_price'), count: 0 }, ...facet.options].map((option) => (
            <label key={option.value || 'any'} className="catalog-filters__option">
              <input
                type="radio"
                name={plain ? 'price' : `${name}-price`}
                value={option.value}
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
                name={plain ? facet.code : undefined}
                value={plain ? option.value : undefined}
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
  ));
}

/** The applied filters as chips, each removing itself. */
function ActiveChips({ facets, filters, onChange }: FilterPanelProps & { facets: Facet[] }) {
  const { t } = useT('catalog');
  const chips: { key: string; label: string; without: ActiveFilters }[] = [];
  if (filters.price) {
    const value = formatPriceRange(filters.price);
    const label = facets.find((f) => f.code === 'price')?.options.find((o) => o.value === value)?.label ?? value;
    chips.push({ key: `price:${value}`, label, without: { ...filters, price: null } });
  }
  for (const [code, values] of Object.entries(filters.attributes) as [FilterAttribute, string[]][]) {
    const facet = facets.find((f) => f.code === code);
    for (const value of values) {
      const label = facet?.options.find((o) => o.value === value)?.label ?? value;
      chips.push({ key: `${code}:${value}`, label, without: toggleValue(filters, code, value) });
    }
  }
  if (chips.length === 0) return null;
  return (
    <ul className="catalog-filters__chips" data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className="catalog-filters__chip" onClick={() => onChange(chip.without)} aria-label={t('remove_filter', { label: chip.label })}>
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Attribute filters of a category. On a phone: a "Filters" button opens a bottom sheet whose
 * choices apply together with "Apply", so the products stay first on the page; the applied ones
 * show as removable chips. On a desktop the facets stand in a side column and apply at once.
 */
export function FilterPanel({ facets, filters, onChange }: FilterPanelProps) {
  const { t } = useT(['catalog', 'common']);
  const uid = useId();
  const sheet = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<ActiveFilters>(filters);
  // The sheet's inputs exist once it has been opened: until then they are a second copy of every
  // option, never seen, that the server would send and the browser hydrate on the first screen.
  const [sheetUsed, setSheetUsed] = useState(false);
  const count = activeCount(filters);
  // Same height as the folded panel, so the grid does not move when the facets arrive.
  if (!facets) return <div className="catalog-filters catalog-filters--loading" aria-hidden="true" />;
  if (facets.length === 0) return null;
  const open = () => {
    setDraft(filters);
    setSheetUsed(true);
    sheet.current?.showModal();
  };
  const apply = () => {
    onChange(draft);
    sheet.current?.close();
  };
  return (
    <div className="catalog-filters" data-testid="filter-panel">
      <div className="catalog-filters__bar">
        <Button variant="secondary" size="sm" className="catalog-filters__open" onClick={open} aria-haspopup="dialog" data-testid="filters-open">
          {t('filters')}
          {count > 0 ? ` (${count})` : ''}
        </Button>
        <ActiveChips facets={facets} filters={filters} onChange={onChange} />
      </div>
      {/* A plain GET form too: without scripts, its button applies the ticked filters (sort kept). */}
      <form className="catalog-filters__side" method="get" data-testid="filter-side">
        <KeptParams except={FILTER_PARAMS} />
        <FacetGroups facets={facets} filters={filters} onChange={onChange} name={`${uid}-side`} plain />
        <NoScriptSubmit label={t('apply_filters')} testId="filters-submit" />
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)} data-testid="filters-reset">
            {t('reset_filters')}
          </Button>
        ) : null}
      </form>
      <dialog ref={sheet} className="catalog-filters__sheet" aria-labelledby={`${uid}-title`} data-testid="filter-sheet">
        <div className="catalog-filters__sheet-head">
          <h2 id={`${uid}-title`}>{t('filters')}</h2>
          <Button variant="ghost" size="sm" onClick={() => sheet.current?.close()}>
            {t('common:close')}
          </Button>
        </div>
        <div className="catalog-filters__sheet-body">
          {sheetUsed ? <FacetGroups facets={facets} filters={draft} onChange={setDraft} name={`${uid}-sheet`} /> : null}
        </div>
        <div className="catalog-filters__sheet-foot">
          <Button variant="secondary" onClick={() => setDraft(NO_FILTERS)}>
            {t('reset_filters')}
          </Button>
          <Button variant="primary" onClick={apply} data-testid="filters-apply">
            {t('apply_filters')}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
