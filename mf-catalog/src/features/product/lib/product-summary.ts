import type { MagentoMediaEntry, MagentoProduct } from '../../../api/types';
import { attributeText } from './attributes';
import { productPrice, type ProductPrice } from './price';
import { activeFlashSale } from './product-detail';
import { productRating, type Rating } from '../../reviews/lib/rating';

/** What a product card needs, derived once per product. */
export interface ProductSummary extends ProductPrice {
  id: number;
  sku: string;
  name: string;
  typeId: string;
  /** Shop path without locale prefix. */
  path: string;
  /** Path of the image under `/media/catalog/product`, or null. */
  imageFile: string | null;
  brand: string | null;
  /** Stock status from `extension_attributes.stock_item`; null when the answer did not say. */
  inStock: boolean | null;
  /** On flash sale now: the card says "1 per customer" (the cart refuses a second). */
  flashSale: boolean;
  /** Buyers' average and count; null before the first approved review. */
  rating: Rating | null;
}

/** Magento puts the stock status in `extension_attributes.stock_item.is_in_stock`. */
export function productInStock(product: Pick<MagentoProduct, 'extension_attributes'>): boolean | null {
  const stockItem = product.extension_attributes?.['stock_item'];
  if (typeof stockItem !== 'object' || stockItem === null) return null;
  const value = (stockItem as { is_in_stock?: unknown }).is_in_stock;
  return typeof value === 'boolean' ? value : null;
}

/** `/product/{url_key}-{id}`, or `/product/{id}` when the product has no url key. */
export function productPath(product: Pick<MagentoProduct, 'id' | 'custom_attributes'>): string {
  const urlKey = attributeText(product, 'url_key')?.trim();
  return urlKey ? `/product/${encodeURIComponent(urlKey)}-${product.id}` : `/product/${product.id}`;
}

const NO_IMAGE = new Set(['', 'no_selection']);

/** The listing image: small_image, then image, then the first enabled gallery entry. */
export function productImageFile(product: MagentoProduct): string | null {
  for (const code of ['small_image', 'image', 'thumbnail']) {
    const file = attributeText(product, code)?.trim();
    if (file && !NO_IMAGE.has(file)) return file.startsWith('/') ? file : `/${file}`;
  }
  const entry = (product.media_gallery_entries ?? [])
    .filter((e) => !e.disabled && e.media_type === 'image' && e.file)
    .reduce<MagentoMediaEntry | undefined>((best, e) => (!best || e.position < best.position ? e : best), undefined);
  if (!entry) return null;
  return entry.file.startsWith('/') ? entry.file : `/${entry.file}`;
}

export function productSummary(product: MagentoProduct, now: number = Date.now()): ProductSummary {
  return {
    ...productPrice(product, now),
    id: product.id,
    sku: product.sku,
    name: product.name,
    typeId: product.type_id,
    path: productPath(product),
    imageFile: productImageFile(product),
    brand: attributeText(product, 'marque')?.trim() || null,
    inStock: productInStock(product),
    flashSale: activeFlashSale(product, now) !== null,
    rating: productRating(product),
  };
}

/**
 * Only a simple product can be added without choosing options; a hidden price means
 * "on request" and an out-of-stock product would only earn the shopper an error.
 */
export function canQuickAdd(summary: Pick<ProductSummary, 'typeId' | 'hidePrice' | 'inStock'>): boolean {
  return summary.typeId === 'simple' && !summary.hidePrice && summary.inStock !== false;
}
