import type { MagentoProduct } from '../../../api/types';

/** A custom attribute as text; Magento sends numbers, strings or (for multiselects) lists. */
export function attributeText(product: Pick<MagentoProduct, 'custom_attributes'>, code: string): string | undefined {
  const value = product.custom_attributes?.find((a) => a.attribute_code === code)?.value;
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** A numeric attribute; empty or unparsable values count as absent, not as 0. */
export function attributeNumber(product: Pick<MagentoProduct, 'custom_attributes'>, code: string): number | undefined {
  const text = attributeText(product, code)?.trim();
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
