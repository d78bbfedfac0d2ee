import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import type { ProductPage } from '../../../api/campaigns';

const SORT_CHOICES = ['best_sellers:desc', 'new:desc', 'price:asc', 'price:desc', 'percent_off:desc', 'product_name:asc'] as const;

/**
 * The listing's sort and category filter, kept in the URL (shareable, back button works); a
 * change reloads the list from its first page.
 */
export function ListingControls({ products }: { products: ProductPage }) {
  const { t } = useT(NS);
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const current = `${products.sort.field}:${products.sort.direction}`;
  const category = search.get('category');
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next);
  };
  return (
    <div className="cp-controls">
      <label htmlFor={`${id}-sort`}>{t('campaign.sortLabel')}</label>
      <select
        id={`${id}-sort`}
        value={(SORT_CHOICES as readonly string[]).includes(current) ? current : 'best_sellers:desc'}
        onChange={(e) => {
          const [field, dir] = e.target.value.split(':');
          update({ sort: field ?? null, dir: dir ?? null });
        }}
        data-testid="campaign-sort"
      >
        {SORT_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`campaign.sorts.${choice.replace(':', '_')}`)}
          </option>
        ))}
      </select>
      {products.categories.length > 1 ? (
        <ul className="cp-chips" aria-label={t('campaign.categoriesLabel')} data-testid="campaign-categories">
          <li>
            <button type="button" aria-pressed={category === null} onClick={() => update({ category: null })}>
              {t('campaign.allCategories')}
            </button>
          </li>
          {products.categories.map((c) => (
            <li key={c.id}>
              <button type="button" aria-pressed={category === String(c.id)} onClick={() => update({ category: String(c.id) })}>
                {c.name} ({c.count})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
