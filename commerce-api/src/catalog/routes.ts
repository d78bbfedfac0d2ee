import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import {
  AttributeDictionariesSchema,
  CategoryListSchema,
  MagentoCategorySchema,
  MagentoProductSchema,
  ProductSearchResultSchema,
} from '@shop/shared/contracts/catalog-schema';
import { ProductShippingEstimateSchema, ProductShippingRequestSchema, TownListSchema } from '@shop/shared/contracts/logistics-schema';
import type { Town } from '@shop/shared/contracts/wire';
import type { AppContext, FeatureModule } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { LOCALES, type Locale } from '../http/locale.ts';
import { DICTIONARIES } from './dictionaries.ts';
import { catalogMessage } from './messages.ts';
import { parseSearchCriteria } from './search-criteria.ts';
import { CategoryTree, DEFAULT_CATEGORY_ID } from './categories.ts';
import { shippingMethods, type ShippingClass } from './shipping.ts';
import { withFields } from './fields.ts';
import { encodedGet, sendAnswer } from './encoded-body.ts';
import { assertVisible, catalogueView, freeDeliveryForRequest, useCatalogueView } from '../prime/hooks.ts';

/** Catalogue reads (no credential): products, categories, dictionaries, towns, shipping estimate (Magento's search is search/'s). */
export const catalogModule: FeatureModule = async (untyped: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  // Lists, products and the shipping estimate depend on the caller's Prime tier.
  useCatalogueView(untyped, ctx);
  const categories = new CategoryTree(ctx.repos.catalog);

  for (const locale of LOCALES) {
    const base = `/rest/${locale}/V1`;

    // Product list with the full searchCriteria grammar; also serves "products by ids / skus".
    // Answered by a reader thread (ctx.reader): this thread only learns the caller's Prime view.
    // These answer pre-rendered JSON text or a `fields` projection, which no static type
    // describes: their answers are checked after serialization (http/response-check.ts).
    untyped.get(`${base}/products`, { schema: { response: { 200: ProductSearchResultSchema } } }, async (request, reply) =>
      sendAnswer(
        reply,
        await ctx.reader.read('list', {
          locale,
          now: ctx.now().getTime(),
          // Exclusive Prime private sales are left out for callers below their tier.
          view: catalogueView(ctx, request),
          ...encodedGet(request),
        }),
      ),
    );

    const productSchema = { params: SkuParams, querystring: MagentoQuery, response: { 200: MagentoProductSchema } };
    untyped.get<MagentoRoute<Static<typeof SkuParams>>>(`${base}/products/:sku`, { schema: productSchema }, async (request, reply) => {
      const { sku } = request.params;
      if (!sku || sku.length > 128) throw new ApiError(404, 'product_not_found', { fieldName: 'sku', fieldValue: sku.slice(0, 128) });
      const json = await ctx.reader.read('product', { locale, now: ctx.now().getTime(), sku, query: request.query, view: catalogueView(ctx, request) });
      return reply.type('application/json; charset=utf-8').send(json);
    });

    app.get(`${base}/products/attributes/:code/options`, { schema: { params: CodeParams } }, async (request) => {
      const { code } = request.params;
      const dictionary = DICTIONARIES.find((d) => d.code === code);
      if (!dictionary) throw new ApiError(404, catalogMessage('attribute_not_found'), { attributeCode: code.slice(0, 80) });
      return dictionary.values.map((v, i) => ({
        label: v[locale],
        value: String(dictionary.attributeId * 100 + i + 1),
        sort_order: i,
        is_default: false,
        store_labels: [{ store_id: 1, label: v.fr }, { store_id: 2, label: v.en }],
        ...(v.swatch ? { swatch: v.swatch } : {}),
      }));
    });

    // All dictionaries in one call, for filter panels and option pickers.
    app.get(`${base}/gt/attributes/dictionaries`, { schema: { response: { 200: AttributeDictionariesSchema } } }, async () =>
      Object.fromEntries(
        DICTIONARIES.map((d) => [
          d.code,
          {
            attribute_id: d.attributeId,
            label: d[locale],
            options: d.values.map((v, i) => ({ value: String(d.attributeId * 100 + i + 1), label: v[locale], ...(v.swatch ? { swatch: v.swatch } : {}) })),
          },
        ]),
      ),
    );

    untyped.get<MagentoRoute>(`${base}/categories`, { schema: { querystring: MagentoQuery, response: { 200: MagentoCategorySchema } } }, async (request) => {
      const { query } = request;
      const root = optionalInt(query, 'rootCategoryId', 1, 1_000_000) ?? DEFAULT_CATEGORY_ID;
      const depth = optionalInt(query, 'depth', 0, 20);
      const tree = (await categories.current()).tree(root, depth, locale);
      if (!tree) throw new ApiError(404, catalogMessage('category_not_found'), { categoryId: root });
      return withFields(query, tree);
    });

    untyped.get<MagentoRoute>(`${base}/categories/list`, { schema: { querystring: MagentoQuery, response: { 200: CategoryListSchema } } }, async (request) => {
      const { query } = request;
      const criteria = parseSearchCriteria(query);
      return withFields(query, (await categories.current()).list(criteria, locale));
    });

    const categorySchema = { params: IdParams, querystring: MagentoQuery, response: { 200: MagentoCategorySchema } };
    untyped.get<MagentoRoute<Static<typeof IdParams>>>(`${base}/categories/:id`, { schema: categorySchema }, async (request) => {
      const { id } = request.params;
      const categoryId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
      const category = Number.isInteger(categoryId) ? (await categories.current()).category(categoryId, locale) : undefined;
      if (!category) throw new ApiError(404, catalogMessage('category_not_found'), { categoryId: id.slice(0, 40) });
      return withFields(request.query, category);
    });

    app.get(`${base}/gt/towns/list`, { schema: { response: { 200: TownListSchema } } }, async () => townList(ctx));

    app.post(
      `${base}/gt/shipping/estimage-product-shipping`,
      { schema: { body: ProductShippingRequestSchema, response: { 200: ProductShippingEstimateSchema } } },
      async (request) => estimate(ctx, request, request.body, locale),
    );
  }
};

// Any text: an unknown code is a 404 with its own message, not a 400.
const CodeParams = Type.Object({ code: Type.String() });
const SkuParams = Type.Object({ sku: Type.String() });
const IdParams = Type.Object({ id: Type.String() });
/** Magento's query string (`searchCriteria[…]`, `fields`, `rootCategoryId`…), read and refused field by field by the handlers. */
const MagentoQuery = Type.Record(Type.String(), Type.Unknown());
/**
 * The routes that may answer a `fields` projection stay off the type provider (which would hold
 * their answers to the full shape) and name their request types from the same schemas.
 */
type MagentoRoute<Params = unknown> = { Params: Params; Querystring: Static<typeof MagentoQuery> };

function optionalInt(query: Record<string, unknown>, key: string, min: number, max: number): number | undefined {
  const raw = query[key];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw badRequest('invalid_field', { fieldName: key, reason: `${min}..${max}` });
  }
  return Number(raw);
}

async function townList(ctx: AppContext): Promise<Town[]> {
  const [towns, quarters] = await Promise.all([ctx.repos.catalog.towns(), ctx.repos.catalog.quarters()]);
  return towns.map((t) => ({
    town_id: t.id,
    town_name: t.name,
    has_agency: t.has_agency === 1,
    zone: t.zone,
    quarters: quarters.filter((q) => q.town_id === t.id).map((q) => ({ quarter_id: q.id, quarter_name: q.name })),
  }));
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

async function estimate(ctx: AppContext, request: FastifyRequest, { data }: Static<typeof ProductShippingRequestSchema>, locale: Locale) {
  const { town, quarter, product } = data;
  const { sku, qty: rawQty } = product;
  const qty = rawQty === undefined || rawQty === null || rawQty === '' ? 1 : Number(rawQty);
  if (qty < 1 || qty > 1000) throw badRequest(catalogMessage('invalid_quantity'), { max: 1000 });

  const towns = await ctx.repos.catalog.towns();
  const townRow = typeof town === 'number' ? towns.find((t) => t.id === town) : towns.find((t) => fold(t.name) === fold(town) || String(t.id) === town.trim());
  if (!townRow) throw new ApiError(404, catalogMessage('town_not_found'), { town: String(town).slice(0, 80) });
  let quarterName: string | null = null;
  if (quarter !== undefined && quarter !== null && quarter !== '') {
    const quarters = await ctx.repos.catalog.quarters(townRow.id);
    const found = quarters.find((q) => (typeof quarter === 'number' ? q.id === quarter : fold(q.name) === fold(quarter) || String(q.id) === quarter.trim()));
    if (!found) throw new ApiError(404, catalogMessage('quarter_not_found'), { quarter: String(quarter).slice(0, 80), town: townRow.name });
    quarterName = found.name;
  }
  const row = await ctx.repos.catalog.shippable(sku, townRow.id);
  if (!row) throw new ApiError(404, 'product_not_found', { fieldName: 'sku', fieldValue: sku.slice(0, 128) });
  assertVisible(catalogueView(ctx, request), row.id, row.sku);
  const attributes = JSON.parse(row.attributes) as Record<string, string>;
  const shippingClass = (row.type_id === 'virtual' ? 'none' : (attributes['shipping_class'] as ShippingClass | undefined) ?? 'medium');
  const freeShipping = attributes['is_free_shipping'] === '1' || (await freeDeliveryForRequest(ctx, request, row.id));
  const stockInTown = row.type_id === 'virtual' ? qty : (row.town_qty ?? 0);
  const methods = shippingMethods({ zone: townRow.zone, hasAgency: townRow.has_agency === 1, townName: townRow.name, shippingClass, qty, freeShipping, stockInTown, locale });
  const home = methods[0]!;
  return {
    town: townRow.name,
    town_id: townRow.id,
    quarter: quarterName,
    zone: townRow.zone,
    sku: row.sku,
    qty,
    currency: 'FCFA',
    is_free_shipping: freeShipping,
    amount: home.amount,
    delay: home.delay,
    methods,
    stock: { total: row.qty ?? 0, in_town: row.town_qty ?? 0, is_in_stock: (row.is_in_stock ?? 0) === 1 && (row.qty ?? 0) >= qty },
  };
}
