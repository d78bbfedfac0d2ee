import type { MagentoProduct } from '../../../api/types';
import { productImageFile } from './product-summary';

/**
 * The custom attributes a product card reads: its path, picture, brand, price rules, flash sale
 * window and buyers' rating (productSummary, activeFlashSale, productRating). A server-rendered page sends only these with
 * its data: the rest (descriptions, meta tags, specifications, ...) is most of a product's weight.
 */
const CARD_ATTRIBUTES = new Set([
  'url_key',
  'small_image',
  'image',
  'thumbnail',
  'marque',
  'hide_price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'special_price_from_date',
  'special_price_to_date',
  'is_on_flash_sale',
  'flash_sale_start',
  'flash_sale_end',
  'rating_summary',
  'review_count',
]);

/**
 * A product cut to what its card shows, still a MagentoProduct so the card derives the same
 * summary from it: the card attributes, the stock status, and the one gallery entry the card
 * falls back on when no image attribute names a picture.
 */
export function cardProduct(product: MagentoProduct): MagentoProduct {
  const { id, sku, name, price, type_id, status, visibility } = product;
  const card: MagentoProduct = { id, sku, name, price, type_id };
  if (status !== undefined) card.status = status;
  if (visibility !== undefined) card.visibility = visibility;
  if (product.custom_attributes) card.custom_attributes = product.custom_attributes.filter((a) => CARD_ATTRIBUTES.has(a.attribute_code));
  const stockItem = product.extension_attributes?.stock_item;
  if (stockItem !== undefined) {
    const inStock = typeof stockItem === 'object' && stockItem !== null ? (stockItem as { is_in_stock?: unknown }).is_in_stock : undefined;
    card.extension_attributes = { stock_item: typeof inStock === 'boolean' ? { is_in_stock: inStock } : {} };
  }
  // Its picture from the attributes: no gallery needed; from the gallery: only the entry picked.
  if (product.media_gallery_entries && productImageFile(card) === null) {
    const file = productImageFile(product);
    const entry = product.media_gallery_entries.find((e) => !e.disabled && e.media_type === 'image' && (e.file.startsWith('/') ? e.file : `/${e.file}`) === file);
    card.media_gallery_entries = entry ? [entry] : [];
  }
  return card;
}
