/**
 * The `fields` selector the storefront's category pages send with every product list (mf-catalog
 * `api/products.ts` `LIST_FIELDS`: what a product card shows). The service renders every product
 * under it while it warms up (`ProductCatalog.warm`), so a listing on a large catalogue does not
 * meet products never rendered under it. `tools/src/checks/storefront-listing-fields.test.ts`
 * fails when the two differ.
 */
export const STOREFRONT_LISTING_FIELDS =
  'items[id,sku,name,price,type_id,status,visibility,created_at,custom_attributes,media_gallery_entries,extension_attributes[stock_item[is_in_stock]]],total_count';
