import type { AppContext } from '../context.ts';
import type { Locale } from '../http/locale.ts';
import { applyPrimeToLines } from '../prime/hooks.ts';
import { attributesOf, loadProductById, priceOf, type ProductRow } from './pricing.ts';
import { configurableLabels, guaranteeOf, unitPrice, type OptionLabel, type ProductOptionInput } from './rules.ts';
import type { CartRow, ItemRow } from './repository.ts';

/** A cart line priced now, as the totals, the serialisers and order placement read it. */
export interface LineView {
  item_id: number;
  product: ProductRow;
  parent: ProductRow;
  productOption: ProductOptionInput;
  sku: string;
  name: string;
  product_type: string;
  qty: number;
  price: number;
  original_price: number;
  row_total: number;
  discount: number;
  /** guarantee programme for the whole line (unit value × qty), 0 when not chosen */
  guarantee: number;
  flashSale: boolean;
  freeShipping: boolean;
  /** the chosen configurable options (colour, size…) then the custom options */
  labels: OptionLabel[];
  /** path of the line's picture under `/media/catalog/product`: the chosen variant's, else its parent's */
  image: string | null;
}

interface MediaEntry {
  file?: string;
  disabled?: boolean;
  position?: number;
  types?: string[];
}

/** The product's thumbnail: the entry typed `thumbnail`, else the first enabled picture by position. */
async function imageOf(ctx: AppContext, productId: number): Promise<string | null> {
  const media = await ctx.repos.carts.productMedia(productId);
  let entries: MediaEntry[];
  try {
    const parsed = JSON.parse(media ?? '[]') as unknown;
    entries = Array.isArray(parsed) ? (parsed as MediaEntry[]) : [];
  } catch {
    return null;
  }
  const usable = entries.filter((e) => !e.disabled && typeof e.file === 'string' && e.file !== '').toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return (usable.find((e) => e.types?.includes('thumbnail')) ?? usable[0])?.file ?? null;
}

/** A line's picture: the variant's own (the colour chosen), else the parent product's. */
export const lineImage = async (ctx: AppContext, productId: number, parentId: number): Promise<string | null> =>
  (await imageOf(ctx, productId)) ?? (parentId === productId ? null : imageOf(ctx, parentId));

async function toLineView(ctx: AppContext, row: ItemRow, locale: Locale, now: Date, images = true): Promise<LineView | null> {
  const product = await loadProductById(ctx, row.product_id);
  const parent = row.parent_product_id === row.product_id ? product : await loadProductById(ctx, row.parent_product_id);
  if (!product || !parent) return null;
  const productOption = JSON.parse(row.product_option) as ProductOptionInput;
  const price = unitPrice({ product, parent, productOption }, now, locale);
  const attributes = { ...attributesOf(parent), ...attributesOf(product) };
  return {
    item_id: row.id,
    product,
    parent,
    productOption,
    sku: product.sku,
    name: locale === 'en' ? parent.name_en : parent.name_fr,
    product_type: parent.type_id,
    qty: row.qty,
    price: price.unit,
    original_price: price.original,
    row_total: price.unit * row.qty,
    discount: 0,
    guarantee: productOption.extension_attributes?.with_guarantee ? guaranteeOf(parent) * row.qty : 0,
    flashSale: price.flashSale || (parent === product ? false : priceOf(parent, now).flashSale),
    freeShipping: attributes['is_free_shipping'] === true || attributes['is_free_shipping'] === 1 || attributes['is_free_shipping'] === '1',
    labels: [...(await configurableLabels(ctx, parent, productOption, locale)), ...price.labels],
    image: images ? await lineImage(ctx, product.id, parent.id) : null,
  };
}

/** `images: false` when no one will see the lines (an order being placed): a query less per line. */
export async function lineViews(ctx: AppContext, cart: CartRow, locale: Locale, { images = true }: { images?: boolean } = {}): Promise<LineView[]> {
  const now = ctx.now();
  const lines: LineView[] = [];
  // One after the other: inside a transaction the queries share one connection anyway.
  for (const row of await ctx.repos.carts.items(cart.id)) {
    const line = await toLineView(ctx, row, locale, now, images);
    if (line) lines.push(line);
  }
  return applyPrimeToLines(ctx, cart.customer_id, lines);
}

/** One line only: answering an add or an update must not cost a walk over the whole cart. */
export async function lineView(ctx: AppContext, cart: CartRow, itemId: number, locale: Locale): Promise<LineView | null> {
  const row = await ctx.repos.carts.item(cart.id, itemId);
  const line = row ? await toLineView(ctx, row, locale, ctx.now()) : null;
  return line ? (await applyPrimeToLines(ctx, cart.customer_id, [line]))[0]! : null;
}
