import { lazy, Suspense, useId, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT, useLocalePath } from '@shop/shared';
import { stripLocale } from '../composition/lib/route-table';
import { loadPage } from '../composition/remotes';

type TypeaheadProps = { query: string; onNavigate?: () => void };
// mf-catalog's suggestion panel, fetched on first focus; if it cannot load, the box still searches on submit.
const SearchTypeahead = lazy(() =>
  loadPage('mf-catalog', 'search-typeahead').then(
    (mod) => mod as unknown as { default: ComponentType<TypeaheadProps> },
    () => ({ default: () => null }),
  ),
);

/** Header search: hands the query to the catalogue's /search page, which owns the results. */
export function SearchBox() {
  const { t } = useT('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const localePath = useLocalePath();
  const id = useId();
  const current = stripLocale(location.pathname) === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(current);
  const [lastCurrent, setLastCurrent] = useState(current);
  const [suggest, setSuggest] = useState(false);
  // Follow the URL when the results page changes the query (back button, a suggestion).
  if (current !== lastCurrent) {
    setLastCurrent(current);
    setQuery(current);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    setSuggest(false);
    navigate(`${localePath('/search')}?${new URLSearchParams({ q })}`);
  };

  return (
    <div
      className="search-box-wrap"
      style={{ position: 'relative', maxWidth: 1200, margin: '0 auto' }}
      onFocus={() => setSuggest(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setSuggest(false)}
      onKeyDown={(e) => e.key === 'Escape' && setSuggest(false)}
    >
      <form className="search-box" role="search" aria-label={t('search_label')} action={localePath('/search')} method="get" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {t('search_label')}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('search_placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          required
        />
        <button type="submit" aria-label={t('search_submit')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
          </svg>
        </button>
      </form>
      {suggest ? (
        <Suspense fallback={null}>
          <SearchTypeahead query={query} onNavigate={() => setSuggest(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
