import type { MagentoProduct } from '@shop/shared';

/** The parts of Magento's product (the shared wire type, `GET /V1/products`) the season page reads. */
export type ListedProduct = Pick<MagentoProduct, 'id' | 'sku' | 'name' | 'price' | 'custom_attributes' | 'media_gallery_entries'>;

export interface SeasonCard {
  id: number;
  name: string;
  /** Product page path, without locale prefix. */
  path: string;
  image: string | null;
  price: number;
  specialPrice: number | null;
  hidePrice: boolean;
}

function attribute(product: ListedProduct, code: string): unknown {
  return product.custom_attributes?.find((a) => a.attribute_code === code)?.value;
}

function isSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** Only a special price that is lower than the price counts, so a card never shows a "discount" upward. */
function specialPriceOf(product: ListedProduct): number | null {
  const value = Number(attribute(product, 'special_price'));
  return Number.isFinite(value) && value > 0 && value < product.price ? value : null;
}

/** The listing's picture: the one marked `small_image`, else the first enabled one. */
function imageFile(product: ListedProduct): string | null {
  const entries = (product.media_gallery_entries ?? []).filter((e) => !e.disabled).toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (entries.find((e) => e.types?.includes('small_image')) ?? entries[0])?.file ?? null;
}

/** A listed product as a card: the product page is `/product/{url_key}-{id}`, as everywhere in the shop. */
export function toSeasonCard(product: ListedProduct, mediaBaseUrl: string): SeasonCard {
  const urlKey = attribute(product, 'url_key');
  const file = imageFile(product);
  return {
    id: product.id,
    name: product.name,
    path: typeof urlKey === 'string' && urlKey ? `/product/${encodeURIComponent(urlKey)}-${product.id}` : `/product/${product.id}`,
    image: file ? `${mediaBaseUrl}/media/catalog/product${file}` : null,
    price: product.price,
    specialPrice: specialPriceOf(product),
    hidePrice: isSet(attribute(product, 'hide_price')),
  };
}
