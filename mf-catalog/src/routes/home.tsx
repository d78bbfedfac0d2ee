import { useId } from 'react';
import { DEFAULT_PAGE_SIZE, HOME_CATEGORY_ID, useT } from '@shop/shared';
import { ProductGrid } from '../features/product-list/components/product-grid';
import { registerCatalogTranslations } from '../i18n/register';

registerCatalogTranslations();

/** Home (spec §9): the products of category 2411, newest first, 25 at a time. */
export default function Home() {
  const { t } = useT('catalog');
  const headingId = useId();
  return (
    <section className="catalog-home">
      <h1 id={headingId} className="catalog-home__title">
        {t('home_title')}
      </h1>
      <p className="catalog-home__subtitle">{t('home_subtitle')}</p>
      <ProductGrid categoryId={HOME_CATEGORY_ID} pageSize={DEFAULT_PAGE_SIZE} labelledBy={headingId} />
    </section>
  );
}
