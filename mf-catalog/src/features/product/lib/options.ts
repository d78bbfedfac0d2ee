import { percentOff, type CartItemInput } from '@shop/shared';
import type { MagentoCustomOption, MagentoProduct } from '../../../api/types';
import type { Dictionaries } from '../../../api/product';
import { attributeText } from './attributes';
import { productPrice, type ProductPrice } from './price';
import { productInStock } from './product-summary';

/** What the shopper has chosen on the product page. */
export interface OptionSelection {
  /** Configurable: attribute id → option value (value_index). */
  configurable: Record<string, number>;
  /** Custom options: option id → option_type_id. */
  custom: Record<string, number>;
  /** Bundle: option id → chosen link ids. */
  bundle: Record<string, string[]>;
  /** Opted in to the guarantee programme. */
  guarantee: boolean;
}

export const emptySelection = (): OptionSelection => ({ configurable: {}, custom: {}, bundle: {}, guarantee: false });

/** A custom option value's price: fixed, or a percentage of the price paid (as the cart computes it). */
export function customValueDelta(option: MagentoCustomOption, optionTypeId: number | undefined, basePrice: number): number {
  if (optionTypeId === undefined) return 0;
  const value = option.values?.find((v) => v.option_type_id === optionTypeId);
  if (!value) return 0;
  const amount = Number(value.price) || 0;
  return value.price_type === 'percent' ? Math.round((basePrice * amount) / 100) : Math.round(amount);
}

/**
 * Choosing an option adds its price to the special price when that is above 0,
 * otherwise to the base price; deselecting subtracts it again (a delta of the difference).
 * percent_off follows from the resulting figures.
 */
export function applyOptionDelta(price: ProductPrice, delta: number): ProductPrice {
  if (delta === 0) return price;
  if (price.specialPrice !== null && price.specialPrice > 0) {
    const specialPrice = price.specialPrice + delta;
    return { ...price, specialPrice, percentOff: percentOff(price.price, specialPrice) };
  }
  return { ...price, price: price.price + delta };
}

/** Sum of the chosen custom options' prices. */
export function customOptionsDelta(product: MagentoProduct, selection: OptionSelection, basePrice: number): number {
  return (product.options ?? []).reduce(
    (sum, option) => sum + customValueDelta(option, selection.custom[String(option.option_id)], basePrice),
    0,
  );
}

/** Attribute code (e.g. `color`) of a configurable option's attribute id, from the dictionaries. */
export function attributeCodeOf(attributeId: string, dictionaries: Dictionaries | null): string | undefined {
  if (!dictionaries) return undefined;
  return Object.entries(dictionaries).find(([, d]) => String(d.attribute_id) === String(attributeId))?.[0];
}

/** A configurable option's values in their dictionary's order (S, M, L, XL), whatever order they came in. */
export function valuesInDictionaryOrder<T extends { value_index: number }>(values: readonly T[], dictionary: { options: { value: string }[] } | undefined): T[] {
  if (!dictionary) return [...values];
  const place = new Map(dictionary.options.map((o, i) => [Number(o.value), i]));
  return values.toSorted((a, b) => (place.get(a.value_index) ?? Infinity) - (place.get(b.value_index) ?? Infinity) || a.value_index - b.value_index);
}

/** The child of a configurable matching every chosen attribute, once all are chosen. */
export function matchChild(
  product: MagentoProduct,
  children: readonly MagentoProduct[],
  selection: OptionSelection,
  dictionaries: Dictionaries | null,
): MagentoProduct | null {
  const options = product.extension_attributes?.configurable_product_options ?? [];
  if (options.length === 0) return null;
  if (options.some((o) => selection.configurable[o.attribute_id] === undefined)) return null;
  return (
    children.find((child) =>
      options.every((o) => {
        const code = attributeCodeOf(o.attribute_id, dictionaries);
        return code !== undefined && attributeText(child, code) === String(selection.configurable[o.attribute_id]);
      }),
    ) ?? null
  );
}

/**
 * Whether a configurable value can still be bought given the other choices: some in-stock child
 * has it together with everything else already chosen.
 */
export function valueAvailable(
  product: MagentoProduct,
  children: readonly MagentoProduct[],
  selection: OptionSelection,
  dictionaries: Dictionaries | null,
  attributeId: string,
  valueIndex: number,
): boolean {
  const options = product.extension_attributes?.configurable_product_options ?? [];
  const wanted = { ...selection.configurable, [attributeId]: valueIndex };
  return children.some(
    (child) =>
      productInStock(child) !== false &&
      options.every((o) => {
        const chosen = wanted[o.attribute_id];
        if (chosen === undefined) return true;
        const code = attributeCodeOf(o.attribute_id, dictionaries);
        return code !== undefined && attributeText(child, code) === String(chosen);
      }),
  );
}

export type MissingOption = { kind: 'configurable' | 'custom' | 'bundle'; id: string };

/** A mandatory option not chosen yet (configurable attributes, required custom and bundle options). */
export function missingOptions(product: MagentoProduct, selection: OptionSelection): MissingOption[] {
  const missing: MissingOption[] = [];
  for (const o of product.extension_attributes?.configurable_product_options ?? []) {
    if (selection.configurable[o.attribute_id] === undefined) missing.push({ kind: 'configurable', id: o.attribute_id });
  }
  for (const o of product.options ?? []) {
    if (o.is_require && selection.custom[String(o.option_id)] === undefined) missing.push({ kind: 'custom', id: String(o.option_id) });
  }
  for (const o of product.extension_attributes?.bundle_product_options ?? []) {
    if (o.required && (selection.bundle[String(o.option_id)] ?? []).length === 0) missing.push({ kind: 'bundle', id: String(o.option_id) });
  }
  return missing;
}

/** Bundle defaults (`is_default` links) so a bundle starts at the advertised composition. */
export function defaultSelection(product: MagentoProduct): OptionSelection {
  const selection = emptySelection();
  for (const o of product.extension_attributes?.bundle_product_options ?? []) {
    const defaults = o.product_links.filter((l) => l.is_default).map((l) => l.id);
    if (defaults.length) selection.bundle[String(o.option_id)] = o.type === 'radio' || o.type === 'select' ? defaults.slice(0, 1) : defaults;
  }
  return selection;
}

/**
 * The price the page shows for the current choices: the chosen child's rules for a configurable
 * (the cart prices the child), plus custom options, plus the guarantee when opted in.
 */
export function selectedPrice(
  product: MagentoProduct,
  child: MagentoProduct | null,
  selection: OptionSelection,
  guaranteePerUnit: number,
  now: number = Date.now(),
): ProductPrice {
  const base = productPrice(child ?? product, now);
  const delta = customOptionsDelta(product, selection, base.specialPrice ?? base.price) + (selection.guarantee ? guaranteePerUnit : 0);
  return applyOptionDelta(base, delta);
}

/** The cart item with Magento's `product_option` for the choices made. */
export function buildCartItem(
  product: MagentoProduct,
  selection: OptionSelection,
  qty: number,
  unitPrice: number,
): CartItemInput {
  const configurable = Object.entries(selection.configurable).map(([option_id, option_value]) => ({ option_id, option_value }));
  const custom = Object.entries(selection.custom).map(([option_id, value]) => ({ option_id, option_value: String(value) }));
  const bundleOptions = (product.extension_attributes?.bundle_product_options ?? []).flatMap((o) => {
    const chosen = selection.bundle[String(o.option_id)] ?? [];
    if (chosen.length === 0) return [];
    const links = o.product_links.filter((l) => chosen.includes(l.id));
    return [{ option_id: o.option_id, option_qty: links[0]?.qty ?? 1, option_selections: links.map((l) => Number(l.id)) }];
  });
  const extension: Record<string, unknown> = {};
  if (product.type_id === 'configurable' && configurable.length) extension['configurable_item_options'] = configurable;
  if (custom.length) extension['custom_options'] = custom;
  if (product.type_id === 'bundle' && bundleOptions.length) extension['bundle_options'] = bundleOptions;
  if (selection.guarantee) extension['with_guarantee'] = true;
  const item: CartItemInput = { sku: product.sku, qty, name: product.name, price: unitPrice, product_type: product.type_id };
  if (Object.keys(extension).length) item.product_option = { extension_attributes: extension as NonNullable<CartItemInput['product_option']>['extension_attributes'] };
  return item;
}

/** Quantity at least 1, whole. */
export function validQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= 1;
}
