import type { Repositories } from '../repositories.ts';
import type { SeedProduct } from './seed-repository.ts';
import { magentoTime } from '../auth/clock.ts';
import { normalizeAnswer } from './lib/answer.ts';

export const WHEEL_CODE = 'ROUE-FETES-2026';

// Odds in hundredths (weights sum to 100); stock = prizes available for the whole game.
const WHEEL: { fr: string; en: string; weight: number; stock?: number; type?: 'percent' | 'fixed'; amount?: number; min?: number; color: string }[] = [
  { fr: '-10 %', en: '10% off', weight: 12, stock: 40, type: 'percent', amount: 10, color: '#e11d48' },
  { fr: 'Pas de chance', en: 'No luck', weight: 30, color: '#64748b' },
  { fr: '2 000 FCFA', en: '2,000 FCFA', weight: 20, stock: 150, type: 'fixed', amount: 2000, min: 20_000, color: '#f59e0b' },
  { fr: '-5 %', en: '5% off', weight: 18, stock: 200, type: 'percent', amount: 5, color: '#16a34a' },
  { fr: 'Presque !', en: 'So close!', weight: 12, color: '#475569' },
  { fr: '5 000 FCFA', en: '5,000 FCFA', weight: 5, stock: 30, type: 'fixed', amount: 5000, min: 50_000, color: '#2563eb' },
  { fr: '-20 %', en: '20% off', weight: 2, stock: 5, type: 'percent', amount: 20, min: 100_000, color: '#9333ea' },
  { fr: '25 000 FCFA', en: '25,000 FCFA', weight: 1, stock: 2, type: 'fixed', amount: 25_000, min: 250_000, color: '#0f766e' },
];

/**
 * Game schedules around the seeding instant: the whack-a-mole codes the commerce seed made get
 * their English titles and rules, and a wheel of fortune runs now (a past one shows how results
 * read once a game ends), and the holiday tombola.
 */
export async function seedGames(repos: Repositories, now: Date): Promise<void> {
  const seed = repos.gamesSeed;
  const at = (days: number) => magentoTime(new Date(now.getTime() + days * 86_400_000));
  await seed.dressWhackAMoles(JSON.stringify({ round_seconds: 30, max_hits_per_second: 4 }));

  const wheels = [
    { code: 'ROUE-RENTREE-2026', fr: 'La roue de la rentrée', en: 'Back-to-school wheel', from: -75, to: -45 },
    { code: WHEEL_CODE, fr: 'La roue des fêtes', en: 'Holiday wheel of fortune', from: -2, to: 30 },
  ];
  for (const w of wheels) {
    await seed.addGame({ code: w.code, name: w.fr, title_en: w.en, kind: 'wheel', starts_at: at(w.from), ends_at: at(w.to), login_required: 0, is_active: 1 });
    await seed.addPrizes(
      WHEEL.map((s, i) => ({
        code: w.code,
        position: i + 1,
        label_fr: s.fr,
        label_en: s.en,
        weight: s.weight,
        stock: s.stock ?? null,
        coupon_type: s.type ?? null,
        coupon_amount: s.amount ?? null,
        coupon_min_subtotal: s.min ?? 0,
        coupon_days: 30,
        color: s.color,
      })),
    );
  }
  await seedTombola(repos, now);
  await seedPrediction(repos, now);
  const products = await seed.listedSimpleProducts();
  await seedMystery(repos, now, products);
  await seedTreasure(repos, now, products);
}

/** An attribute as SQLite's json_extract read it: absent and JSON null alike are null, the rest as text. */
const attribute = (p: SeedProduct, code: string): string | null => {
  const value = p.attributes[code];
  return value === undefined || value === null ? null : String(value);
};

// The seed's LIKE '%Go ROM%' matched ASCII letters in either case, as SQLite's LIKE does.
const isPhone = (p: SeedProduct) => p.name_fr.toLowerCase().includes('go rom') && !p.name_fr.toLowerCase().startsWith('tablette');

/** Byte order, as the seed's ORDER BY on text compares (both engines, decision 020). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const TOMBOLA_CODE = 'TOMBOLA-FETES-2026';

/** The holiday tombola: one ticket per 25,000 FCFA of an order placed during it, prizes in rank order. */
export async function seedTombola(repos: Repositories, now: Date): Promise<void> {
  const at = (days: number) => magentoTime(new Date(now.getTime() + days * 86_400_000));
  await repos.gamesSeed.addGame({
    code: TOMBOLA_CODE,
    name: 'La grande tombola des fêtes',
    title_en: 'The great holiday tombola',
    kind: 'tombola',
    starts_at: at(-5),
    ends_at: at(26),
    login_required: 0,
    is_active: 1,
    settings: JSON.stringify({ fcfa_per_ticket: 25_000, max_tickets_per_order: 10 }),
  });
  const prizes = [
    ['Smart TV LED 55 pouces', '55-inch LED smart TV'],
    ['Réfrigérateur combiné 300 L', '300 L fridge-freezer'],
    ['Smartphone Tecno Camon 30', 'Tecno Camon 30 smartphone'],
    ['Climatiseur split 1,5 CV', '1.5 HP split air conditioner'],
    ['Micro-ondes 25 L', '25 L microwave oven'],
  ];
  await repos.gamesSeed.addPrizes(prizes.map(([fr, en], i) => ({ code: TOMBOLA_CODE, position: i + 1, label_fr: fr!, label_en: en!, weight: 0, stock: 1, color: '#f68b1e' })));
}

export const PREDICTION_CODE = 'PRONOS-CAN-2027';

/**
 * Football prediction on the AFCON 2027 qualifiers, for logged-in customers: matches already
 * played (with their score) and coming ones, kick-offs around the seeding instant.
 */
export async function seedPrediction(repos: Repositories, now: Date): Promise<void> {
  const at = (days: number, hour: number) => {
    const d = new Date(now.getTime() + days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return magentoTime(d);
  };
  // For customers with an account: some games need a login, this one shows how.
  await repos.gamesSeed.addGame({
    code: PREDICTION_CODE,
    name: 'Jeu CAN : vos pronostics',
    title_en: 'AFCON game: your predictions',
    kind: 'prediction',
    starts_at: at(-12, 0),
    ends_at: at(40, 23),
    login_required: 1,
    is_active: 1,
  });
  const teams: Record<string, string> = {
    Cameroun: 'Cameroon', Nigeria: 'Nigeria', Sénégal: 'Senegal', "Côte d'Ivoire": 'Ivory Coast', Égypte: 'Egypt',
    Maroc: 'Morocco', Ghana: 'Ghana', Algérie: 'Algeria', Mali: 'Mali', 'RD Congo': 'DR Congo', Gabon: 'Gabon', Tunisie: 'Tunisia',
  };
  const fixtures: [number, number, string, string, number | null, number | null][] = [
    [-9, 17, 'Cameroun', 'Gabon', 2, 0],
    [-8, 20, 'Sénégal', 'Mali', 1, 1],
    [-5, 17, 'Nigeria', 'Ghana', 0, 1],
    [-4, 20, 'Maroc', 'Tunisie', 3, 1],
    [2, 17, 'Cameroun', 'Nigeria', null, null],
    [3, 20, "Côte d'Ivoire", 'Égypte', null, null],
    [6, 17, 'Algérie', 'RD Congo', null, null],
    [9, 20, 'Ghana', 'Cameroun', null, null],
    [13, 17, 'Mali', 'Maroc', null, null],
  ];
  await repos.gamesSeed.addFixtures(
    fixtures.map(([days, hour, home, away, hs, as]) => ({
      code: PREDICTION_CODE,
      stage_fr: 'Qualifications CAN 2027',
      stage_en: 'AFCON 2027 qualifiers',
      home_fr: home,
      home_en: teams[home]!,
      away_fr: away,
      away_en: teams[away]!,
      kickoff_at: at(days, hour),
      home_score: hs,
      away_score: as,
    })),
  );
}

export const MYSTERY_CODE = 'MYSTERE-FETES-2026';

/**
 * The mystery product: a smartphone of the catalogue (named with its ROM, as phones are) hidden behind five hints (its category,
 * price band, brand initial, colour, brand), one revealed every 36 hours, among six candidate
 * phones of other brands and prices.
 */
export async function seedMystery(repos: Repositories, now: Date, products: SeedProduct[]): Promise<void> {
  const at = (hours: number) => magentoTime(new Date(now.getTime() + hours * 3_600_000));
  // One phone per brand (its first by id), so the hints can tell the candidates apart.
  const firstOfBrand = new Map<string, { id: number; price: number; brand: string; color: string | null }>();
  for (const p of products) {
    const brand = attribute(p, 'marque');
    if (brand === null || !p.in_stock || p.price < 60_000 || p.price > 600_000 || !isPhone(p) || firstOfBrand.has(brand)) continue;
    firstOfBrand.set(brand, { id: p.id, price: p.price, brand, color: attribute(p, 'color') });
  }
  const phones = [...firstOfBrand.values()].toSorted((a, b) => byText(a.brand, b.brand)).slice(0, 6);
  if (phones.length < 3) return;
  const answer = phones[Math.min(2, phones.length - 1)]!;
  const color = answer.color ? await repos.gamesSeed.colorLabel(Number(answer.color)) : undefined;
  const low = Math.floor(answer.price / 50_000) * 50_000;
  const band = (locale: 'fr' | 'en') => [low, low + 50_000].map((n) => n.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US')).join(locale === 'fr' ? ' et ' : ' and ');
  const hints: [string, string][] = [
    ["C'est un smartphone.", "It's a smartphone."],
    [`Son prix est compris entre ${band('fr')} FCFA.`, `Its price is between ${band('en')} FCFA.`],
    [`Le nom de sa marque commence par « ${answer.brand[0]} ».`, `Its brand name starts with "${answer.brand[0]}".`],
    color ? [`Il est de couleur ${color.label_fr.toLowerCase()}.`, `Its colour is ${color.label_en.toLowerCase()}.`] : ['Il se glisse dans une poche.', 'It fits in a pocket.'],
    [`Sa marque : ${answer.brand}.`, `Its brand: ${answer.brand}.`],
  ];
  await repos.gamesSeed.addGame({
    code: MYSTERY_CODE,
    name: 'Le produit mystère des fêtes',
    title_en: 'The holiday mystery product',
    kind: 'mystery',
    starts_at: at(-60),
    ends_at: at(14 * 24),
    login_required: 0,
    is_active: 1,
  });
  await repos.gamesSeed.addMystery(
    { code: MYSTERY_CODE, product_id: answer.id, candidates: JSON.stringify(phones.map((p) => p.id)), discount_percent: 15, coupon_days: 30 },
    hints.map(([fr, en], i) => ({ code: MYSTERY_CODE, position: i + 1, hint_fr: fr, hint_en: en, reveal_at: at(-60 + i * 36) })),
  );
}

export const TREASURE_CODE = 'TRESOR-FETES-2026';

/**
 * The treasure hunt: four riddles whose answers are on the store's pages, taken from the data
 * those pages show: a phone's brand (product page), a category's parent (the menu), an agency
 * town (the footer and pick-up), a product's price (product page).
 */
export async function seedTreasure(repos: Repositories, now: Date, products: SeedProduct[]): Promise<void> {
  const at = (days: number) => magentoTime(new Date(now.getTime() + days * 86_400_000));
  // The fourth phone (by id) named after its brand: 'Brand Model - …'.
  const phone = products
    .flatMap((p) => {
      const brand = attribute(p, 'marque');
      return brand !== null && isPhone(p) && p.name_fr.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? [{ name_fr: p.name_fr, brand }] : [];
    })
    .at(3);
  const category = await repos.gamesSeed.menuCategoryWithParent();
  const agencies = await repos.gamesSeed.agencyTowns();
  const agency = agencies.find((t) => agencies.filter((o) => o[0] === t[0]).length === 1);
  // The most popular product whose shown price is its plain price (no special price, no flash sale, not hidden).
  const priced = products
    .filter((p) => p.price > 0 && attribute(p, 'special_price') === null && (attribute(p, 'hide_price') ?? '1') !== '0' && (attribute(p, 'is_on_flash_sale') ?? '0') !== '1')
    .toSorted((a, b) => b.popularity - a.popularity || a.id - b.id)[0];
  if (!phone || !category || !agency || !priced) return;

  await repos.gamesSeed.addGame({
    code: TREASURE_CODE,
    name: 'La chasse au trésor des fêtes',
    title_en: 'The holiday treasure hunt',
    kind: 'treasure',
    starts_at: at(-4),
    ends_at: at(24),
    login_required: 0,
    is_active: 1,
  });
  const model = phone.name_fr.split(' - ')[0]!.slice(phone.brand.length + 1);
  const clues: [string, string, string[]][] = [
    [`Quelle marque fabrique le smartphone « ${model} » vendu sur la boutique ?`, `Which brand makes the "${model}" smartphone sold in the shop?`, [phone.brand]],
    [
      `Dans le menu des catégories, sous quelle catégorie se range « ${category.name_fr} » ?`,
      `In the category menu, under which category is "${category.name_en}" found?`,
      [category.parent_fr, category.parent_en],
    ],
    [
      `Dans quelle ville dont le nom commence par « ${agency[0]} » peut-on retirer sa commande gratuitement en agence ?`,
      `In which town whose name starts with "${agency[0]}" can you collect your order free of charge at an agency?`,
      [agency],
    ],
    [`Quel est le prix, en FCFA, du produit « ${priced.name_fr} » ?`, `What is the price, in FCFA, of "${priced.name_en}"?`, [String(priced.price), `${priced.price}FCFA`]],
  ];
  await repos.gamesSeed.addClues(
    clues.map(([fr, en, answers], i) => ({ code: TREASURE_CODE, position: i + 1, riddle_fr: fr, riddle_en: en, answers: JSON.stringify([...new Set(answers.map(normalizeAnswer))]) })),
  );
}
