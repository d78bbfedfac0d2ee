import type { Executor } from '../db/store.ts';
import { FAMILIES, type CustomOptionSeed, type Draft, type Spec } from './families.ts';
import { dictionary, optionId } from '../catalog/dictionaries.ts';
import type { StoredBundleOption, StoredExtension, StoredMedia, StoredOption } from '../catalog/stored-product.ts';
import { slugify } from '../catalog/slug.ts';
import { HOME_CATEGORY_ID } from '../catalog/categories.ts';
import { Prng } from './prng.ts';
import { FESTIVAL, FLASH_SALE_DAYS } from '../campaigns/seed.ts';
import { insertRows } from './write.ts';

/** Magento's datetime format, in UTC. */
export function magentoDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Row {
  id: number;
  sku: string;
  type: 'simple' | 'configurable' | 'bundle' | 'virtual';
  fr: string;
  en: string;
  urlKey: string;
  price: number;
  status: number;
  visibility: number;
  weight: number;
  createdAt: string;
  popularity: number;
  attributes: Record<string, string>;
  fr_attributes: Record<string, string>;
  en_attributes: Record<string, string>;
  extension: StoredExtension;
  media: StoredMedia[];
  categories: number[];
  stock: number;
  draft: Draft;
  children?: Row[];
  /** Marketplace seller of a larger catalogue's extra listings (default: the store itself). */
  seller?: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function describe(name: string, pitch: string, specs: Spec[], locale: 'fr' | 'en', style: number): string {
  const rows = specs.map(([lf, le, vf, ve]) => [locale === 'fr' ? lf : le, locale === 'fr' ? vf : (ve ?? vf)] as const);
  const heading = locale === 'fr' ? 'Caractéristiques' : 'Specifications';
  const footer =
    locale === 'fr'
      ? 'Livraison partout au Cameroun, paiement à la livraison ou par <strong>Mobile Money</strong>.'
      : 'Delivery anywhere in Cameroon, pay on delivery or with <strong>Mobile Money</strong>.';
  if (style === 0 || rows.length === 0) {
    return `<p><strong>${escapeHtml(name)}</strong></p><p>${escapeHtml(pitch)}</p>${rows.length ? `<h3>${heading}</h3><ul>${rows.map(([l, v]) => `<li>${escapeHtml(l)} : ${escapeHtml(v)}</li>`).join('')}</ul>` : ''}<p><em>${footer}</em></p>`;
  }
  if (style === 1) {
    return `<h2>${escapeHtml(name)}</h2><p>${escapeHtml(pitch)}<br>${footer}</p><table class="specs"><tbody>${rows.map(([l, v]) => `<tr><th>${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>`;
  }
  return `<div class="description"><p>${escapeHtml(pitch)}</p><p>${rows.map(([l, v]) => `<b>${escapeHtml(l)}</b> : ${escapeHtml(v)}`).join('<br>')}</p><p style="color:#555">${footer}</p></div>`;
}

function uniqueKey(base: string, used: Set<string>): string {
  let key = base;
  for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
  used.add(key);
  return key;
}

const SKU_FILLER = new Set(['WITH', 'AND', 'THE', 'FOR', 'OF', 'IN', 'ROM', 'BY']);

/** `Samsung Galaxy A15 - 6.5" - 128GB ROM - 4GB RAM - 50MP - Black` → `SAMSU-GALAX-A15-6-5-128GB-4GB-RAM-50MP-BLACK`. */
function skuOf(en: string): string {
  const words = slugify(en).toUpperCase().split('-').filter((w) => w && !SKU_FILLER.has(w));
  for (const width of [Infinity, 6, 5, 4, 3]) {
    const sku = words.map((w) => w.slice(0, width)).join('-');
    if (sku.length <= 48) return sku || 'PRODUCT';
  }
  return words.map((w) => w.slice(0, 3)).join('-').slice(0, 64);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * Discounts as Cameroon's shops give them, in percent off the list price: everyday promotions up
 * to 30 %, the flash sale and Black Friday up to 40 %, and only the festival campaign, on its
 * categories and within its dates, up to the spec's 80 %. Packs take 5 to 15 % off their parts.
 */
const DISCOUNT = { everyday: [5, 30], event: [15, 40], festival: [35, FESTIVAL.maxPercentOff], pack: [5, 15] } as const;

/** A discounted price a shop would print: to 100 FCFA, or 500 above 100,000. */
const discounted = (price: number, pct: number) => roundTo(price * (1 - pct / 100), price >= 100_000 ? 500 : 100);

export interface CatalogSummary {
  products: number;
  visible: number;
  bundles: number;
  configurables: number;
  virtuals: number;
}

/**
 * Partner shops that list the same models as the store on a marketplace: a larger catalogue
 * (`products` above the ~5,300 of one pass) is the store's range listed again by them, with
 * their own prices, stock, dates and promotions, as on Cameroon's marketplaces.
 */
export const MARKETPLACE_SELLERS = [
  'Mboa Phones Douala', 'Akwa Électronique', 'Yaoundé Digital', 'Bonamoussadi Home', 'Bafoussam Tech', 'Marché Central Shop',
  'Garoua Import', 'Kribi Confort', 'Limbe Gadgets', 'Bamenda Store', 'Ngaoundéré Market', 'Buea Online',
];

/** What the seeding steps share: the random stream (drawn in a fixed order), the instant, the rows and id counters. */
interface SeedState {
  rng: Prng;
  baseMs: number;
  at: (offsetMs: number) => string;
  skus: Set<string>;
  urlKeys: Set<string>;
  rows: Row[];
  ids: { product: number; media: number; option: number; optionType: number; configurableOption: number };
}

/**
 * Seeds products, their categories, stock and stock per town. `base` is the seeding instant:
 * special prices, flash sales and "new" dates are placed around it so campaigns are live today.
 * `products` asks for a larger catalogue (load tests): the families are drawn again, each further
 * pass listed by a marketplace seller, until about that many products exist.
 */
export async function seedCatalog(db: Executor, base: Date, seed = 237, products = 0): Promise<CatalogSummary> {
  const baseMs = Math.floor(base.getTime() / HOUR) * HOUR;
  const s: SeedState = {
    rng: new Prng(seed),
    baseMs,
    at: (offsetMs: number) => magentoDate(new Date(baseMs + offsetMs)),
    skus: new Set<string>(),
    urlKeys: new Set<string>(),
    rows: [],
    ids: { product: 1, media: 1, option: 1, optionType: 1, configurableOption: 1 },
  };
  // Each step draws from the one random stream: their order is part of the seeded data.
  seedFamilies(s, products);
  const visibleSimple = s.rows.filter((r) => r.type === 'simple' && r.visibility === 4);
  const inCategory = (category: number) => visibleSimple.filter((r) => r.categories.includes(category));
  seedBundles(s, inCategory);
  linkRelated(s, inCategory);
  setPricesAndLabels(s);
  seedFlashSales(s);
  shareParentDiscounts(s.rows);
  writeTextsAndMedia(s);
  // Every row is drawn before any is written: the writes are a few multi-row statements.
  const { links, link } = categoryLinker();
  for (const r of s.rows) for (const c of r.categories) link(r.id, c);
  const towns = await db.selectFrom('towns').select(['id', 'name', 'zone', 'has_agency']).orderBy('id').execute();
  const stock = drawStock(s, towns);
  linkCuratedLists(s, link);
  await insertProducts(db, s.rows);
  await insertRows(db, 'product_categories', links);
  await insertRows(db, 'stock', stock.stock);
  await insertRows(db, 'stock_by_town', stock.byTown);
  return summarize(s.rows);
}

/** A product row with its sku, url key, creation date, popularity and select attributes drawn. */
function makeRow(s: SeedState, draft: Draft, type: Row['type'], fr: string, en: string, price: number): Row {
  const { rng, baseMs } = s;
  const id = s.ids.product++;
  const sku = uniqueKey(skuOf(en), s.skus);
  const urlKey = uniqueKey(slugify(fr).slice(0, 90).replace(/-+$/, ''), s.urlKeys);
  const created = baseMs - rng.int(1, 720) * DAY - rng.int(0, 86_399) * 1000;
  const selects: Record<string, string> = {};
  for (const [code, label] of Object.entries(draft.selects)) selects[code] = String(optionId(code, label));
  if (draft.electronics && !selects['condition']) selects['condition'] = String(optionId('condition', 'Neuf'));
  if (draft.electronics && !selects['warranty']) {
    const condition = draft.selects['condition'];
    const warranty = condition === 'Occasion' ? rng.pick(['1 semaine', '1 mois']) : condition === 'Reconditionné' ? '3 mois' : rng.pick(['6 mois', '12 mois', '12 mois', '12 mois', '24 mois']);
    selects['warranty'] = String(optionId('warranty', warranty));
  }
  return {
    id,
    sku,
    type,
    fr,
    en,
    urlKey,
    price,
    status: 1,
    visibility: 4,
    weight: draft.weight,
    createdAt: magentoDate(new Date(created)),
    popularity: Math.floor(1000 * rng.next() ** 3),
    attributes: { marque: draft.brand, ...selects },
    fr_attributes: {},
    en_attributes: {},
    extension: {},
    media: [],
    categories: draft.categories,
    stock: 0,
    draft,
  };
}

function customOptions(s: SeedState, options: CustomOptionSeed[] | undefined): StoredOption[] | undefined {
  return (
    options?.map((o, i) => ({
      option_id: s.ids.option++,
      title: { fr: o.fr, en: o.en },
      type: 'drop_down',
      sort_order: i + 1,
      is_require: false,
      values: o.values.map((v, j) => ({ option_type_id: s.ids.optionType++, title: { fr: v.fr, en: v.en }, price: v.price, sort_order: j + 1 })),
    }))
  );
}

/** Products from the families; configurable ones get one child per variant combination. */
function seedFamilies(s: SeedState, products: number): void {
  const { rng, rows } = s;
  for (let pass = 0; pass === 0 || rows.length < products; pass++) {
    const seller = pass === 0 ? undefined : MARKETPLACE_SELLERS[(pass - 1) % MARKETPLACE_SELLERS.length];
    for (const family of FAMILIES) {
      for (const draft of family(rng)) {
        if (pass > 0 && rows.length >= products) break;
        if (draft.variants) {
          const parent = makeRow(s, draft, 'configurable', draft.fr, draft.en, draft.price);
          const combos = draft.variants.reduce<{ code: string; value: string }[][]>(
            (acc, v) => acc.flatMap((combo) => v.values.map((value) => [...combo, { code: v.code, value }])),
            [[]],
          );
          parent.children = combos.map((combo) => {
            const labelFr = combo.map((c) => c.value).join(' / ');
            const labelEn = combo.map((c) => dictionary(c.code)!.values.find((v) => v.fr === c.value)!.en).join(' / ');
            const bigSize = combo.some((c) => c.value === 'XXL' || c.value === '3XL' || c.value === '45' || c.value === '46');
            const child = makeRow(s, { ...draft, selects: { ...draft.selects, ...Object.fromEntries(combo.map((c) => [c.code, c.value])) } }, 'simple', `${draft.fr} - ${labelFr}`, `${draft.en} - ${labelEn}`, draft.price + (bigSize ? 1_000 : 0));
            child.visibility = 1;
            child.categories = [];
            return child;
          });
          parent.extension.configurable_product_options = draft.variants.map((v, position) => ({
            id: s.ids.configurableOption++,
            attribute_code: v.code,
            position,
            values: v.values.map((value) => optionId(v.code, value)),
          }));
          parent.extension.configurable_product_links = parent.children.map((c) => c.id);
          // A configurable product's own colour/size is meaningless: its children carry them.
          for (const v of draft.variants) delete parent.attributes[v.code];
          for (const r of [parent, ...parent.children]) r.seller = seller;
          rows.push(parent, ...parent.children);
        } else {
          const row = makeRow(s, draft, draft.virtual ? 'virtual' : 'simple', draft.fr, draft.en, draft.price);
          const options = customOptions(s, draft.options);
          if (options) row.extension.options = options;
          row.seller = seller;
          rows.push(row);
        }
      }
    }
  }
}

const BUNDLE_RECIPES: { fr: string; en: string; parts: { category: number; fr: string; en: string; type: 'radio' | 'checkbox'; required: boolean; qty: number; count: number }[]; extra: number[] }[] = [
  { fr: 'Pack Téléviseur + Barre de son', en: 'TV + soundbar pack', extra: [30, 31], parts: [{ category: 31, fr: 'Téléviseur', en: 'Television', type: 'radio', required: true, qty: 1, count: 2 }, { category: 32, fr: 'Barre de son', en: 'Soundbar', type: 'radio', required: true, qty: 1, count: 2 }, { category: 34, fr: 'Accessoire', en: 'Accessory', type: 'checkbox', required: false, qty: 1, count: 2 }] },
  { fr: 'Pack Étudiant : ordinateur portable + accessoires', en: 'Student pack: laptop + accessories', extra: [20, 21], parts: [{ category: 21, fr: 'Ordinateur portable', en: 'Laptop', type: 'radio', required: true, qty: 1, count: 2 }, { category: 24, fr: 'Accessoires', en: 'Accessories', type: 'checkbox', required: false, qty: 1, count: 3 }] },
  { fr: 'Pack Solaire maison', en: 'Home solar pack', extra: [90, 92], parts: [{ category: 91, fr: 'Panneaux solaires', en: 'Solar panels', type: 'radio', required: true, qty: 2, count: 2 }, { category: 93, fr: 'Batterie et onduleur', en: 'Battery and inverter', type: 'radio', required: true, qty: 1, count: 2 }] },
  { fr: 'Pack Smartphone + accessoires', en: 'Smartphone + accessories pack', extra: [12, 13], parts: [{ category: 13, fr: 'Smartphone', en: 'Smartphone', type: 'radio', required: true, qty: 1, count: 2 }, { category: 17, fr: 'Accessoires', en: 'Accessories', type: 'checkbox', required: false, qty: 1, count: 3 }] },
  { fr: 'Pack Gamer : console + jeu + manette', en: 'Gamer pack: console + game + controller', extra: [60, 61], parts: [{ category: 61, fr: 'Console', en: 'Console', type: 'radio', required: true, qty: 1, count: 2 }, { category: 62, fr: 'Jeu', en: 'Game', type: 'radio', required: true, qty: 1, count: 3 }, { category: 63, fr: 'Manette', en: 'Controller', type: 'checkbox', required: false, qty: 1, count: 2 }] },
  { fr: 'Pack Ménage du mois', en: 'Monthly household pack', extra: [70, 71], parts: [{ category: 71, fr: 'Épicerie', en: 'Groceries', type: 'checkbox', required: true, qty: 1, count: 4 }, { category: 73, fr: 'Entretien', en: 'Cleaning', type: 'checkbox', required: false, qty: 2, count: 3 }] },
  { fr: 'Pack Fraîcheur : climatiseur + ventilateur', en: 'Keep-cool pack: air conditioner + fan', extra: [40, 43], parts: [{ category: 43, fr: 'Climatiseur', en: 'Air conditioner', type: 'radio', required: true, qty: 1, count: 2 }, { category: 44, fr: 'Ventilateur', en: 'Fan', type: 'radio', required: true, qty: 1, count: 2 }] },
];

/** Bundles built from existing products, in each category the recipe names. */
function seedBundles(s: SeedState, inCategory: (category: number) => Row[]): void {
  const { rng, rows } = s;
  for (let round = 0; round < 6; round++) {
    for (const recipe of BUNDLE_RECIPES) {
      let bundleOptionId = 1;
      let total = 0;
      const options: StoredBundleOption[] = recipe.parts.map((part, position) => {
        const picks = rng.sample(inCategory(part.category), part.count);
        const optionIdValue = bundleOptionId++;
        return {
          option_id: optionIdValue,
          title: { fr: part.fr, en: part.en },
          required: part.required,
          type: part.type,
          position: position + 1,
          product_links: picks.map((p, i) => {
            const isDefault = part.type === 'radio' ? i === 0 : part.required || i === 0;
            if (isDefault) total += p.price * part.qty;
            return { id: String(s.ids.product * 10 + optionIdValue * 3 + i), sku: p.sku, option_id: optionIdValue, qty: part.qty, position: i + 1, is_default: isDefault, price: p.price, price_type: 0, can_change_quantity: part.type === 'checkbox' ? 1 : 0 };
          }),
        };
      });
      const n = round + 1;
      const draft: Draft = {
        fr: `${recipe.fr} - Offre n°${n}`, en: `${recipe.en} - Offer #${n}`, brand: 'GT Store', price: total, categories: [120, ...recipe.extra],
        kind: 'box', selects: {}, specs: [], pitchFr: `${recipe.fr} : tout ce qu'il faut, en un seul achat et à prix réduit.`,
        pitchEn: `${recipe.en}: everything you need in one purchase, at a reduced price.`, weight: 10, electronics: false,
      };
      const row = makeRow(s, draft, 'bundle', draft.fr, draft.en, total);
      row.extension.bundle_product_options = options;
      row.draft.specs = options.map((o) => [o.title.fr, o.title.en, o.product_links.length > 1 ? `${o.product_links.length} choix` : '1 article', o.product_links.length > 1 ? `${o.product_links.length} choices` : '1 item']);
      rows.push(row);
    }
  }
}

/** Related products: phones and laptops suggest accessories of their universe. */
function linkRelated(s: SeedState, inCategory: (category: number) => Row[]): void {
  const { rng, rows } = s;
  const visible = rows.filter((r) => r.visibility === 4 && r.type !== 'virtual');
  const accessories = inCategory(17);
  const pcAccessories = inCategory(24);
  for (const r of visible) {
    const pool = r.categories.includes(13) ? accessories : r.categories.includes(21) ? pcAccessories : undefined;
    if (!pool || pool.length === 0) continue;
    r.extension.product_links = rng.sample(pool, 3).map((p, i) => ({ link_type: i === 2 ? 'upsell' : 'related', linked_product_sku: p.sku, linked_product_type: p.type, position: i + 1 }));
  }
}

/** Prices, promotions and labels. */
function setPricesAndLabels(s: SeedState): void {
  const { rng, rows, at } = s;
  for (const r of rows) {
    const a = r.attributes;
    const electronics = r.draft.electronics;
    a['hide_price'] = '1';
    for (const flag of ['is_gt_global', 'is_second_hand', 'is_free_shipping', 'has_guarantie_sur_sur', 'is_black_friday', 'is_crazy_hours', 'is_crazy_day', 'precommandeblackfriday', 'is_on_flash_sale', 'decouvert']) a[flag] = '0';
    a['seller'] = r.seller ?? 'GT Store';
    a['fournisseur'] = r.draft.brand === 'Sans marque' ? 'Import direct' : `${r.draft.brand} Cameroun`;
    a['cost'] = String(roundTo(r.price * 0.78, 100));
    a['shipping_class'] = r.type === 'virtual' ? 'none' : r.weight >= 25 ? 'large' : r.weight >= 3 ? 'medium' : 'small';
    a['tax_class_id'] = '0';
    a['options_container'] = 'container2';
    a['has_options'] = r.extension.options || r.type === 'configurable' || r.type === 'bundle' ? '1' : '0';
    a['required_options'] = r.type === 'configurable' || r.type === 'bundle' ? '1' : '0';
    a['url_key'] = r.urlKey;
    // Internal (underscore) keys are never rendered as Magento attributes: the image generator's icon.
    a['_kind'] = r.draft.kind;
    if (r.visibility === 1) continue;
    if (r.type === 'bundle') {
      // A bundle's special price is a percentage of its price (Magento's rule): the percentage is
      // the one that lands the pack on a round price, kept to six places so it lands exactly.
      if (rng.chance(0.7)) a['special_price'] = String(Math.round((discounted(r.price, rng.int(...DISCOUNT.pack)) / r.price) * 100 * 1e6) / 1e6);
      continue;
    }
    const festival = r.categories.some((c) => (FESTIVAL.categories as readonly number[]).includes(c));
    if (r.price >= 10_000 && festival && rng.chance(0.05)) {
      // The festival's deep cuts are announced now and apply only while its campaign runs.
      a['special_price'] = String(discounted(r.price, rng.int(...DISCOUNT.festival)));
      a['special_from_date'] = at(FESTIVAL.from * DAY);
      a['special_to_date'] = at(FESTIVAL.until * DAY);
    } else if (r.price >= 10_000 && rng.chance(0.32)) {
      a['special_price'] = String(discounted(r.price, rng.int(...DISCOUNT.everyday)));
      const expired = rng.chance(0.05);
      a['special_from_date'] = at(-rng.int(1, 30) * DAY);
      a['special_to_date'] = expired ? at(-rng.int(1, 5) * DAY) : at(rng.int(3, 45) * DAY);
    }
    const condition = r.draft.selects['condition'];
    if (condition === 'Occasion' || condition === 'Reconditionné') a['is_second_hand'] = '1';
    if (electronics && rng.chance(0.08)) {
      a['is_gt_global'] = '1';
      r.fr_attributes['important_information'] = '<p>Produit importé (Global Import) : livraison sous 7 à 14 jours ouvrés.</p>';
      r.en_attributes['important_information'] = '<p>Imported product (Global Import): delivered within 7 to 14 working days.</p>';
    }
    if (a['is_second_hand'] === '1') {
      r.fr_attributes['important_information'] = `<p>Produit ${condition === 'Occasion' ? 'd’occasion' : 'reconditionné'}, testé et garanti par nos techniciens.</p>`;
      r.en_attributes['important_information'] = `<p>${condition === 'Occasion' ? 'Used' : 'Refurbished'} product, tested and guaranteed by our technicians.</p>`;
    }
    if (r.type !== 'virtual' && rng.chance(r.price >= 300_000 ? 0.35 : 0.12)) a['is_free_shipping'] = '1';
    if (electronics && r.price >= 30_000 && rng.chance(0.4)) {
      a['has_guarantie_sur_sur'] = '1';
      a['guarantie_sur_sur_value'] = String(Math.max(1_000, roundTo(r.price * 0.05, 500)));
    }
    if (r.price >= 10_000 && rng.chance(0.07)) {
      a['is_black_friday'] = '1';
      // Black Friday's own cut replaces an everyday or festival promotion.
      a['special_price'] = String(discounted(r.price, rng.int(...DISCOUNT.event)));
      a['special_from_date'] = at(-2 * DAY);
      a['special_to_date'] = at(14 * DAY);
      if (rng.chance(0.2)) a['precommandeblackfriday'] = '1';
    }
    if (rng.chance(0.012)) a['is_crazy_hours'] = '1';
    if (rng.chance(0.012)) a['is_crazy_day'] = '1';
    if ((r.draft.kind === 'generator' && r.price > 900_000) || (r.draft.kind === 'solar' && r.price > 1_000_000) || r.fr.startsWith('Pompe solaire')) a['hide_price'] = '0';
    // A few discontinued (status 2), catalogue-only (visibility 2) and search-only (3) products.
    const roll = rng.next();
    if (roll < 0.01) r.status = 2;
    else if (roll < 0.03) r.visibility = 2;
    else if (roll < 0.04) r.visibility = 3;
  }
}

/**
 * One flash sale, the `vente-flash` campaign's: every flagged product's sale ends when the campaign
 * does. Most started with it (within its first day), some join later in its window.
 */
function seedFlashSales(s: SeedState): void {
  const { rng, rows, at } = s;
  const candidates = rows.filter((r) => r.visibility === 4 && r.status === 1 && (r.type === 'simple' || r.type === 'configurable') && r.price >= 5_000 && r.attributes['hide_price'] === '1');
  const end = FLASH_SALE_DAYS.until * DAY;
  rng.sample(candidates, 48).forEach((r, i) => {
    const a = r.attributes;
    a['is_on_flash_sale'] = '1';
    a['flash_sale_qty'] = String(rng.int(5, 40));
    const start = i < 36 ? FLASH_SALE_DAYS.from * DAY + rng.int(0, 23) * HOUR : rng.int(1, FLASH_SALE_DAYS.until - 1) * DAY;
    a['flash_sale_start'] = at(start);
    a['flash_sale_end'] = at(end);
    a['special_price'] = String(discounted(r.price, rng.int(...DISCOUNT.event)));
    a['special_from_date'] = at(start);
    a['special_to_date'] = at(end);
  });
}

/**
 * Variants sell at their parent's discount: the cart charges the chosen variant, so without
 * this the price a shopper saw on the listing would jump when a colour or size is picked.
 */
function shareParentDiscounts(rows: Row[]): void {
  for (const parent of rows) {
    const special = Number(parent.attributes['special_price'] ?? 0);
    if (parent.type !== 'configurable' || !special || !parent.children) continue;
    for (const child of parent.children) {
      child.attributes['special_price'] = String(roundTo((child.price * special) / parent.price, 100));
      for (const key of ['special_from_date', 'special_to_date'] as const) {
        if (parent.attributes[key]) child.attributes[key] = parent.attributes[key];
      }
    }
  }
}

/** Texts and media. */
function writeTextsAndMedia(s: SeedState): void {
  const { rng, rows } = s;
  for (const r of rows) {
    const d = r.draft;
    const style = r.id % 3;
    r.fr_attributes['description'] = describe(r.fr, d.pitchFr, d.specs, 'fr', style);
    r.en_attributes['description'] = describe(r.en, d.pitchEn, d.specs, 'en', style);
    r.fr_attributes['short_description'] = `<p>${escapeHtml(d.pitchFr)}</p>`;
    r.en_attributes['short_description'] = `<p>${escapeHtml(d.pitchEn)}</p>`;
    r.fr_attributes['meta_title'] = `${r.fr} | Prix au Cameroun`;
    r.en_attributes['meta_title'] = `${r.en} | Price in Cameroon`;
    r.fr_attributes['meta_description'] = `Achetez ${r.fr} au meilleur prix au Cameroun. ${d.pitchFr}`.slice(0, 255);
    r.en_attributes['meta_description'] = `Buy ${r.en} at the best price in Cameroon. ${d.pitchEn}`.slice(0, 255);
    r.fr_attributes['meta_keyword'] = [d.brand, ...r.fr.split(' - ').slice(0, 2)].join(', ');
    r.en_attributes['meta_keyword'] = [d.brand, ...r.en.split(' - ').slice(0, 2)].join(', ');
    r.fr_attributes['specifications'] = JSON.stringify(d.specs.map(([label, , value]) => ({ label, value })));
    r.en_attributes['specifications'] = JSON.stringify(d.specs.map(([, label, vf, ve]) => ({ label, value: ve ?? vf })));
    const slug = slugify(r.sku).slice(0, 60);
    const dir = `/${slug[0] ?? 'p'}/${slug[1] ?? 'r'}`;
    const views = r.visibility === 1 ? 1 : rng.int(1, 3);
    for (let v = 0; v < views; v++) {
      r.media.push({
        id: s.ids.media++,
        file: `${dir}/${slug}-${r.id}${v ? `_${v}` : ''}.jpg`,
        position: v + 1,
        disabled: v === 2 && rng.chance(0.3),
        types: v === 0 ? ['image', 'small_image', 'thumbnail', 'swatch_image'] : [],
        view: v,
      });
    }
    const main = r.media[0]!.file;
    r.attributes['image'] = main;
    r.attributes['small_image'] = main;
    r.attributes['thumbnail'] = main;
    r.attributes['swatch_image'] = main;
  }
}

interface CategoryLink {
  product_id: number;
  category_id: number;
  position: number;
}

/** Links products to a category, each at the next position in it. */
function categoryLinker(): { links: CategoryLink[]; link: (productId: number, categoryId: number) => void } {
  const links: CategoryLink[] = [];
  const positions = new Map<number, number>();
  return {
    links,
    link: (productId, categoryId) => {
      const position = (positions.get(categoryId) ?? 0) + 1;
      positions.set(categoryId, position);
      links.push({ product_id: productId, category_id: categoryId, position });
    },
  };
}

async function insertProducts(db: Executor, rows: Row[]): Promise<void> {
  await insertRows(
    db,
    'products',
    rows.map((r) => ({
      id: r.id, sku: r.sku, type_id: r.type, attribute_set_id: 4, name_fr: r.fr, name_en: r.en, url_key: r.urlKey, price: r.price, status: r.status,
      visibility: r.visibility, weight: r.weight, created_at: r.createdAt, updated_at: r.createdAt, popularity: r.popularity,
      attributes: JSON.stringify(r.attributes), attributes_fr: JSON.stringify(r.fr_attributes), attributes_en: JSON.stringify(r.en_attributes),
      extension: JSON.stringify(r.extension), media: JSON.stringify(r.media),
    })),
  );
}

interface StockRows {
  stock: { product_id: number; qty: number; is_in_stock: number }[];
  byTown: { product_id: number; town_id: number; qty: number }[];
}

/** Stock: drawn for simple and virtual products and spread over the towns; parents and bundles follow from it. */
function drawStock({ rng, rows }: SeedState, towns: { id: number; name: string; zone: string; has_agency: number }[]): StockRows {
  const out: StockRows = { stock: [], byTown: [] };
  const perProduct = new Map<number, Map<number, number>>();
  const townWeights = towns.map((t) => (t.name === 'Douala' ? 9 : t.name === 'Yaoundé' ? 7 : t.has_agency ? 3 : 1));
  const distribute = (productId: number, qty: number) => {
    const perTown = new Map<number, number>();
    const present = towns.filter((t, i) => i < 2 || rng.chance(0.12 * (townWeights[i] ?? 1)));
    const weights = present.map((t) => townWeights[towns.indexOf(t)] ?? 1);
    const weightSum = weights.reduce((s, w) => s + w, 0);
    let left = qty;
    present.forEach((t, i) => {
      const share = i === present.length - 1 ? left : Math.min(left, Math.round((qty * (weights[i] ?? 1)) / weightSum));
      left -= share;
      perTown.set(t.id, share);
    });
    const stored = new Map<number, number>();
    for (const [townId, townQty] of perTown) {
      if (townQty <= 0) continue;
      stored.set(townId, townQty);
      out.byTown.push({ product_id: productId, town_id: townId, qty: townQty });
    }
    perProduct.set(productId, stored);
  };

  const bySku = new Map(rows.map((r) => [r.sku, r]));
  for (const r of rows) {
    if (r.type === 'configurable' || r.type === 'bundle') continue;
    const qty = r.type === 'virtual' ? 9_999 : rng.chance(0.06) ? 0 : rng.int(1, r.price > 500_000 ? 12 : 80);
    r.stock = qty;
    out.stock.push({ product_id: r.id, qty, is_in_stock: qty > 0 ? 1 : 0 });
    if (r.type !== 'virtual') distribute(r.id, qty);
  }
  for (const r of rows) {
    if (r.type === 'configurable') {
      // The parent is salable when a child is; its distribution is the sum of its children's.
      const qty = (r.children ?? []).reduce((s, c) => s + c.stock, 0);
      out.stock.push({ product_id: r.id, qty, is_in_stock: qty > 0 ? 1 : 0 });
      const sum = new Map<number, number>();
      for (const child of r.children ?? []) for (const [townId, townQty] of perProduct.get(child.id) ?? []) sum.set(townId, (sum.get(townId) ?? 0) + townQty);
      for (const [townId, townQty] of [...sum].toSorted(([a], [b]) => a - b)) out.byTown.push({ product_id: r.id, town_id: townId, qty: townQty });
    } else if (r.type === 'bundle') {
      const required = (r.extension.bundle_product_options ?? []).filter((o) => o.required);
      const qty = Math.min(...required.map((o) => Math.max(...o.product_links.map((l) => Math.floor((bySku.get(l.sku)?.stock ?? 0) / l.qty)))));
      out.stock.push({ product_id: r.id, qty: Number.isFinite(qty) ? qty : 0, is_in_stock: qty > 0 ? 1 : 0 });
    }
  }
  return out;
}

/** Curated lists: home selection, flash sales, black friday, new arrivals. */
function linkCuratedLists(s: SeedState, link: (productId: number, categoryId: number) => void): void {
  const { rng, rows } = s;
  const listed = rows.filter((r) => r.visibility === 4 && r.status === 1 && r.type !== 'virtual');
  const home = listed.toSorted((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 36);
  for (const p of rng.sample(listed.filter((x) => x.attributes['special_price'] && !home.includes(x)), 24)) home.push(p);
  for (const p of home) link(p.id, HOME_CATEGORY_ID);
  for (const p of listed.filter((x) => x.attributes['is_on_flash_sale'] === '1')) link(p.id, 2412);
  for (const p of listed.filter((x) => x.attributes['is_black_friday'] === '1')) link(p.id, 2413);
  for (const p of listed.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 60)) link(p.id, 2414);
}

function summarize(rows: Row[]): CatalogSummary {
  return {
    products: rows.length,
    visible: rows.filter((r) => r.visibility === 4 && r.status === 1).length,
    bundles: rows.filter((r) => r.type === 'bundle').length,
    configurables: rows.filter((r) => r.type === 'configurable').length,
    virtuals: rows.filter((r) => r.type === 'virtual').length,
  };
}
