import type { Db } from '../db/database.ts';
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
export function seedGames(db: Db, now: Date): void {
  const at = (days: number) => magentoTime(new Date(now.getTime() + days * 86_400_000));
  const rules = JSON.stringify({ round_seconds: 30, max_hits_per_second: 4 });
  db.prepare("UPDATE game_codes SET title_en = replace(name, 'René la taupe', 'René the mole'), settings = ? WHERE kind = 'whack-a-mole'").run(rules);

  const insertGame = db.prepare('INSERT INTO game_codes (code, name, title_en, kind, starts_at, ends_at, login_required, is_active) VALUES (?, ?, ?, ?, ?, ?, 0, 1)');
  const insertPrize = db.prepare(
    `INSERT INTO game_prizes (code, position, label_fr, label_en, weight, stock, coupon_type, coupon_amount, coupon_min_subtotal, coupon_days, color)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 30, ?)`,
  );
  const wheels = [
    { code: 'ROUE-RENTREE-2026', fr: 'La roue de la rentrée', en: 'Back-to-school wheel', from: -75, to: -45 },
    { code: WHEEL_CODE, fr: 'La roue des fêtes', en: 'Holiday wheel of fortune', from: -2, to: 30 },
  ];
  for (const w of wheels) {
    insertGame.run(w.code, w.fr, w.en, 'wheel', at(w.from), at(w.to));
    WHEEL.forEach((s, i) => insertPrize.run(w.code, i + 1, s.fr, s.en, s.weight, s.stock ?? null, s.type ?? null, s.amount ?? null, s.min ?? 0, s.color));
  }
  seedTombola(db, now);
  seedPrediction(db, now);
  seedMystery(db, now);
  seedTreasure(db, now);
}

export const TOMBOLA_CODE = 'TOMBOLA-FETES-2026';

/** The holiday tombola: one ticket per 25,000 FCFA of an order placed during it, prizes in rank order. */
export function seedTombola(db: Db, now: Date): void {
  const at = (days: number) => magentoTime(new Date(now.getTime() + days * 86_400_000));
  db.prepare("INSERT INTO game_codes (code, name, title_en, kind, starts_at, ends_at, login_required, is_active, settings) VALUES (?, ?, ?, 'tombola', ?, ?, 0, 1, ?)").run(
    TOMBOLA_CODE,
    'La grande tombola des fêtes',
    'The great holiday tombola',
    at(-5),
    at(26),
    JSON.stringify({ fcfa_per_ticket: 25_000, max_tickets_per_order: 10 }),
  );
  const prizes = [
    ['Smart TV LED 55 pouces', '55-inch LED smart TV'],
    ['Réfrigérateur combiné 300 L', '300 L fridge-freezer'],
    ['Smartphone Tecno Camon 30', 'Tecno Camon 30 smartphone'],
    ['Climatiseur split 1,5 CV', '1.5 HP split air conditioner'],
    ['Micro-ondes 25 L', '25 L microwave oven'],
  ];
  const insert = db.prepare('INSERT INTO game_prizes (code, position, label_fr, label_en, weight, stock, color) VALUES (?, ?, ?, ?, 0, 1, ?)');
  prizes.forEach(([fr, en], i) => insert.run(TOMBOLA_CODE, i + 1, fr, en, '#f68b1e'));
}

export const PREDICTION_CODE = 'PRONOS-CAN-2027';

/**
 * Football prediction on the AFCON 2027 qualifiers, for logged-in customers: matches already
 * played (with their score) and coming ones, kick-offs around the seeding instant.
 */
export function seedPrediction(db: Db, now: Date): void {
  const at = (days: number, hour: number) => {
    const d = new Date(now.getTime() + days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return magentoTime(d);
  };
  // For customers with an account: some games need a login, this one shows how.
  db.prepare("INSERT INTO game_codes (code, name, title_en, kind, starts_at, ends_at, login_required, is_active) VALUES (?, ?, ?, 'prediction', ?, ?, 1, 1)").run(
    PREDICTION_CODE,
    'Jeu CAN : vos pronostics',
    'AFCON game: your predictions',
    at(-12, 0),
    at(40, 23),
  );
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
  const insert = db.prepare(
    `INSERT INTO game_fixtures (code, stage_fr, stage_en, home_fr, home_en, away_fr, away_en, kickoff_at, home_score, away_score)
     VALUES (?, 'Qualifications CAN 2027', 'AFCON 2027 qualifiers', ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [days, hour, home, away, hs, as] of fixtures) insert.run(PREDICTION_CODE, home, teams[home], away, teams[away], at(days, hour), hs, as);
}

export const MYSTERY_CODE = 'MYSTERE-FETES-2026';

/**
 * The mystery product: a smartphone of the catalogue (named with its ROM, as phones are) hidden behind five hints (its category,
 * price band, brand initial, colour, brand), one revealed every 36 hours, among six candidate
 * phones of other brands and prices.
 */
export function seedMystery(db: Db, now: Date): void {
  const at = (hours: number) => magentoTime(new Date(now.getTime() + hours * 3_600_000));
  // One phone per brand, so the hints can tell the candidates apart.
  const phones = db
    .prepare(
      `SELECT p.id, p.price, json_extract(p.attributes, '$.marque') AS brand, json_extract(p.attributes, '$.color') AS color, min(p.id) AS first
       FROM products p JOIN stock s ON s.product_id = p.id
       WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility = 4 AND s.is_in_stock = 1 AND p.price BETWEEN 60000 AND 600000
         AND p.name_fr LIKE '%Go ROM%' AND p.name_fr NOT LIKE 'Tablette%' AND json_extract(p.attributes, '$.marque') IS NOT NULL
       GROUP BY brand ORDER BY brand LIMIT 6`,
    )
    .all() as { id: number; price: number; brand: string; color: string | null }[];
  if (phones.length < 3) return;
  const answer = phones[Math.min(2, phones.length - 1)]!;
  db.prepare("INSERT INTO game_codes (code, name, title_en, kind, starts_at, ends_at, login_required, is_active) VALUES (?, ?, ?, 'mystery', ?, ?, 0, 1)").run(
    MYSTERY_CODE,
    'Le produit mystère des fêtes',
    'The holiday mystery product',
    at(-60),
    at(14 * 24),
  );
  db.prepare('INSERT INTO game_mystery (code, product_id, candidates, discount_percent, coupon_days) VALUES (?, ?, ?, 15, 30)').run(
    MYSTERY_CODE,
    answer.id,
    JSON.stringify(phones.map((p) => p.id)),
  );
  const color = answer.color
    ? (db.prepare("SELECT label_fr, label_en FROM attribute_options WHERE attribute_code = 'color' AND option_id = ?").get(Number(answer.color)) as { label_fr: string; label_en: string } | undefined)
    : undefined;
  const low = Math.floor(answer.price / 50_000) * 50_000;
  const band = (locale: 'fr' | 'en') => [low, low + 50_000].map((n) => n.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US')).join(locale === 'fr' ? ' et ' : ' and ');
  const hints: [string, string][] = [
    ["C'est un smartphone.", "It's a smartphone."],
    [`Son prix est compris entre ${band('fr')} FCFA.`, `Its price is between ${band('en')} FCFA.`],
    [`Le nom de sa marque commence par « ${answer.brand[0]} ».`, `Its brand name starts with "${answer.brand[0]}".`],
    color ? [`Il est de couleur ${color.label_fr.toLowerCase()}.`, `Its colour is ${color.label_en.toLowerCase()}.`] : ['Il se glisse dans une poche.', 'It fits in a pocket.'],
    [`Sa marque : ${answer.brand}.`, `Its brand: ${answer.brand}.`],
  ];
  const insert = db.prepare('INSERT INTO game_mystery_hints (code, position, hint_fr, hint_en, reveal_at) VALUES (?, ?, ?, ?, ?)');
  hints.forEach(([fr, en], i) => insert.run(MYSTERY_CODE, i + 1, fr, en, at(-60 + i * 36)));
}

export const TREASURE_CODE = 'TRESOR-FETES-2026';

/**
 * The treasure hunt: four riddles whose answers are on the store's pages, taken from the data
 * those pages show: a phone's brand (product page), a category's parent (the menu), an agency
 * town (the footer and pick-up), a product's price (product page).
 */
export function seedTreasure(db: Db, now: Date): void {
  const at = (days: number) => magentoTime(new Date(now.getTime() + days * 86_400_000));
  const phone = db
    .prepare(
      `SELECT name_fr, json_extract(attributes, '$.marque') AS brand FROM products
       WHERE type_id = 'simple' AND status = 1 AND visibility = 4 AND name_fr LIKE '%Go ROM%' AND name_fr NOT LIKE 'Tablette%'
         AND json_extract(attributes, '$.marque') IS NOT NULL AND name_fr LIKE json_extract(attributes, '$.marque') || ' %'
       ORDER BY id LIMIT 1 OFFSET 3`,
    )
    .get() as { name_fr: string; brand: string } | undefined;
  const category = db
    .prepare(
      `SELECT c.name_fr, c.name_en, p.name_fr AS parent_fr, p.name_en AS parent_en FROM categories c JOIN categories p ON p.id = c.parent_id
       WHERE c.is_active = 1 AND c.include_in_menu = 1 AND p.level = 2 AND p.include_in_menu = 1 ORDER BY c.id LIMIT 1 OFFSET 5`,
    )
    .get() as { name_fr: string; name_en: string; parent_fr: string; parent_en: string } | undefined;
  const agencies = db.prepare('SELECT name FROM towns WHERE has_agency = 1 ORDER BY name').pluck().all() as string[];
  const agency = agencies.find((t) => agencies.filter((o) => o[0] === t[0]).length === 1);
  const priced = db
    .prepare(
      `SELECT name_fr, name_en, price FROM products
       WHERE type_id = 'simple' AND status = 1 AND visibility = 4 AND price > 0 AND json_extract(attributes, '$.special_price') IS NULL
         AND coalesce(json_extract(attributes, '$.hide_price'), '1') != '0' AND coalesce(json_extract(attributes, '$.is_on_flash_sale'), '0') != '1'
       ORDER BY popularity DESC, id LIMIT 1`,
    )
    .get() as { name_fr: string; name_en: string; price: number } | undefined;
  if (!phone || !category || !agency || !priced) return;

  db.prepare("INSERT INTO game_codes (code, name, title_en, kind, starts_at, ends_at, login_required, is_active) VALUES (?, ?, ?, 'treasure', ?, ?, 0, 1)").run(
    TREASURE_CODE,
    'La chasse au trésor des fêtes',
    'The holiday treasure hunt',
    at(-4),
    at(24),
  );
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
  const insert = db.prepare('INSERT INTO game_clues (code, position, riddle_fr, riddle_en, answers) VALUES (?, ?, ?, ?, ?)');
  clues.forEach(([fr, en, answers], i) => insert.run(TREASURE_CODE, i + 1, fr, en, JSON.stringify([...new Set(answers.map(normalizeAnswer))])));
}
