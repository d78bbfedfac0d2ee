import { Link } from 'react-router';
import { ErrorRetry, Skeleton, useT, useLocalePath } from '@shop/shared';
import { useCategoryTree } from '../use-category-tree';
// oxlint-disable-next-line import/no-unassigned-import
import './categories.css';

/** Every menu category, grouped under its top category, each linking to its listing. */
export function CategoryDirectory() {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const { status, tree, retry } = useCategoryTree();

  if (status === 'error') return <ErrorRetry message={t('categories_load_failed')} onRetry={retry} />;
  if (status === 'loading') {
    return (
      <div className="catalog-directory" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="catalog-directory__group">
            <Skeleton height={20} width="60%" />
            <Skeleton height={14} lines={3} />
          </div>
        ))}
      </div>
    );
  }
  if (tree.length === 0) return <p className="catalog-empty">{t('no_categories')}</p>;

  return (
    <div className="catalog-directory" data-testid="category-directory">
      {tree.map((top) => (
        <section key={top.id} className="catalog-directory__group" aria-labelledby={`category-${top.id}`}>
          <h2 id={`category-${top.id}`} className="catalog-directory__title">
            <Link to={localePath(top.path)}>{top.name}</Link>
          </h2>
          {top.children.length > 0 ? (
            <ul className="catalog-directory__children">
              {top.children.map((child) => (
                <li key={child.id}>
                  <Link to={localePath(child.path)}>{child.name}</Link>
                </li>
              ))}
              <li>
                <Link className="catalog-directory__all" to={localePath(top.path)}>
                  {t('see_all_of', { name: top.name })}
                </Link>
              </li>
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
