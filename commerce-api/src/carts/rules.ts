import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Locale } from '../http/locale.ts';
import { msg } from './messages.ts';
import {
  attributesOf,
  customOptionsOf,
  extensionOf,
  loadProductById,
  loadProductBySku,
  optionDelta,
  priceOf,
  titleOf,
  type ProductRow,
  type Title,
} from './pricing.ts';
import type { AttributeRow, CartRow } from './repository.ts';
import type { CartProductOption } from '@shop/shared/contracts/wire';

/** The rules of what may go in a cart: chosen options, quantities, stock, hidden prices, flash sales, the guarantee. */

export const QTY_MAX = 10_000;

/** The options chosen for a line, as the request declared them (and as stored with the line). */
export type ProductOptionInput = CartProductOption;
type OptionPair = NonNullable<NonNullable<ProductOptionInput['extension_attributes']>['custom_options']>[number];

export interface ResolvedLine {
  product: ProductRow;
  parent: ProductRow;
  productOption: ProductOptionInput;
}

/** A chosen option as the shopper reads it ("Couleur: Noir"). */
export interface OptionLabel {
  label: string;
  value: string;
}

const keyOf = (pairs: OptionPair[] | undefined) =>
  (pairs ?? []).map((p) => `${p.option_id}=${p.option_value}`).toSorted().join('&');

/** Two stored option sets name the same line (Magento merges such lines into one). */
export function sameOptions(a: string, b: string): boolean {
  const x = (JSON.parse(a) as ProductOptionInput).extension_attributes ?? {};
  const y = (JSON.parse(b) as ProductOptionInput).extension_attributes ?? {};
  return keyOf(x.custom_options) === keyOf(y.custom_options) && keyOf(x.configurable_item_options) === keyOf(y.configurable_item_options) &&
    JSON.stringify(x.bundle_options ?? null) === JSON.stringify(y.bundle_options ?? null) && Boolean(x.with_guarantee) === Boolean(y.with_guarantee);
}

interface ConfigurableOption {
  attribute_id?: number | string;
  attribute_code?: string;
  label?: Title;
}

function configurableOptionsOf(parent: ProductRow): ConfigurableOption[] {
  const options = extensionOf(parent)['configurable_product_options'];
  return Array.isArray(options) ? (options as ConfigurableOption[]) : [];
}

function attributeOf(ctx: AppContext, option: ConfigurableOption): Promise<AttributeRow | undefined> {
  return option.attribute_code ? ctx.repos.carts.attributeByCode(option.attribute_code) : ctx.repos.carts.attributeById(Number(option.attribute_id));
}

const attributeLabel = (option: ConfigurableOption, known: AttributeRow | undefined, code: string | undefined, locale: Locale) =>
  titleOf(option.label, locale, known ? (locale === 'en' ? known.label_en : known.label_fr) : String(code));

/**
 * Child of a configurable chosen by `configurable_item_options`: option_id is the attribute id
 * (Magento) or code, option_value the attribute option id the child carries.
 */
async function chooseChild(ctx: AppContext, parent: ProductRow, selected: OptionPair[], locale: Locale): Promise<ProductRow> {
  const links = Array.isArray(extensionOf(parent)['configurable_product_links']) ? (extensionOf(parent)['configurable_product_links'] as unknown[]) : [];
  const wanted: { code: string; value: string }[] = [];
  for (const option of configurableOptionsOf(parent)) {
    const known = await attributeOf(ctx, option);
    const code = option.attribute_code ?? known?.attribute_code;
    const attributeId = option.attribute_id ?? known?.attribute_id;
    const choice = selected.find((s) => String(s.option_id) === String(attributeId) || String(s.option_id) === code);
    if (!choice) throw badRequest(msg('option_required'), { option: attributeLabel(option, known, code, locale) });
    if (!code) throw badRequest(msg('option_invalid'));
    wanted.push({ code, value: String(choice.option_value) });
  }
  for (const link of links) {
    const child = await loadProductById(ctx, Number(link));
    if (!child || child.status !== 1) continue;
    const attributes = attributesOf(child);
    if (wanted.every((w) => String(attributes[w.code]) === w.value)) return child;
  }
  throw badRequest(msg('option_invalid'));
}

/**
 * The configurable choices of a line as the shopper reads them (attribute and value in the
 * language asked), in the product's option order; a choice whose value left the dictionary
 * keeps its raw value rather than disappear.
 */
export async function configurableLabels(ctx: AppContext, parent: ProductRow, productOption: ProductOptionInput, locale: Locale): Promise<OptionLabel[]> {
  const selected = productOption.extension_attributes?.configurable_item_options ?? [];
  if (!selected.length) return [];
  const labels: OptionLabel[] = [];
  for (const option of configurableOptionsOf(parent)) {
    const known = await attributeOf(ctx, option);
    const code = option.attribute_code ?? known?.attribute_code;
    const attributeId = option.attribute_id ?? known?.attribute_id;
    const choice = selected.find((s) => String(s.option_id) === String(attributeId) || String(s.option_id) === code);
    if (!choice || !code) continue;
    const optionId = Number(choice.option_value);
    const value = Number.isInteger(optionId) ? await ctx.repos.carts.attributeOption(code, optionId) : undefined;
    labels.push({ label: attributeLabel(option, known, code, locale), value: value ? (locale === 'en' ? value.label_en : value.label_fr) : String(choice.option_value) });
  }
  return labels;
}

/** Validates what the shopper asked for and finds the product that is priced and shipped. */
export async function resolveLine(ctx: AppContext, sku: string, productOption: ProductOptionInput | undefined, locale: Locale): Promise<ResolvedLine> {
  const parent = await loadProductBySku(ctx, sku);
  if (!parent || parent.status !== 1) throw notFound('product_not_found');
  const ext = productOption?.extension_attributes ?? {};
  const product = parent.type_id === 'configurable' ? await chooseChild(ctx, parent, ext.configurable_item_options ?? [], locale) : parent;
  const custom: OptionPair[] = [];
  const definitions = customOptionsOf(parent);
  for (const definition of definitions) {
    const choice = (ext.custom_options ?? []).find((c) => String(c.option_id) === String(definition.option_id));
    if (!choice || String(choice.option_value).trim() === '') {
      if (definition.is_require) throw badRequest(msg('option_required'), { option: titleOf(definition.title, locale, String(definition.option_id)) });
      continue;
    }
    if (definition.values?.length && !definition.values.some((v) => String(v.option_type_id) === String(choice.option_value))) {
      throw badRequest(msg('option_invalid'));
    }
    if (!definition.values?.length && String(choice.option_value).length > 255) throw badRequest(msg('option_invalid'));
    custom.push({ option_id: String(choice.option_id), option_value: String(choice.option_value) });
  }
  if ((ext.custom_options ?? []).some((c) => !definitions.some((d) => String(d.option_id) === String(c.option_id)))) {
    throw badRequest(msg('option_invalid'));
  }
  const normalized: ProductOptionInput = { extension_attributes: {} };
  if (custom.length) normalized.extension_attributes!.custom_options = custom;
  if (parent.type_id === 'configurable') normalized.extension_attributes!.configurable_item_options = (ext.configurable_item_options ?? []).map((p) => ({ option_id: String(p.option_id), option_value: String(p.option_value) }));
  if (parent.type_id === 'bundle' && ext.bundle_options) normalized.extension_attributes!.bundle_options = ext.bundle_options;
  if (ext.with_guarantee) {
    if (guaranteeOf(parent) <= 0) throw badRequest(msg('guarantee_unavailable'), { sku: parent.sku });
    normalized.extension_attributes!.with_guarantee = true;
  }
  return { product, parent, productOption: normalized };
}

/** Price of the guarantee programme for one unit, 0 when the product does not offer it. */
export function guaranteeOf(product: ProductRow): number {
  const attributes = attributesOf(product);
  const offered = attributes['has_guarantie_sur_sur'] === '1' || attributes['has_guarantie_sur_sur'] === 1 || attributes['has_guarantie_sur_sur'] === true;
  const value = Math.round(Number(attributes['guarantie_sur_sur_value'] ?? 0));
  return offered && Number.isFinite(value) && value > 0 ? value : 0;
}

/** What a line costs now: the product's rule price plus its chosen custom options (and their labels). */
export function unitPrice(line: ResolvedLine, now: Date, locale: Locale) {
  const pricing = priceOf(line.product, now);
  let delta = 0;
  const labels: OptionLabel[] = [];
  for (const choice of line.productOption.extension_attributes?.custom_options ?? []) {
    const definition = customOptionsOf(line.parent).find((d) => String(d.option_id) === String(choice.option_id));
    if (!definition) continue;
    const value = definition.values?.find((v) => String(v.option_type_id) === String(choice.option_value));
    delta += value ? optionDelta(pricing.final, value.price, value.price_type) : optionDelta(pricing.final, definition.price, definition.price_type);
    labels.push({ label: titleOf(definition.title, locale, String(definition.option_id)), value: value ? titleOf(value.title, locale, String(value.option_type_id)) : String(choice.option_value) });
  }
  return { ...pricing, unit: pricing.final + delta, labels };
}

const validQty = (qty: unknown): qty is number => typeof qty === 'number' && Number.isInteger(qty) && qty >= 1 && qty <= QTY_MAX;

export function assertQty(qty: unknown): asserts qty is number {
  if (!validQty(qty)) throw badRequest(msg('qty_invalid'), { max: QTY_MAX });
}

/**
 * The flash-sale refusal's parameters. `per_customer` tells the store this refusal explains a
 * limit (its message is shown as is, not the generic "could not be added, try again").
 */
export const flashRefusal = (sku: string) => ({ sku, per_customer: 1 });

/** Hidden price, stock and the flash-sale rule for `qty` units of a line. */
export async function assertPurchasable(ctx: AppContext, cart: CartRow, line: ResolvedLine, qty: number, otherQtyOfProduct: number): Promise<void> {
  const now = ctx.now();
  const pricing = priceOf(line.parent, now);
  if (pricing.hidden) throw badRequest(msg('price_on_request'), { sku: line.parent.sku });
  const product = line.product;
  const unlimited = product.type_id === 'virtual' && product.stock_qty === null;
  if (!unlimited) {
    const available = product.stock_qty ?? 0;
    if (!product.is_in_stock || available <= 0) throw badRequest(msg('product_out_of_stock'), { sku: product.sku });
    if (qty + otherQtyOfProduct > available) throw badRequest(msg('qty_not_available'), { sku: product.sku, available });
  }
  if (priceOf(product, now).flashSale || pricing.flashSale) {
    if (qty + otherQtyOfProduct > 1) throw badRequest(msg('flash_sale_one_per_customer'), flashRefusal(product.sku));
    if (cart.customer_id !== null && (await ctx.repos.orders.flashItemBought(product.id, { customerId: cart.customer_id }))) {
      throw badRequest(msg('flash_sale_already_bought'), flashRefusal(product.sku));
    }
  }
}
