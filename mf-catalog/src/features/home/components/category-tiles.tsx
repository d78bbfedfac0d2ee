import { Link } from 'react-router';
import { Skeleton, useT, useLocalePath } from '@shop/shared';
import { useCategoryTree } from '../../categories/use-category-tree';

/** The top categories as tiles: a shopper's quickest way in on a phone. */
export function CategoryTiles() {
  const { t } = useT('catalog');
  const localePath = useLocalePath();
  const { status, tree } = useCategoryTree();
  if (status === 'error') return null;
  return (
    <nav className="catalog-tiles" aria-label={t('categories_title')} data-testid="category-tiles">
      {status === 'loading' ? (
        <Skeleton height={40} />
      ) : (
        <ul>
          {tree.map((top) => (
            <li key={top.id}>
              <Link to={localePath(top.path)}>{top.name}</Link>
            </li>
          ))}
          <li>
            <Link to={localePath('/categorie')}>{t('all_categories')}</Link>
          </li>
        </ul>
      )}
    </nav>
  );
}
