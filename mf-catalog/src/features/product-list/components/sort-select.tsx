import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@shop/shared';
import { KeptParams, NoScriptSubmit } from '../../plain-forms/components/plain-form';
import { SORT_OPTIONS, sortFromParam, withSortParam, type SortKey, type SortOption } from '../lib/sort';

/** The sort lives in the URL (`?sort=`), so a shared link shows the same list and Back restores it. */
export function useSortParam(): [SortOption, (key: SortKey) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = sortFromParam(searchParams.get('sort'));
  const setSort = (key: SortKey) => setSearchParams((current) => withSortParam(current, key), { preventScrollReset: true });
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
