import { lazy, Suspense, useId } from 'react';
import { i18n, usePageHead, useT, type PageHeadFn, type PageLoader } from '@shop/shared';
import { CategoryTiles } from '../features/home/components/category-tiles';
import { FlashSaleStrip } from '../features/home/components/flash-sale-strip';
import { HomeHighlights } from '../features/home/components/home-highlights';
import { HOME_CATEGORY_ID } from '../features/home/lib/home-listing';
import { cardProduct } from '../features/product/lib/card-product';
import { DEFAULT_PAGE_SIZE } from '../features/product-list/lib/pagination';
import { loadListSeed, type ListSeed } from '../features/product-list/use-product-list';
import { loadCategoryTreeSeed, type CategoryTreeSeed } from '../features/categories/use-category-tree';
import { loadCampaignsSeed, type CampaignsSeed } from '../features/home/use-campaigns';
import { loadFlashSaleSeed, type FlashSaleSeed } from '../features/home/use-flash-sale';
import { registerCatalogTranslations } from '../i18n/register';
// oxlint-disable-next-line import/no-unassigned-import
import '../features/home/components/home.css';

registerCatalogTranslations();

// Mostly below the first screen on a phone: its code is a separate chunk, fetched and hydrated after
// the strips above (React keeps the server's HTML of the grid meanwhile: no flash, no mismatch).
const ProductGrid = lazy(() => import('../features/product-list/components/product-grid').then((m) => ({ default: m.ProductGrid })));

type HomeSeed = ListSeed & CategoryTreeSeed & CampaignsSeed & FlashSaleSeed;

/**
 * For server rendering: everything the first screen shows (banners, category tiles, the flash
 * sale, the first products of the grid), so the hydrated page fetches none of it again and does
 * not shift when it arrives. Only the grid is required; a strip that fails is fetched by the browser.
 * Products travel cut to what their cards read (cardProduct, the grid's in loadListSeed): whole ones
 * were most of the page's HTML.
 */
export const loader: PageLoader<HomeSeed> = async ({ search, locale, signal }) => {
  const [lists, campaigns, tree, flashSale] = await Promise.all([
    loadListSeed(HOME_CATEGORY_ID, DEFAULT_PAGE_SIZE, { search, locale, signal }),
    loadCampaignsSeed(locale, signal),
    loadCategoryTreeSeed(signal),
    loadFlashSaleSeed(signal),
  ]);
  const sale = flashSale.flashSale ? { flashSale: { ...flashSale.flashSale, products: flashSale.flashSale.products.map(cardProduct) } } : flashSale;
  return { ...lists, ...campaigns, ...tree, ...sale };
};

// No `image` preload: the first screen's cards are priority images, which React's server render
// already preloads with their srcset and sizes, so the browser fetches the very size the <img>
// picks (the thumbnail on a 1x screen); a preload of one fixed URL would go unused on some screens.
export const head: PageHeadFn<unknown> = (_data, { locale }) => {
  const t = i18n.getFixedT(locale, 'catalog');
  return { title: t('meta.home_title'), description: t('meta.home_description') };
};

/** Home: category tiles, the flash sale in progress, then the products of category 2411. */
export default function Home() {
  const { t } = useT('catalog');
  const headingId = useId();
  usePageHead(head);
  return (
    <section className="catalog-home">
      <HomeHighlights />
      <CategoryTiles />
      <FlashSaleStrip />
      <h1 id={headingId} className="catalog-home__title">
        {t('home_title')}
      </h1>
      <p className="catalog-home__subtitle">{t('home_subtitle')}</p>
      <Suspense fallback={null}>
        <ProductGrid categoryId={HOME_CATEGORY_ID} pageSize={DEFAULT_PAGE_SIZE} labelledBy={headingId} />
      </Suspense>
    </section>
  );
}
