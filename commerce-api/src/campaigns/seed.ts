import type { DataAccess } from '../repositories.ts';
import { checkCampaign, type Campaign } from './model.ts';
import { ListedCatalogue, selectProducts } from './selection.ts';

type SeedCampaign = Omit<Campaign, 'starts_at' | 'ends_at' | 'hero_image' | 'kind' | 'state'> & {
  kind?: Campaign['kind'];
  /** Days from the seeding instant. */
  from: number;
  until: number;
};

/**
 * The flash sale's window, in days from the seeding instant: the `vente-flash` campaigns run over
 * it and the catalogue seed ends every flash product's sale at its end, so the home, the campaign
 * page and the product page count down to one instant.
 */
export const FLASH_SALE_DAYS = { from: -1, until: 6 } as const;
/** The festival's window and reach: the only campaign whose discounts go past 40 %, up to 80 %. */
export const FESTIVAL = { from: 20, until: 45, categories: [30, 40, 50], maxPercentOff: 80 } as const;

const palette = {
  night: { background: '#111111', text: '#ffffff', accent: '#ffd400' },
  flash: { background: '#c8102e', text: '#ffffff', accent: '#ffd400' },
  festive: { background: '#0b6e4f', text: '#ffffff', accent: '#f4c430' },
  green: { background: '#007a5e', text: '#ffffff', accent: '#fcd116' },
  rose: { background: '#d6336c', text: '#ffffff', accent: '#ffe3ec' },
  sky: { background: '#0b7fab', text: '#ffffff', accent: '#ffe066' },
  sand: { background: '#f4e3c1', text: '#2b2118', accent: '#b5502a' },
};

/**
 * The shop's campaigns around the seeding day, so every state shows with real products: Black
 * Friday and its days, flash sales and several seasonal pages running, the festival and others
 * programmed, Ramadan and the CAN ended (their "Promotion Ended" page still answers).
 */
export const SEED_CAMPAIGNS: SeedCampaign[] = [
  {
    slug: 'black-friday',
    title: { fr: 'Black Friday', en: 'Black Friday' },
    text: {
      fr: "Les plus grosses remises de l'année sur les téléphones, la TV, l'électroménager et la mode. Livraison à Douala et Yaoundé en 24 à 72 heures, retrait gratuit dans nos trois agences.",
      en: 'The biggest discounts of the year on phones, TVs, appliances and fashion. Delivery in Douala and Yaoundé within 24 to 72 hours, free pick-up at our three agencies.',
    },
    colors: palette.night,
    from: -2,
    until: 5,
    selection: { flags: ['is_black_friday'] },
    sort: { field: 'percent_off', direction: 'desc' },
  },
  {
    slug: 'black-friday/brand-days',
    title: { fr: 'Black Friday : les journées des marques', en: 'Black Friday: brand days' },
    text: {
      fr: 'Samsung, LG, Hisense, Tecno, Infinix et Xiaomi baissent leurs prix : une marque à l’honneur, des remises garanties par le fabricant.',
      en: 'Samsung, LG, Hisense, Tecno, Infinix and Xiaomi cut their prices: brand-backed discounts with the manufacturer’s warranty.',
    },
    colors: palette.night,
    from: -2,
    until: 5,
    selection: { brands: ['Samsung', 'LG', 'Hisense', 'Tecno', 'Infinix', 'Xiaomi'], flags: ['is_black_friday'] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
  {
    slug: 'black-friday/crazy-days',
    title: { fr: 'Black Friday : Crazy Days', en: 'Black Friday: Crazy Days' },
    text: {
      fr: 'Une journée, des prix fous : les offres Crazy Day disparaissent à minuit.',
      en: 'One day, crazy prices: Crazy Day offers disappear at midnight.',
    },
    colors: palette.flash,
    from: -1,
    until: 2,
    selection: { flags: ['is_crazy_day'] },
    sort: { field: 'percent_off', direction: 'desc' },
  },
  {
    slug: 'vente-flash',
    title: { fr: 'Vente flash', en: 'Flash sale' },
    text: {
      fr: 'Quantités limitées, prix cassés pendant quelques heures. Un seul article en vente flash par client : une commande qui en contient plusieurs ne sera pas livrée.',
      en: 'Limited quantities, slashed prices for a few hours. One flash-sale item per customer: an order holding more than one will not be delivered.',
    },
    colors: palette.flash,
    ...FLASH_SALE_DAYS,
    selection: { flags: ['is_on_flash_sale'] },
    sort: { field: 'percent_off', direction: 'desc' },
  },
  {
    slug: 'ventes-flash',
    title: { fr: 'Toutes les ventes flash', en: 'All flash sales' },
    text: {
      fr: 'Toutes nos ventes flash, de la plus proche de sa fin à la plus lointaine. Un seul article en vente flash par client.',
      en: 'All our flash sales. One flash-sale item per customer.',
    },
    colors: palette.flash,
    ...FLASH_SALE_DAYS,
    selection: { flags: ['is_on_flash_sale'] },
    sort: { field: 'price', direction: 'asc' },
  },
  {
    slug: 'les-fetes-en-folie',
    title: { fr: 'Les fêtes en folie', en: 'Festive madness' },
    text: {
      fr: "Jusqu'à 80 % de remise pour préparer les fêtes de fin d'année : TV, électroménager, maison et cuisine.",
      en: 'Up to 80% off to get ready for the end-of-year festivities: TVs, appliances, home and kitchen.',
    },
    colors: palette.festive,
    from: FESTIVAL.from,
    until: FESTIVAL.until,
    selection: { categories: [...FESTIVAL.categories], max_percent_off: FESTIVAL.maxPercentOff },
    sort: { field: 'percent_off', direction: 'desc' },
  },
  {
    slug: 'tv-mania',
    title: { fr: 'TV Mania', en: 'TV Mania' },
    text: {
      fr: 'Téléviseurs, barres de son et décodeurs à prix réduits : Samsung, LG, Hisense, Roch.',
      en: 'TVs, soundbars and set-top boxes at reduced prices: Samsung, LG, Hisense, Roch.',
    },
    colors: palette.sky,
    from: -3,
    until: 10,
    selection: { categories: [31, 32, 34] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
  {
    slug: 'beauty-week',
    title: { fr: 'Beauty Week', en: 'Beauty Week' },
    text: { fr: 'Une semaine de remises sur les parfums et les soins.', en: 'A week of discounts on perfumes and skincare.' },
    colors: palette.rose,
    from: 3,
    until: 10,
    selection: { categories: [100] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
  {
    slug: 'anti-chaleur',
    title: { fr: 'Anti-chaleur', en: 'Beat the heat' },
    text: {
      fr: 'Climatiseurs et ventilateurs pour passer la saison sèche au frais, installation possible à Douala et Yaoundé.',
      en: 'Air conditioners and fans to stay cool through the dry season, installation available in Douala and Yaoundé.',
    },
    colors: palette.sky,
    from: -5,
    until: 25,
    selection: { categories: [43, 44] },
    sort: { field: 'price', direction: 'asc' },
  },
  {
    slug: 'st-valentine',
    title: { fr: 'Saint-Valentin', en: "Valentine's Day" },
    text: { fr: 'Parfums, montres et sacs : des idées de cadeaux pour votre moitié.', en: 'Perfumes, watches and bags: gift ideas for your loved one.' },
    colors: palette.rose,
    from: 30,
    until: 40,
    selection: { categories: [101, 84, 85] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
  {
    slug: 'Destockage',
    title: { fr: 'Déstockage', en: 'Clearance' },
    text: { fr: 'Fins de séries à moins de 30 000 FCFA, dans la limite des stocks disponibles.', en: 'End-of-line items under 30,000 FCFA, while stocks last.' },
    colors: palette.sand,
    from: -10,
    until: 20,
    selection: { categories: [12, 20, 30, 80], max_price: 30000 },
    sort: { field: 'price', direction: 'asc' },
  },
  {
    slug: 'big-home-make-over',
    title: { fr: 'Big Home Make-Over', en: 'Big Home Make-Over' },
    text: { fr: 'Salon, chambre, cuisine : relookez toute la maison à petit prix.', en: 'Living room, bedroom, kitchen: make over your whole home for less.' },
    colors: palette.sand,
    from: -4,
    until: 12,
    selection: { categories: [50] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
  {
    slug: 'vacances-connectes',
    title: { fr: 'Vacances connectées', en: 'Connected holidays' },
    text: { fr: 'Téléphones, tablettes et consoles pour des vacances sans ennui.', en: 'Phones, tablets and consoles for holidays without boredom.' },
    colors: palette.sky,
    from: 12,
    until: 30,
    selection: { categories: [13, 14, 61] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
  {
    slug: 'paie-a-ton-rythme',
    title: { fr: 'Paie à ton rythme', en: 'Pay at your pace' },
    text: {
      fr: "Itel, Infinix, Samsung et Tecno payables en tranches jusqu'à 12 mois, pour les clients éligibles d'une ville avec agence.",
      en: 'Itel, Infinix, Samsung and Tecno payable in instalments over up to 12 months, for eligible customers in a town with an agency.',
    },
    colors: palette.green,
    from: -30,
    until: 60,
    selection: { brands: ['Itel', 'Infinix', 'Samsung', 'Tecno'], categories: [12] },
    sort: { field: 'price', direction: 'asc' },
  },
  {
    slug: 'ramadan',
    title: { fr: 'Ramadan', en: 'Ramadan' },
    text: { fr: 'Riz, huile, sucre et boissons à prix doux pour le mois de Ramadan.', en: 'Rice, oil, sugar and drinks at gentle prices for the month of Ramadan.' },
    colors: palette.green,
    from: -33,
    until: -3,
    selection: { categories: [71, 72] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
  {
    slug: 'can-2024',
    title: { fr: 'CAN 2024 : vivez la compétition en grand', en: 'AFCON 2024: watch it big' },
    text: { fr: 'Téléviseurs grand écran et barres de son pour supporter les Lions Indomptables.', en: 'Big-screen TVs and soundbars to cheer on the Indomitable Lions.' },
    colors: palette.green,
    from: -30,
    until: -1,
    selection: { categories: [31, 32] },
    sort: { field: 'best_sellers', direction: 'desc' },
  },
];

const brand = (slug: string, brands: string[], name: string, colors: Campaign['colors'], fr: string, en: string): SeedCampaign => ({
  slug,
  kind: 'brand',
  title: { fr: `Boutique officielle ${name}`, en: `${name} official store` },
  text: { fr, en },
  colors,
  from: -365,
  until: 3650,
  selection: { brands },
  sort: { field: 'best_sellers', direction: 'desc' },
});

/** The brand shops: each brand's standing page, with its categories and best sellers. */
export const SEED_BRAND_SHOPS: SeedCampaign[] = [
  // Brand colours darkened where white text on them would fall below WCAG AA (4.5:1).
  brand('xiaomi', ['Xiaomi'], 'Xiaomi', { background: '#b84a00', text: '#ffffff', accent: '#ffffff' },
    'Smartphones Redmi et Xiaomi, objets connectés et accessoires, garantis par Xiaomi Cameroun.',
    'Redmi and Xiaomi smartphones, smart devices and accessories, backed by Xiaomi Cameroon.'),
  brand('infinix', ['Infinix'], 'Infinix', { background: '#087a33', text: '#ffffff', accent: '#d6ff3a' },
    'Les Infinix Hot, Note et Zero au meilleur prix, payables en tranches pour les clients éligibles.',
    'Infinix Hot, Note and Zero at the best price, payable in instalments for eligible customers.'),
  brand('tecno-shop', ['Tecno'], 'Tecno', { background: '#0033a0', text: '#ffffff', accent: '#7fd3ff' },
    'Tecno Spark, Camon et Pova : toute la gamme, avec la garantie officielle Tecno.',
    'Tecno Spark, Camon and Pova: the whole range, with the official Tecno warranty.'),
  brand('samsung-officiel', ['Samsung'], 'Samsung', { background: '#1428a0', text: '#ffffff', accent: '#8ab4ff' },
    "Galaxy, téléviseurs, réfrigérateurs et machines à laver Samsung, livrés et installés partout au Cameroun.",
    'Samsung Galaxy phones, TVs, fridges and washing machines, delivered and installed anywhere in Cameroon.'),
  brand('lg-boutique-officielle', ['LG'], 'LG', { background: '#a50034', text: '#ffffff', accent: '#ffd1df' },
    'Téléviseurs OLED et QNED, climatiseurs et électroménager LG, avec le service après-vente LG.',
    'LG OLED and QNED TVs, air conditioners and appliances, with LG after-sales service.'),
];

/** Black Friday's crazy hours: two hour-long windows a day when the crazy-hours selection is on offer. */
export const SEED_CRAZY_HOURS: SeedCampaign[] = [
  {
    slug: 'black-friday/crazy-hours',
    title: { fr: 'Black Friday : Crazy Hours', en: 'Black Friday: Crazy Hours' },
    text: {
      fr: 'Chaque jour de 12:00 à 13:00 et de 19:00 à 20:00 (heure de Douala) : des prix fous pendant une heure seulement.',
      en: 'Every day from 12:00 to 13:00 and from 19:00 to 20:00 (Douala time): crazy prices for one hour only.',
    },
    colors: { background: '#111111', text: '#ffffff', accent: '#ff3d7f' },
    from: -1,
    until: 5,
    selection: { flags: ['is_crazy_hours'], hours: [12, 19] },
    sort: { field: 'percent_off', direction: 'desc' },
  },
];

/** Named demo sets; each is written once per database that has a catalogue. */
const SEED_SETS: Record<string, SeedCampaign[]> = { campaigns: SEED_CAMPAIGNS, 'brand-shops': SEED_BRAND_SHOPS, 'crazy-hours': SEED_CRAZY_HOURS };

/**
 * Writes each demo set once per database that has a catalogue (a campaign a manager removed stays
 * removed, a slug already taken is left alone). Each campaign's hero image is the picture of its
 * first product. A set is claimed first, in its own transaction: of two nodes starting on one
 * database, the second waits for the first's claim and then writes nothing.
 */
export async function seedCampaignsOnce(data: Pick<DataAccess, 'repos' | 'transaction'>, now: Date): Promise<void> {
  if (!(await data.repos.campaigns.hasProducts())) return;
  const done = new Set(await data.repos.campaigns.seededSets());
  const at = (days: number) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + days * 86_400_000).toISOString();
  // One copy of the catalogue for every set: each transaction's repositories are new.
  const catalogue = new ListedCatalogue();
  for (const [name, seeds] of Object.entries(SEED_SETS)) {
    if (done.has(name)) continue;
    await data.transaction(async (repos) => {
      if (!(await repos.campaigns.claimSeedSet(name, now.toISOString()))) return;
      const ctx = { repos, now: () => now, catalogue };
      for (const { from, until, kind = 'campaign', ...seed } of seeds) {
        if (await repos.campaigns.find(seed.slug)) continue;
        const draft: Campaign = { ...seed, kind, state: 'scheduled', starts_at: at(from), ends_at: at(until), hero_image: null };
        const first = (await selectProducts(ctx, draft, 'fr', 1, 1)).items[0];
        const checked = checkCampaign({ ...draft, hero_image: first?.image ? `/media/catalog/product${first.image}` : null });
        if (!checked.ok) throw new Error(`seed campaign ${seed.slug}: ${checked.error.key}`);
        await repos.campaigns.insert(checked.value, now.toISOString());
      }
    });
  }
}
