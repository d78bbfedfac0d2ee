import type { Dictionaries } from '../../../api/product';
import type { MagentoProduct } from '../../../api/types';
import { attributeText } from './attributes';

/** The catalogue's warranty attribute: an option id of the `warranty` dictionary. */
export const hasWarranty = (product: MagentoProduct): boolean => Boolean(attributeText(product, 'warranty')?.trim());

/** What the page says beside the price so a shopper knows who sells and what is covered. */
export interface ProductTrust {
  /** The warranty's label in the page's language ("12 mois"); null when the product has none or it cannot be named. */
  warranty: string | null;
  /** The seller (the shop or a marketplace seller); null when the catalogue does not say. */
  seller: string | null;
}

/** Warranty and seller from the product's attributes, the warranty named by its dictionary. */
export function productTrust(product: MagentoProduct, dictionaries: Dictionaries | null): ProductTrust {
  const warrantyId = attributeText(product, 'warranty')?.trim();
  const warranty = warrantyId ? (dictionaries?.['warranty']?.options.find((o) => o.value === warrantyId)?.label ?? null) : null;
  const seller = attributeText(product, 'seller')?.trim() || null;
  return { warranty, seller };
}
