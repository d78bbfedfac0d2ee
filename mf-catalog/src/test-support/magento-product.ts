import type { MagentoCustomAttribute, MagentoProduct } from '../api/types';

/** Custom attribute values by code, in the order the product lists them. */
export type AttributeValues = Record<string, MagentoCustomAttribute['value']>;

export type MagentoProductFixture = Partial<Omit<MagentoProduct, 'custom_attributes'>> & { attributes?: AttributeValues };

/** Magento's `custom_attributes` list (`{ attribute_code, value }` pairs) from values by code. */
export function customAttributes(values: AttributeValues): MagentoCustomAttribute[] {
  return Object.entries(values).map(([attribute_code, value]) => ({ attribute_code, value }));
}

/**
 * A product as Magento's REST API answers it, for tests: a catalogue-visible simple product with
 * no custom attribute, unless `fixture` says otherwise, so each test states only the fields it
 * reads. `attributes` become the `custom_attributes` list.
 */
export function magentoProduct({ attributes = {}, ...fields }: MagentoProductFixture = {}): MagentoProduct {
  const id = fields.id ?? 1;
  return {
    id,
    sku: `SKU-${id}`,
    name: `Produit ${id}`,
    price: 10000,
    type_id: 'simple',
    visibility: 4,
    ...fields,
    custom_attributes: customAttributes(attributes),
  };
}
