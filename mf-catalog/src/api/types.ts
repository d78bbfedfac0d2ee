/** The catalogue's wire shapes, declared once in `@shop/shared` (the back end validates its answers with the same schemas). */
export type {
  CategoryListResult,
  MagentoCategory,
  MagentoCustomAttribute,
  MagentoCustomOption,
  MagentoMediaEntry,
  MagentoProduct,
  ProductSearchResult,
} from '@shop/shared';
