import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '@shop/shared';
import { KeptParams, NoScriptSubmit } from '../../plain-forms/components/plain-form';
import { SORT_OPTIONS, sortFromParam, withSortParam, type SortKey, type SortOption } from '../lib/sort';

/** The sort lives in the URL (`?sort=`), so a shared link shows the same list and Back restores it. */
export function useSortParam(): [SortOption, (key: SortKey) => Promise<void>] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const sort = sortFromParam(searchParams.get('sort'));
  // Settles once the router has the new address (see `useFilterParams`).
  const setSort = async (key: SortKey) => {
    await navigate({ search: `?${withSortParam(searchParams, key).toString()}` }, { preventScrollReset: true });
  };
  return [sort, setSort];
}

/** A plain GET form too, so a browser without scripts sorts with its button (`?sort=`, filters kept). */
export function SortSelect({ value, onChange }: { value: SortOption; onChange: (key: SortKey) => void }) {
  const { t } = useT('catalog');
  const id = useId();
  return (
    <form className="catalog-sort" method="get">
      <KeptParams except={['sort']} />
      <label htmlFor={id}>{t('sort_by')}</label>
      <select id={id} name="sort" value={value.key} onChange={(e) => onChange(e.target.value as SortKey)} data-testid="sort-select">
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {t(`sort.${option.key}`)}
          </option>
        ))}
      </select>
      <NoScriptSubmit label={t('apply_sort')} testId="sort-submit" />
    </form>
  );
}
