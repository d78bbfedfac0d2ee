import { useDocumentTitle, useT } from '@shop/shared';
import { CategoryDirectory } from '../features/categories/components/category-directory';
import { registerCatalogTranslations } from '../i18n/register';

registerCatalogTranslations();

/** /categorie: every category of the shop. */
export default function CategoriesPage() {
  const { t } = useT('catalog');
  useDocumentTitle(t('meta.page_title', { title: t('categories_title') }), t('meta.categories_description'));
  return (
    <section className="catalog-page">
      <h1 className="catalog-page__title">{t('categories_title')}</h1>
      <CategoryDirectory />
    </section>
  );
}
