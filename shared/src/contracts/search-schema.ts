import { Type } from 'typebox';

/**
 * Search on the wire, declared once: the product document every search index holds (the
 * embedded engine and Meilisearch receive the same documents) and `GET /api/search-config`,
 * which tells the browser where to search. The back end builds the documents as this type and
 * checks its config answer (outside production); mf-catalog reads their static types from
 * `wire.ts`. The search requests themselves are Meilisearch's, owned by its client.
 */

/** One product as the search index holds it (its type is `SearchDocument` in `wire.ts`). @internal */
export const SearchDocumentSchema = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  url_key: Type.String(),
  brand: Type.String(),
  type_id: Type.String(),
  price: Type.Number(),
  special_price: Type.Union([Type.Number(), Type.Null()]),
  final_price: Type.Number(),
  percent_off: Type.Number(),
  hide_price: Type.Boolean(),
  currency: Type.Literal('FCFA'),
  image: Type.String(),
  category_ids: Type.Array(Type.Integer()),
  categories: Type.Array(Type.String()),
  in_stock: Type.Boolean(),
  qty: Type.Number(),
  is_on_flash_sale: Type.Boolean(),
  flash_sale_end: Type.Union([Type.Number(), Type.Null()]),
  is_free_shipping: Type.Boolean(),
  is_second_hand: Type.Boolean(),
  is_gt_global: Type.Boolean(),
  is_black_friday: Type.Boolean(),
  has_guarantie_sur_sur: Type.Boolean(),
  color: Type.Union([Type.String(), Type.Null()]),
  memory: Type.Union([Type.String(), Type.Null()]),
  ram: Type.Union([Type.String(), Type.Null()]),
  screen: Type.Union([Type.String(), Type.Null()]),
  condition: Type.Union([Type.String(), Type.Null()]),
  os: Type.Union([Type.String(), Type.Null()]),
  size: Type.Array(Type.String()),
  shoe_size: Type.Array(Type.String()),
  created_at: Type.Number(),
  popularity: Type.Number(),
  short_description: Type.String(),
  description: Type.String(),
});

/** `GET /api/search-config`: where the browser searches, with a search-only public key. */
export const SearchConfigSchema = Type.Object({
  host: Type.String(),
  /** A search-only public key: the only credential the browser ever holds for search. */
  key: Type.String(),
  indexPrefix: Type.String(),
  indexes: Type.Object({ fr: Type.String(), en: Type.String() }),
});
