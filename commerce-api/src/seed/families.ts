import type { Prng } from './prng.ts';

/** Icon the generated product image draws (see src/media/). */
export type ImageKind =
  | 'phone' | 'tablet' | 'laptop' | 'desktop' | 'printer' | 'usb' | 'tv' | 'speaker' | 'headphones'
  | 'fridge' | 'washer' | 'ac' | 'fan' | 'cooker' | 'blender' | 'microwave' | 'table' | 'sofa' | 'bed'
  | 'pot' | 'console' | 'gamepad' | 'disc' | 'sack' | 'bottle' | 'soap' | 'baby' | 'shoe' | 'shirt'
  | 'watch' | 'bag' | 'solar' | 'battery' | 'generator' | 'perfume' | 'cream' | 'voucher' | 'tools' | 'box';

export type Spec = [labelFr: string, labelEn: string, valueFr: string, valueEn?: string];

export interface CustomOptionSeed {
  fr: string;
  en: string;
  values: { fr: string; en: string; price: number }[];
}

/** One sellable product before ids, dates, labels and stock are given to it. */
export interface Draft {
  fr: string;
  en: string;
  brand: string;
  price: number;
  categories: number[];
  kind: ImageKind;
  /** Select attributes by dictionary label (see dictionaries.ts). */
  selects: Record<string, string>;
  specs: Spec[];
  pitchFr: string;
  pitchEn: string;
  weight: number;
  electronics: boolean;
  /** Makes the product configurable with one child per combination. */
  variants?: { code: 'color' | 'size' | 'shoe_size'; values: string[] }[];
  options?: CustomOptionSeed[];
  virtual?: boolean;
}

type Family = (rng: Prng) => Draft[];

function cartesian<A, B>(as: readonly A[], bs: readonly B[]): [A, B][] {
  return as.flatMap((a) => bs.map((b) => [a, b] as [A, B]));
}

const COLORS_PHONE = ['Noir', 'Bleu', 'Vert', 'Argent', 'Violet', 'Or', 'Bleu nuit', 'Menthe'];
const COLORS_EN: Record<string, string> = {
  Noir: 'Black', Blanc: 'White', Gris: 'Grey', Argent: 'Silver', Or: 'Gold', Bleu: 'Blue', 'Bleu nuit': 'Midnight blue',
  Vert: 'Green', Rouge: 'Red', Rose: 'Pink', Violet: 'Purple', Jaune: 'Yellow', Orange: 'Orange', Marron: 'Brown',
  Beige: 'Beige', Titane: 'Titanium', Menthe: 'Mint', Bordeaux: 'Burgundy', Kaki: 'Khaki', 'Bleu ciel': 'Sky blue',
};
const en = (colour: string) => COLORS_EN[colour] ?? colour;
const fmt = (n: number) => n.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');

// ---------------------------------------------------------------------------------------------
// Phones and tablets

interface PhoneModel {
  brand: string;
  model: string;
  min: number;
  max: number;
  screen: string;
  battery: number;
  rear: number;
  front: number;
  os: string;
  configs: [ram: number, storage: number][];
  resolution: string;
}

const PHONES: PhoneModel[] = [
  { brand: 'Tecno', model: 'Spark Go 2024', min: 45_000, max: 55_000, screen: '6,6', battery: 5000, rear: 13, front: 8, os: 'Android', configs: [[3, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Tecno', model: 'Spark 20', min: 75_000, max: 90_000, screen: '6,6', battery: 5000, rear: 50, front: 32, os: 'Android', configs: [[8, 128], [8, 256]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Tecno', model: 'Spark 20 Pro', min: 95_000, max: 115_000, screen: '6,8', battery: 5000, rear: 108, front: 32, os: 'Android', configs: [[8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Tecno', model: 'Camon 30', min: 130_000, max: 155_000, screen: '6,8', battery: 5000, rear: 50, front: 32, os: 'Android', configs: [[8, 256], [12, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Tecno', model: 'Camon 30 Pro', min: 170_000, max: 195_000, screen: '6,8', battery: 5000, rear: 50, front: 32, os: 'Android', configs: [[12, 512]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Tecno', model: 'Pova 6 Pro', min: 150_000, max: 170_000, screen: '6,8', battery: 6000, rear: 108, front: 32, os: 'Android', configs: [[8, 256], [12, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Tecno', model: 'Pop 8', min: 40_000, max: 48_000, screen: '6,6', battery: 5000, rear: 13, front: 8, os: 'Android', configs: [[2, 64], [4, 64]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Infinix', model: 'Smart 8', min: 48_000, max: 58_000, screen: '6,6', battery: 5000, rear: 13, front: 8, os: 'Android', configs: [[3, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Infinix', model: 'Hot 40i', min: 68_000, max: 80_000, screen: '6,6', battery: 5000, rear: 50, front: 32, os: 'Android', configs: [[4, 128], [8, 256]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Infinix', model: 'Hot 40 Pro', min: 105_000, max: 120_000, screen: '6,8', battery: 5000, rear: 108, front: 32, os: 'Android', configs: [[8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Infinix', model: 'Note 40', min: 125_000, max: 145_000, screen: '6,8', battery: 5000, rear: 108, front: 32, os: 'Android', configs: [[8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Infinix', model: 'Note 40 Pro', min: 160_000, max: 180_000, screen: '6,8', battery: 5000, rear: 108, front: 32, os: 'Android', configs: [[12, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Infinix', model: 'Zero 30', min: 190_000, max: 220_000, screen: '6,8', battery: 5000, rear: 108, front: 32, os: 'Android', configs: [[12, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Itel', model: 'A70', min: 40_000, max: 48_000, screen: '6,6', battery: 5000, rear: 13, front: 8, os: 'Android', configs: [[3, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Itel', model: 'P55', min: 60_000, max: 70_000, screen: '6,6', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[4, 128], [8, 256]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Itel', model: 'S23', min: 65_000, max: 78_000, screen: '6,6', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[4, 128], [8, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Samsung', model: 'Galaxy A05', min: 65_000, max: 75_000, screen: '6,6', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[4, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Samsung', model: 'Galaxy A05s', min: 80_000, max: 92_000, screen: '6,7', battery: 5000, rear: 50, front: 12, os: 'Android', configs: [[4, 64], [4, 128]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy A15', min: 105_000, max: 125_000, screen: '6,5', battery: 5000, rear: 50, front: 12, os: 'Android', configs: [[4, 128], [6, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy A25', min: 150_000, max: 170_000, screen: '6,5', battery: 5000, rear: 50, front: 12, os: 'Android', configs: [[6, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy A35', min: 200_000, max: 230_000, screen: '6,6', battery: 5000, rear: 50, front: 12, os: 'Android', configs: [[8, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy A55', min: 250_000, max: 290_000, screen: '6,6', battery: 5000, rear: 50, front: 32, os: 'Android', configs: [[8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy S23 FE', min: 340_000, max: 380_000, screen: '6,5', battery: 4500, rear: 50, front: 12, os: 'Android', configs: [[8, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy S24', min: 520_000, max: 580_000, screen: '6,1', battery: 4000, rear: 50, front: 12, os: 'Android', configs: [[8, 256], [8, 512]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy S24 Ultra', min: 780_000, max: 880_000, screen: '6,8', battery: 5000, rear: 200, front: 12, os: 'Android', configs: [[12, 256], [12, 512]], resolution: 'QHD+ (3200 x 1440)' },
  { brand: 'Xiaomi', model: 'Redmi A3', min: 55_000, max: 65_000, screen: '6,6', battery: 5000, rear: 8, front: 5, os: 'Android', configs: [[3, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Xiaomi', model: 'Redmi 13C', min: 75_000, max: 88_000, screen: '6,7', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[4, 128], [8, 256]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Xiaomi', model: 'Redmi Note 13', min: 120_000, max: 140_000, screen: '6,7', battery: 5000, rear: 108, front: 16, os: 'Android', configs: [[6, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Xiaomi', model: 'Redmi Note 13 Pro', min: 180_000, max: 205_000, screen: '6,7', battery: 5000, rear: 200, front: 16, os: 'Android', configs: [[8, 256], [12, 512]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Oppo', model: 'A18', min: 70_000, max: 80_000, screen: '6,6', battery: 5000, rear: 8, front: 5, os: 'Android', configs: [[4, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Oppo', model: 'A58', min: 110_000, max: 125_000, screen: '6,7', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[6, 128], [8, 128]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Oppo', model: 'Reno 11 F', min: 210_000, max: 235_000, screen: '6,7', battery: 5000, rear: 64, front: 32, os: 'Android', configs: [[8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Realme', model: 'C53', min: 75_000, max: 85_000, screen: '6,7', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[6, 128], [8, 256]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Realme', model: 'C67', min: 95_000, max: 110_000, screen: '6,7', battery: 5000, rear: 108, front: 8, os: 'Android', configs: [[8, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Realme', model: 'Note 50', min: 55_000, max: 62_000, screen: '6,7', battery: 5000, rear: 13, front: 5, os: 'Android', configs: [[3, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Honor', model: 'X6b', min: 70_000, max: 80_000, screen: '6,6', battery: 5000, rear: 50, front: 5, os: 'Android', configs: [[4, 128], [6, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Honor', model: 'X8b', min: 140_000, max: 160_000, screen: '6,7', battery: 4500, rear: 108, front: 32, os: 'Android', configs: [[8, 256], [8, 512]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Honor', model: 'Magic6 Lite', min: 230_000, max: 260_000, screen: '6,8', battery: 5000, rear: 108, front: 16, os: 'Android', configs: [[8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Nokia', model: 'G22', min: 80_000, max: 92_000, screen: '6,5', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[4, 64], [4, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Tecno', model: 'Spark 30', min: 85_000, max: 100_000, screen: '6,8', battery: 5000, rear: 64, front: 8, os: 'Android', configs: [[8, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Infinix', model: 'Hot 50', min: 90_000, max: 105_000, screen: '6,7', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[8, 128], [8, 256]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Itel', model: 'A05s', min: 38_000, max: 45_000, screen: '6,6', battery: 4000, rear: 8, front: 5, os: 'Android', configs: [[2, 32], [4, 64]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Samsung', model: 'Galaxy A06', min: 70_000, max: 82_000, screen: '6,7', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[4, 64], [4, 128], [6, 128]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Samsung', model: 'Galaxy A16', min: 115_000, max: 135_000, screen: '6,7', battery: 5000, rear: 50, front: 12, os: 'Android', configs: [[4, 128], [6, 128], [8, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Samsung', model: 'Galaxy Z Flip6', min: 720_000, max: 790_000, screen: '6,7', battery: 4000, rear: 50, front: 12, os: 'Android', configs: [[12, 256], [12, 512]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Xiaomi', model: 'Redmi 14C', min: 80_000, max: 92_000, screen: '6,8', battery: 5000, rear: 50, front: 8, os: 'Android', configs: [[4, 128], [8, 256]], resolution: 'HD+ (1600 x 720)' },
  { brand: 'Xiaomi', model: 'Poco X6 Pro', min: 230_000, max: 260_000, screen: '6,7', battery: 5000, rear: 64, front: 16, os: 'Android', configs: [[12, 512]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Apple', model: 'iPhone 13', min: 430_000, max: 470_000, screen: '6,1', battery: 3000, rear: 12, front: 12, os: 'iOS', configs: [[4, 128]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Apple', model: 'iPhone 15', min: 590_000, max: 640_000, screen: '6,1', battery: 3000, rear: 48, front: 12, os: 'iOS', configs: [[6, 128], [6, 256]], resolution: 'FHD+ (2400 x 1080)' },
  { brand: 'Apple', model: 'iPhone 15 Pro Max', min: 850_000, max: 900_000, screen: '6,7', battery: 4500, rear: 48, front: 12, os: 'iOS', configs: [[8, 256], [8, 512]], resolution: 'QHD+ (3200 x 1440)' },
];

function phoneDraft(m: PhoneModel, ram: number, storage: number, colour: string, price: number): Draft {
  const storageFr = storage >= 1000 ? '1 To' : `${storage} Go`;
  const storageEn = storage >= 1000 ? '1 TB' : `${storage}GB`;
  const isGalaxy = m.model.startsWith('Galaxy');
  const screenEn = m.screen.replace(',', '.');
  return {
    fr: `${m.brand} ${m.model} - ${m.screen}" - ${storageFr} ROM - ${ram} Go RAM - ${m.rear} MP - ${colour}`,
    en: `${m.brand} ${m.model} - ${screenEn}" - ${storageEn} ROM - ${ram}GB RAM - ${m.rear}MP - ${en(colour)}`,
    brand: m.brand,
    price,
    categories: isGalaxy ? [12, 13, 15] : [12, 13],
    kind: 'phone',
    selects: {
      color: colour, memory: `${storage} Go`, ram: `${ram} Go`, battery: `${m.battery} mAh`, rear_camera: `${m.rear} MP`,
      front_camera: `${m.front} MP`, screen: `${m.screen} pouces`, os: m.os, resolution: m.resolution,
    },
    specs: [
      ['Écran', 'Screen', `${m.screen} pouces, ${m.resolution}`, `${screenEn} inches, ${m.resolution}`],
      ['Stockage', 'Storage', `${storageFr}`, storageEn],
      ['RAM', 'RAM', `${ram} Go`, `${ram}GB`],
      ['Appareil photo', 'Camera', `${m.rear} MP arrière, ${m.front} MP frontale`, `${m.rear}MP rear, ${m.front}MP front`],
      ['Batterie', 'Battery', `${m.battery} mAh`],
      ['Réseau', 'Network', m.brand === 'Itel' ? '4G, double SIM' : '4G LTE, double SIM', m.brand === 'Itel' ? '4G, dual SIM' : '4G LTE, dual SIM'],
    ],
    pitchFr: `Le ${m.brand} ${m.model} associe un grand écran de ${m.screen} pouces, une batterie de ${m.battery} mAh qui tient la journée et un appareil photo de ${m.rear} MP pour vos souvenirs.`,
    pitchEn: `The ${m.brand} ${m.model} pairs a large ${screenEn}-inch screen with a ${m.battery} mAh battery that lasts all day and a ${m.rear}MP camera for your memories.`,
    weight: 0.2,
    electronics: true,
  };
}

const phones: Family = (rng) => {
  const drafts: Draft[] = [];
  for (const m of PHONES) {
    for (const [ram, storage] of m.configs) {
      const base = rng.price(m.min, m.max) + (storage >= 256 ? 10_000 : 0);
      const colours = rng.sample(COLORS_PHONE, rng.int(4, 7));
      if (rng.chance(0.25)) {
        // One configurable product whose children are the colours.
        const d = phoneDraft(m, ram, storage, colours[0]!, base);
        d.fr = d.fr.replace(/ - [^-]+$/, '');
        d.en = d.en.replace(/ - [^-]+$/, '');
        delete d.selects['color'];
        d.variants = [{ code: 'color', values: colours }];
        drafts.push(d);
      } else {
        for (const colour of colours) drafts.push(phoneDraft(m, ram, storage, colour, base));
      }
    }
  }
  // Second-hand flagships: refurbished and used.
  for (const m of PHONES.filter((p) => p.min > 300_000)) {
    for (const condition of ['Reconditionné', 'Occasion'] as const) {
      const [ram, storage] = m.configs[0]!;
      const factor = condition === 'Reconditionné' ? 0.75 : 0.6;
      const d = phoneDraft(m, ram, storage, 'Noir', rng.price(m.min * factor, m.max * factor));
      d.fr += ` - ${condition}`;
      d.en += ` - ${condition === 'Reconditionné' ? 'Refurbished' : 'Used'}`;
      d.selects['condition'] = condition;
      drafts.push(d);
    }
  }
  return drafts;
};

const TABLETS: [brand: string, model: string, min: number, max: number, screen: string, os: string][] = [
  ['Samsung', 'Galaxy Tab A9', 110_000, 130_000, '8', 'Android'],
  ['Samsung', 'Galaxy Tab A9+', 160_000, 185_000, '11', 'Android'],
  ['Samsung', 'Galaxy Tab S9 FE', 330_000, 370_000, '10,1', 'Android'],
  ['Apple', 'iPad 10e génération', 380_000, 420_000, '10,1', 'iPadOS'],
  ['Apple', 'iPad Air M2', 560_000, 620_000, '11', 'iPadOS'],
  ['Lenovo', 'Tab M10', 95_000, 115_000, '10,1', 'Android'],
  ['Tecno', 'Megapad 10', 85_000, 100_000, '10,1', 'Android'],
  ['Infinix', 'XPad', 95_000, 110_000, '11', 'Android'],
  ['Modio', 'M20 Kids', 35_000, 45_000, '8', 'Android'],
  ['Atouch', 'A102', 40_000, 50_000, '10,1', 'Android'],
  ['Xiaomi', 'Redmi Pad SE', 130_000, 150_000, '11', 'Android'],
];

const tablets: Family = (rng) =>
  TABLETS.flatMap(([brand, model, min, max, screen, os]) =>
    cartesian([64, 128, 256], rng.sample(['Gris', 'Argent', 'Bleu', 'Rose', 'Noir'], 4)).filter(() => rng.chance(0.85)).map(([storage, colour]) => {
      const screenEn = screen.replace(',', '.');
      const ram = storage >= 256 ? 8 : storage >= 128 ? 4 : 3;
      const isGalaxy = model.startsWith('Galaxy');
      return {
        fr: `Tablette ${brand} ${model} - ${screen}" - ${storage} Go - ${ram} Go RAM - Wi-Fi${os === 'Android' && rng.chance(0.5) ? ' + 4G' : ''} - ${colour}`,
        en: `${brand} ${model} tablet - ${screenEn}" - ${storage}GB - ${ram}GB RAM - Wi-Fi - ${en(colour)}`,
        brand,
        price: rng.price(min, max) + (storage - 64) * 300,
        categories: isGalaxy ? [12, 14, 15] : [12, 14],
        kind: 'tablet' as const,
        selects: { color: colour, memory: `${storage} Go`, ram: `${ram} Go`, screen: `${screen} pouces`, os, battery: `${screen === '8' ? 5000 : 7000} mAh` },
        specs: [
          ['Écran', 'Screen', `${screen} pouces`, `${screenEn} inches`],
          ['Stockage', 'Storage', `${storage} Go`, `${storage}GB`],
          ['Système', 'OS', os],
        ] as Spec[],
        pitchFr: `Une tablette ${brand} pour l'école, le travail et les films, avec un écran de ${screen} pouces.`,
        pitchEn: `A ${brand} tablet for school, work and films, with a ${screenEn}-inch screen.`,
        weight: 0.5,
        electronics: true,
      };
    }),
  );

const featurePhones: Family = (rng) =>
  cartesian(
    [['Itel', 'it2160'], ['Itel', 'it5626'], ['Tecno', 'T301'], ['Tecno', 'T528'], ['Nokia', '105'], ['Nokia', '110 4G'], ['Nokia', '3310'], ['Infinix', 'S1'], ['Alcatel', '1066D']] as const,
    ['Noir', 'Bleu', 'Rouge', 'Gris', 'Or', 'Vert', 'Violet', 'Blanc'],
  ).map(([[brand, model], colour]) => ({
    fr: `Téléphone ${brand} ${model} - Double SIM - Radio FM - Torche - ${colour}`,
    en: `${brand} ${model} phone - Dual SIM - FM radio - Torch - ${en(colour)}`,
    brand,
    price: rng.price(6_000, model.includes('4G') ? 25_000 : 15_000),
    categories: [12, 16],
    kind: 'phone' as const,
    selects: { color: colour, os: model.includes('4G') ? 'KaiOS' : 'Android', battery: '3000 mAh' },
    specs: [['Autonomie', 'Standby', 'Jusqu’à 20 jours en veille', 'Up to 20 days standby'], ['Double SIM', 'Dual SIM', 'Oui', 'Yes']] as Spec[],
    pitchFr: 'Le téléphone robuste qui tient des jours sans recharge, avec radio FM et lampe torche.',
    pitchEn: 'The sturdy phone that lasts days between charges, with FM radio and a torch.',
    weight: 0.1,
    electronics: true,
  }));

const phoneAccessories: Family = (rng) => {
  const items: [string, string, string, number, number, ImageKind][] = [
    ['Oraimo', 'Écouteurs sans fil FreePods 4', 'FreePods 4 wireless earbuds', 12_000, 18_000, 'headphones'],
    ['Oraimo', 'Écouteurs Riff 2', 'Riff 2 earbuds', 9_000, 13_000, 'headphones'],
    ['Oraimo', 'Power bank Traveler 20000 mAh', 'Traveler 20000 mAh power bank', 13_000, 17_000, 'battery'],
    ['Oraimo', 'Power bank Toast 10000 mAh', 'Toast 10000 mAh power bank', 7_500, 10_000, 'battery'],
    ['Oraimo', 'Chargeur rapide 18 W USB-C', '18W USB-C fast charger', 4_000, 6_000, 'usb'],
    ['Oraimo', 'Montre connectée Watch 4 Plus', 'Watch 4 Plus smartwatch', 20_000, 25_000, 'watch'],
    ['Samsung', 'Chargeur 25 W USB-C', '25W USB-C charger', 10_000, 14_000, 'usb'],
    ['Samsung', 'Galaxy Buds FE', 'Galaxy Buds FE', 50_000, 60_000, 'headphones'],
    ['Samsung', 'Coque silicone Galaxy A15', 'Galaxy A15 silicone case', 3_000, 5_000, 'phone'],
    ['Anker', 'Câble USB-C tressé 1,8 m', '1.8 m braided USB-C cable', 3_500, 6_000, 'usb'],
    ['Anker', 'Batterie externe 10000 mAh', '10000 mAh power bank', 12_000, 16_000, 'battery'],
    ['Xiaomi', 'Redmi Buds 5', 'Redmi Buds 5', 18_000, 24_000, 'headphones'],
    ['Apple', 'AirPods (3e génération)', 'AirPods (3rd generation)', 110_000, 130_000, 'headphones'],
    ['Apple', 'Chargeur USB-C 20 W', '20W USB-C power adapter', 15_000, 19_000, 'usb'],
    ['Generic', 'Verre trempé 9H', '9H tempered glass', 1_000, 2_500, 'phone'],
    ['Generic', 'Support téléphone voiture', 'Car phone holder', 3_000, 6_000, 'tools'],
    ['SanDisk', 'Carte mémoire microSD 64 Go', '64GB microSD card', 5_000, 7_000, 'usb'],
    ['SanDisk', 'Carte mémoire microSD 128 Go', '128GB microSD card', 8_000, 11_000, 'usb'],
    ['Oraimo', 'Enceinte SoundPro', 'SoundPro speaker', 15_000, 20_000, 'speaker'],
    ['Oraimo', 'Câble USB-C vers Lightning', 'USB-C to Lightning cable', 4_000, 6_000, 'usb'],
    ['Generic', 'Coque antichoc transparente', 'Clear shockproof case', 2_000, 4_000, 'phone'],
    ['Generic', 'Perche à selfie Bluetooth', 'Bluetooth selfie stick', 4_000, 7_000, 'tools'],
    ['Generic', 'Anneau lumineux LED 10"', '10" LED ring light', 10_000, 15_000, 'tools'],
    // Cases come in every colour, one per popular model.
    ...['Galaxy A05s', 'Galaxy A25', 'Galaxy A35', 'Galaxy A55', 'Galaxy S24', 'iPhone 13', 'iPhone 15', 'Redmi Note 13', 'Spark 20', 'Hot 40i', 'Camon 30'].map(
      (model): [string, string, string, number, number, ImageKind] => ['Generic', `Coque silicone ${model}`, `${model} silicone case`, 2_500, 5_000, 'phone'],
    ),
  ];
  // Chargers, cables, cards, glass and holders exist in black and white only.
  const plain = (kind: ImageKind, fr: string) => kind === 'usb' || /Verre|Support|Anneau|Perche/.test(fr);
  return cartesian(items, ['Noir', 'Blanc', 'Bleu', 'Rose', 'Vert', 'Gris', 'Rouge', 'Violet', 'Jaune', 'Orange', 'Menthe', 'Bleu nuit'])
    .filter(([[, fr, , , , kind], colour]) => !plain(kind, fr) || colour === 'Noir' || colour === 'Blanc')
    .map(([[brand, fr, enName, min, max, kind], colour]) => ({
    fr: `${brand === 'Generic' ? '' : `${brand} `}${fr} - ${colour}`,
    en: `${brand === 'Generic' ? '' : `${brand} `}${enName} - ${en(colour)}`,
    brand: brand === 'Generic' ? 'Sans marque' : brand,
    price: rng.price(min, max),
    categories: [12, 17],
    kind,
    selects: { color: colour, ...(kind === 'battery' ? { battery: fr.includes('20000') ? '20000 mAh' : '10000 mAh' } : {}) },
    specs: [['Compatibilité', 'Compatibility', 'Android et iPhone', 'Android and iPhone']] as Spec[],
    pitchFr: `${fr} de ${brand === 'Generic' ? 'qualité' : brand}, l'accessoire indispensable de votre téléphone.`,
    pitchEn: `${enName}${brand === 'Generic' ? '' : ` by ${brand}`}, the must-have accessory for your phone.`,
    weight: 0.1,
    electronics: true,
  }));
};

// ---------------------------------------------------------------------------------------------
// Computing

const LAPTOPS: [brand: string, model: string, cpu: string[], min: number, max: number, os: string, screen: string][] = [
  ['HP', '250 G9', ['Intel Celeron N4500', 'Intel Core i3-1215U', 'Intel Core i5-1235U'], 200_000, 380_000, 'Windows 11', '15,6'],
  ['HP', 'ProBook 450 G10', ['Intel Core i5-1335U', 'Intel Core i7-1355U'], 450_000, 650_000, 'Windows 11', '15,6'],
  ['HP', 'Pavilion 15', ['Intel Core i5-1235U', 'AMD Ryzen 5 7530U', 'Intel Core i7-1255U'], 380_000, 560_000, 'Windows 11', '15,6'],
  ['HP', 'EliteBook 840 G10', ['Intel Core i5-1345U', 'Intel Core i7-1365U'], 650_000, 900_000, 'Windows 11', '14'],
  ['Lenovo', 'IdeaPad 3', ['Intel Core i3-1115G4', 'AMD Ryzen 5 5500U', 'Intel Core i5-1135G7'], 230_000, 400_000, 'Windows 11', '15,6'],
  ['Lenovo', 'ThinkPad E14', ['Intel Core i5-1335U', 'Intel Core i7-1355U'], 480_000, 700_000, 'Windows 11', '14'],
  ['Lenovo', 'V15 G4', ['Intel Core i3-1315U', 'AMD Ryzen 3 7320U'], 210_000, 300_000, 'FreeDOS', '15,6'],
  ['Dell', 'Inspiron 15 3520', ['Intel Core i3-1215U', 'Intel Core i5-1235U', 'Intel Core i7-1255U'], 280_000, 520_000, 'Windows 11', '15,6'],
  ['Dell', 'Latitude 5440', ['Intel Core i5-1345U', 'Intel Core i7-1365U'], 600_000, 850_000, 'Windows 11', '14'],
  ['Dell', 'Vostro 3520', ['Intel Core i3-1215U', 'Intel Core i5-1235U'], 260_000, 420_000, 'FreeDOS', '15,6'],
  ['Asus', 'Vivobook 15', ['Intel Core i3-1215U', 'Intel Core i5-1235U'], 250_000, 400_000, 'Windows 11', '15,6'],
  ['Asus', 'TUF Gaming F15', ['Intel Core i5-11400H', 'Intel Core i7-12700H'], 650_000, 900_000, 'Windows 11', '15,6'],
  ['Apple', 'MacBook Air M2', ['Apple M2'], 780_000, 850_000, 'macOS', '13,3'],
  ['Apple', 'MacBook Air M3', ['Apple M3'], 950_000, 1_050_000, 'macOS', '13,3'],
  ['Apple', 'MacBook Pro M3', ['Apple M3 Pro'], 1_150_000, 1_200_000, 'macOS', '14'],
];

const WARRANTY_OPTION: CustomOptionSeed = {
  fr: 'Extension de garantie',
  en: 'Extended warranty',
  values: [
    { fr: 'Sans extension', en: 'No extension', price: 0 },
    { fr: '+12 mois', en: '+12 months', price: 25_000 },
    { fr: '+24 mois', en: '+24 months', price: 45_000 },
  ],
};

const laptops: Family = (rng) =>
  LAPTOPS.flatMap(([brand, model, cpus, min, max, os, screen]) =>
    cartesian(cpus, [[8, 256], [8, 512], [16, 512], [16, 1000]] as const).filter(() => rng.chance(0.95)).flatMap(([cpu, [ram, ssd]]) =>
      rng.sample(['Argent', 'Gris', 'Noir', 'Bleu nuit'], rng.int(1, 3)).map((colour) => {
        const cpuRank = cpus.indexOf(cpu) / Math.max(1, cpus.length - 1);
        const ssdFr = ssd >= 1000 ? '1 To' : `${ssd} Go`;
        const screenEn = screen.replace(',', '.');
        return {
          fr: `Ordinateur portable ${brand} ${model} - ${cpu} - ${ram} Go RAM - SSD ${ssdFr} - ${screen}" - ${os} - ${colour}`,
          en: `${brand} ${model} laptop - ${cpu} - ${ram}GB RAM - ${ssd >= 1000 ? '1TB' : `${ssd}GB`} SSD - ${screenEn}" - ${os} - ${en(colour)}`,
          brand,
          price: rng.price(min + (max - min) * cpuRank * 0.7, min + (max - min) * (cpuRank * 0.7 + 0.3)) + (ram === 16 ? 40_000 : 0) + (ssd >= 1000 ? 60_000 : ssd === 512 ? 20_000 : 0),
          categories: [20, 21],
          kind: 'laptop' as const,
          selects: { color: colour, ram: `${ram} Go`, memory: ssd >= 1000 ? '1 To' : `${ssd} Go`, screen: `${screen} pouces`, os, resolution: brand === 'Apple' ? 'Retina (2560 x 1600)' : 'Full HD (1920 x 1080)' },
          specs: [
            ['Processeur', 'Processor', cpu],
            ['Mémoire', 'Memory', `${ram} Go DDR4`, `${ram}GB DDR4`],
            ['Stockage', 'Storage', `SSD ${ssdFr}`, `${ssd >= 1000 ? '1TB' : `${ssd}GB`} SSD`],
            ['Écran', 'Display', `${screen} pouces`, `${screenEn} inches`],
            ['Clavier', 'Keyboard', 'AZERTY français', 'French AZERTY'],
          ] as Spec[],
          pitchFr: `Le ${brand} ${model} avec ${cpu} et ${ram} Go de RAM est taillé pour le bureau, les études et le télétravail.`,
          pitchEn: `The ${brand} ${model} with ${cpu} and ${ram}GB of RAM is built for the office, studies and remote work.`,
          weight: 1.8,
          electronics: true,
          options: [WARRANTY_OPTION],
        };
      }),
    ),
  );

const desktops: Family = (rng) =>
  cartesian(
    [['HP', 'ProDesk 400 G9'], ['HP', 'All-in-One 24'], ['Dell', 'OptiPlex 3000'], ['Dell', 'Inspiron 24 AIO'], ['Lenovo', 'ThinkCentre M70t'], ['Lenovo', 'IdeaCentre AIO 3'], ['Apple', 'iMac 24 M3']] as const,
    [['Intel Core i3', 8], ['Intel Core i5', 8], ['Intel Core i5', 16], ['Intel Core i7', 16]] as const,
  ).map(([[brand, model], [cpu, ram]]) => ({
    fr: `Ordinateur de bureau ${brand} ${model} - ${brand === 'Apple' ? 'Apple M3' : cpu} - ${ram} Go - SSD 512 Go`,
    en: `${brand} ${model} desktop - ${brand === 'Apple' ? 'Apple M3' : cpu} - ${ram}GB - 512GB SSD`,
    brand,
    price: brand === 'Apple' ? rng.price(1_000_000, 1_150_000) : rng.price(280_000 + ram * 10_000, 420_000 + ram * 15_000),
    categories: [20, 22],
    kind: 'desktop' as const,
    selects: { ram: `${ram} Go`, memory: '512 Go', os: brand === 'Apple' ? 'macOS' : 'Windows 11', screen: model.includes('24') ? '24 pouces' : '24 pouces' },
    specs: [['Processeur', 'Processor', cpu], ['Mémoire', 'Memory', `${ram} Go`, `${ram}GB`]] as Spec[],
    pitchFr: `Un poste de travail ${brand} fiable pour les entreprises et les cybercafés.`,
    pitchEn: `A dependable ${brand} workstation for businesses and cybercafés.`,
    weight: 7,
    electronics: true,
  }));

const printers: Family = (rng) =>
  [
    ['HP', 'LaserJet M111w', 'Imprimante laser monochrome', 'Mono laser printer', 95_000, 120_000],
    ['HP', 'DeskJet 2720e', 'Imprimante jet d’encre multifonction', 'All-in-one inkjet printer', 40_000, 55_000],
    ['HP', 'Smart Tank 580', 'Imprimante à réservoirs multifonction', 'All-in-one ink tank printer', 120_000, 145_000],
    ['Epson', 'EcoTank L3250', 'Imprimante à réservoirs multifonction Wi-Fi', 'Wi-Fi all-in-one ink tank printer', 115_000, 140_000],
    ['Epson', 'EcoTank L18050', 'Imprimante photo A3', 'A3 photo printer', 650_000, 720_000],
    ['Canon', 'PIXMA G3410', 'Imprimante à réservoirs multifonction', 'All-in-one ink tank printer', 105_000, 125_000],
    ['Canon', 'i-SENSYS MF3010', 'Imprimante laser multifonction', 'Multifunction laser printer', 150_000, 175_000],
    ['Brother', 'HL-L2350DW', 'Imprimante laser recto-verso', 'Duplex laser printer', 120_000, 140_000],
    ['HP', 'Cartouche 305 noire', 'Cartouche d’encre', 'Ink cartridge', 9_000, 12_000],
    ['HP', 'Toner 106A', 'Toner laser', 'Laser toner', 35_000, 45_000],
    ['Epson', 'Bouteille d’encre 103 (pack 4 couleurs)', 'Encre', 'Ink', 18_000, 24_000],
    ['Canon', 'Scanner CanoScan LiDE 300', 'Scanner à plat', 'Flatbed scanner', 55_000, 65_000],
  ].flatMap(([brand, model, typeFr, typeEn, min, max]) =>
    [0, 1, 2].filter((i) => i === 0 || rng.chance(0.45)).map((i) => ({
      fr: `${typeFr} ${brand} ${model}${i ? ` - pack ${i + 1} unités` : ''}`,
      en: `${brand} ${model} ${String(typeEn).toLowerCase()}${i ? ` - pack of ${i + 1}` : ''}`,
      brand: String(brand),
      price: rng.price(Number(min), Number(max)) * (i + 1),
      categories: [20, 23],
      kind: 'printer' as const,
      selects: {},
      specs: [['Connectivité', 'Connectivity', 'USB, Wi-Fi']] as Spec[],
      pitchFr: `${typeFr} ${brand} pour la maison et le bureau.`,
      pitchEn: `${brand} ${String(typeEn).toLowerCase()} for home and office.`,
      weight: 5,
      electronics: true,
    })),
  );

const storage: Family = (rng) =>
  cartesian(
    [
      ['SanDisk', 'Clé USB Ultra', 'Ultra USB flash drive', [32, 64, 128, 256]],
      ['Kingston', 'Clé USB DataTraveler', 'DataTraveler USB flash drive', [32, 64, 128]],
      ['Seagate', 'Disque dur externe Expansion', 'Expansion external hard drive', [1000, 2000]],
      ['WD', 'Disque dur externe My Passport', 'My Passport external hard drive', [1000, 2000]],
      ['Samsung', 'SSD externe T7', 'T7 external SSD', [512, 1000]],
      ['Logitech', 'Souris sans fil M185', 'M185 wireless mouse', [0]],
      ['Logitech', 'Clavier sans fil K270 AZERTY', 'K270 wireless keyboard AZERTY', [0]],
      ['TP-Link', 'Routeur Wi-Fi Archer C6', 'Archer C6 Wi-Fi router', [0]],
      ['TP-Link', 'Routeur 4G MR100', 'MR100 4G router', [0]],
      ['APC', 'Onduleur Back-UPS 650 VA', 'Back-UPS 650 VA', [0]],
      ['Hp', 'Sacoche ordinateur 15,6"', '15.6" laptop bag', [0]],
    ] as const,
    ['Noir', 'Bleu', 'Rouge', 'Gris', 'Blanc'],
  ).filter(() => rng.chance(0.9)).flatMap(([[brand, fr, enName, sizes], colour]) =>
    sizes.map((size) => {
      const cap = size >= 1000 ? `${size / 1000} To` : size ? `${size} Go` : '';
      const capEn = size >= 1000 ? `${size / 1000}TB` : size ? `${size}GB` : '';
      const base = fr.includes('Onduleur') ? 55_000 : fr.includes('Routeur 4G') ? 40_000 : fr.includes('Routeur') ? 30_000 : fr.includes('Clavier') ? 15_000 : fr.includes('Souris') ? 7_000 : fr.includes('Sacoche') ? 12_000 : 0;
      const price = base || (fr.includes('SSD') ? 45_000 + size * 60 : fr.includes('Disque') ? 35_000 + size * 20 : 4_000 + size * 110);
      return {
        fr: `${brand === 'Hp' ? 'HP' : brand} ${fr}${cap ? ` ${cap}` : ''} - ${colour}`,
        en: `${brand === 'Hp' ? 'HP' : brand} ${enName}${capEn ? ` ${capEn}` : ''} - ${en(colour)}`,
        brand: brand === 'Hp' ? 'HP' : brand,
        price: rng.price(price * 0.9, price * 1.1),
        categories: [20, 24],
        kind: (fr.includes('Sacoche') ? 'bag' : fr.includes('Onduleur') ? 'battery' : 'usb') as ImageKind,
        selects: { color: colour, ...(size === 0 ? {} : { memory: size >= 1000 ? `${size / 1000} To` : `${size} Go` }) },
        specs: [['Garantie constructeur', 'Manufacturer warranty', '12 mois', '12 months']] as Spec[],
        pitchFr: `${fr} ${brand === 'Hp' ? 'HP' : brand}, fiable et prêt à l'emploi.`,
        pitchEn: `${brand === 'Hp' ? 'HP' : brand} ${enName}, reliable and ready to use.`,
        weight: 0.3,
        electronics: true,
      };
    }),
  );

// ---------------------------------------------------------------------------------------------
// TV and audio

const TV_INSTALL: CustomOptionSeed = {
  fr: 'Installation',
  en: 'Installation',
  values: [
    { fr: 'Sans installation', en: 'No installation', price: 0 },
    { fr: 'Installation sur meuble', en: 'Set up on a stand', price: 5_000 },
    { fr: 'Installation murale (support inclus)', en: 'Wall mounting (bracket included)', price: 15_000 },
  ],
};

const tvs: Family = (rng) => {
  const brands: [string, number, string[], string][] = [
    ['Hisense', 1, ['A4K', 'A6K', 'E7K', 'U6K'], 'VIDAA'],
    ['Samsung', 1.35, ['CU7000', 'CU8000', 'Q60C', 'QN90C'], 'Tizen'],
    ['LG', 1.3, ['UR7300', 'UR8050', 'QNED80', 'OLED C3'], 'webOS'],
    ['TCL', 0.95, ['S5400', 'P635', 'C645', 'C745'], 'Google TV'],
    ['Roch', 0.8, ['RH-LE32', 'RH-LE43S', 'RH-LE50S', 'RH-LE55S'], 'Android'],
    ['Innova', 0.78, ['IN-32', 'IN-43 Smart', 'IN-50 Smart', 'IN-55 Smart'], 'Android'],
  ];
  const sizes: [number, number, number][] = [[32, 60_000, 90_000], [43, 120_000, 170_000], [50, 170_000, 240_000], [55, 250_000, 450_000], [65, 400_000, 650_000], [75, 650_000, 950_000], [85, 1_100_000, 1_500_000]];
  const drafts: Draft[] = [];
  for (const [brand, factor, series, os] of brands) {
    for (const [size, min, max] of sizes) {
      for (const serie of series.flatMap((s) => [s, `${s} (2025)`])) {
        if (!rng.chance(size >= 75 && factor < 1 ? 0.2 : 0.9)) continue;
        const resolution = size === 32 ? 'HD (1280 x 720)' : size >= 75 && serie.includes('OLED') ? '4K UHD (3840 x 2160)' : size === 43 && factor < 0.9 ? 'Full HD (1920 x 1080)' : '4K UHD (3840 x 2160)';
        const smart = !(brand === 'Roch' && size === 32);
        const resFr = resolution.split(' (')[0];
        drafts.push({
          fr: `Téléviseur ${brand} ${size}" ${serie} ${smart ? 'Smart TV ' : ''}${resFr} - Décodeur intégré`,
          en: `${brand} ${size}" ${serie} ${smart ? 'Smart TV ' : 'TV '}${resFr} - Built-in receiver`,
          brand,
          price: rng.price(min * factor, max * factor),
          categories: [30, 31],
          kind: 'tv',
          selects: { screen: `${size} pouces`, resolution, os, color: 'Noir' },
          specs: [
            ['Taille d’écran', 'Screen size', `${size} pouces (${Math.round(size * 2.54)} cm)`, `${size} inches (${Math.round(size * 2.54)} cm)`],
            ['Résolution', 'Resolution', resolution],
            ['Système', 'Smart platform', smart ? os : 'Non', smart ? os : 'No'],
            ['Connectique', 'Connectors', '3 HDMI, 2 USB, Wi-Fi, Bluetooth'],
            ['Tuner', 'Tuner', 'DVB-T2/S2 intégré', 'Built-in DVB-T2/S2'],
          ],
          pitchFr: `Le ${brand} ${serie} de ${size} pouces affiche vos matchs et vos séries en ${resFr}, avec les applications YouTube et Netflix.`,
          pitchEn: `The ${size}-inch ${brand} ${serie} shows your matches and series in ${resFr}, with YouTube and Netflix apps.`,
          weight: size * 0.25,
          electronics: true,
          options: size >= 43 ? [TV_INSTALL] : undefined,
        });
      }
    }
  }
  return drafts;
};

const soundbars: Family = (rng) =>
  cartesian(
    [['Samsung', 'HW-B450', 2.1, 300], ['Samsung', 'HW-Q600C', 3.1, 360], ['LG', 'S40Q', 2.1, 300], ['LG', 'SN5Y', 2.1, 400], ['Hisense', 'HS2100', 2.1, 240], ['TCL', 'S522W', 2.1, 200], ['Sony', 'HT-S400', 2.1, 330], ['JBL', 'Bar 2.1 Deep Bass', 2.1, 300], ['Roch', 'Home cinéma RH-HT5', 5.1, 500], ['Innova', 'Home cinéma IN-5000', 5.1, 600]] as const,
    ['Noir', 'Gris', 'Blanc', 'Bleu nuit'],
  ).map(([[brand, model, ch, watts], colour]) => ({
    fr: `${model.startsWith('Home') ? '' : 'Barre de son '}${brand} ${model} - ${ch} canaux - ${watts} W - Bluetooth - ${colour}`,
    en: `${brand} ${model.replace('Home cinéma', 'home cinema')}${model.startsWith('Home') ? '' : ' soundbar'} - ${ch} channels - ${watts}W - Bluetooth - ${en(colour)}`,
    brand,
    price: rng.price(watts * 250, watts * 550),
    categories: [30, 32],
    kind: 'speaker' as const,
    selects: { color: colour },
    specs: [['Puissance', 'Power', `${watts} W`], ['Canaux', 'Channels', String(ch)]] as Spec[],
    pitchFr: `Un son de cinéma pour votre salon avec ${watts} W et un caisson de basses.`,
    pitchEn: `Cinema sound in your living room with ${watts}W and a subwoofer.`,
    weight: 5,
    electronics: true,
  }));

const audio: Family = (rng) =>
  cartesian(
    [
      ['JBL', 'Flip 6', 'Enceinte Bluetooth', 'Bluetooth speaker', 65_000, 80_000, 'speaker'],
      ['JBL', 'Charge 5', 'Enceinte Bluetooth', 'Bluetooth speaker', 95_000, 115_000, 'speaker'],
      ['JBL', 'PartyBox 110', 'Enceinte de soirée', 'Party speaker', 260_000, 300_000, 'speaker'],
      ['JBL', 'Tune 520BT', 'Casque sans fil', 'Wireless headphones', 30_000, 38_000, 'headphones'],
      ['Sony', 'WH-CH520', 'Casque sans fil', 'Wireless headphones', 35_000, 42_000, 'headphones'],
      ['Sony', 'SRS-XB100', 'Enceinte Bluetooth', 'Bluetooth speaker', 35_000, 45_000, 'speaker'],
      ['Oraimo', 'SoundGo 4', 'Enceinte Bluetooth', 'Bluetooth speaker', 15_000, 20_000, 'speaker'],
      ['Anker', 'Soundcore Motion 300', 'Enceinte Bluetooth', 'Bluetooth speaker', 55_000, 65_000, 'speaker'],
      ['Roch', 'RH-K15', 'Baffle karaoké avec micro', 'Karaoke speaker with microphone', 45_000, 75_000, 'speaker'],
      ['Sayona', 'SBT-4460', 'Enceinte rechargeable avec radio FM', 'Rechargeable speaker with FM radio', 25_000, 40_000, 'speaker'],
    ] as const,
    ['Noir', 'Bleu', 'Rouge', 'Gris', 'Vert', 'Blanc', 'Rose', 'Kaki'],
  ).filter(() => rng.chance(0.9)).map(([[brand, model, fr, enName, min, max, kind], colour]) => ({
    fr: `${fr} ${brand} ${model} - ${colour}`,
    en: `${brand} ${model} ${enName.toLowerCase()} - ${en(colour)}`,
    brand,
    price: rng.price(min, max),
    categories: [30, 33],
    kind,
    selects: { color: colour },
    specs: [['Autonomie', 'Battery life', `${rng.int(8, 20)} h`]] as Spec[],
    pitchFr: `${fr} ${brand} au son puissant, parfaite pour les fêtes et les matchs de la CAN.`,
    pitchEn: `A powerful-sounding ${brand} ${enName.toLowerCase()}, perfect for parties and AFCON matches.`,
    weight: 1,
    electronics: true,
  }));

const tvAccessories: Family = (rng) =>
  [
    ['Canal+', 'Décodeur Canal+ HD avec abonnement Access 1 mois', 'Canal+ HD decoder with 1-month Access subscription', 15_000],
    ['StarTimes', 'Décodeur StarTimes DTH avec antenne', 'StarTimes DTH decoder with dish', 18_000],
    ['Generic', 'Support TV mural fixe 32-55"', 'Fixed TV wall mount 32-55"', 8_000],
    ['Generic', 'Support TV mural orientable 43-75"', 'Full-motion TV wall mount 43-75"', 20_000],
    ['Generic', 'Câble HDMI 2.1 - 3 m', 'HDMI 2.1 cable - 3 m', 4_000],
    ['Generic', 'Télécommande universelle', 'Universal remote control', 3_500],
    ['Xiaomi', 'TV Box S 2e génération 4K', 'TV Box S 2nd gen 4K', 42_000],
    ['Generic', 'Régulateur de tension 1000 VA', '1000 VA voltage stabiliser', 18_000],
    ['Generic', 'Parafoudre multiprise 6 prises', '6-socket surge protector', 7_500],
  ].flatMap(([brand, fr, enName, base]) =>
    [1, 2].filter((i) => i === 1 || rng.chance(0.6)).map((i) => ({
      fr: `${fr}${i > 1 ? ` - lot de ${i}` : ''}`,
      en: `${enName}${i > 1 ? ` - set of ${i}` : ''}`,
      brand: brand === 'Generic' ? 'Sans marque' : String(brand),
      price: rng.price(Number(base) * 0.9 * i, Number(base) * 1.1 * i),
      categories: [30, 34],
      kind: (String(fr).includes('Support') ? 'tools' : 'box') as ImageKind,
      selects: {},
      specs: [] as Spec[],
      pitchFr: `${fr}, pour profiter pleinement de votre télévision.`,
      pitchEn: `${enName}, to make the most of your television.`,
      weight: 1,
      electronics: true,
    })),
  );

// ---------------------------------------------------------------------------------------------
// Appliances

const fridges: Family = (rng) => {
  const models: [string, string, string, string, number, number, string][] = [
    ['Hisense', 'Réfrigérateur combiné', 'Bottom-freezer fridge', 'RD-34', 250, 280_000, '55 x 60 x 145 cm'],
    ['Hisense', 'Réfrigérateur américain', 'Side-by-side fridge', 'RS-67', 520, 650_000, '90 x 70 x 180 cm'],
    ['Hisense', 'Congélateur coffre', 'Chest freezer', 'FC-26', 200, 190_000, '90 x 70 x 180 cm'],
    ['Roch', 'Réfrigérateur bar', 'Mini fridge', 'RFR-120', 90, 90_000, '50 x 50 x 85 cm'],
    ['Roch', 'Réfrigérateur double porte', 'Double-door fridge', 'RFR-260', 200, 180_000, '55 x 60 x 145 cm'],
    ['Roch', 'Congélateur coffre', 'Chest freezer', 'RCF-300', 300, 200_000, '90 x 70 x 180 cm'],
    ['Nasco', 'Réfrigérateur double porte', 'Double-door fridge', 'NAS-210', 180, 165_000, '55 x 60 x 145 cm'],
    ['Nasco', 'Congélateur coffre', 'Chest freezer', 'NAS-CF250', 250, 175_000, '90 x 70 x 180 cm'],
    ['LG', 'Réfrigérateur combiné Inverter', 'Inverter bottom-freezer fridge', 'GBB-71', 340, 480_000, '70 x 65 x 180 cm'],
    ['LG', 'Réfrigérateur américain InstaView', 'InstaView side-by-side fridge', 'GC-X257', 600, 500_000 * 1.9, '90 x 70 x 180 cm'],
    ['Samsung', 'Réfrigérateur double porte Twin Cooling', 'Twin Cooling double-door fridge', 'RT38', 380, 390_000, '70 x 65 x 180 cm'],
    ['Innova', 'Réfrigérateur double porte', 'Double-door fridge', 'IN-250', 230, 170_000, '55 x 60 x 145 cm'],
    ['Midea', 'Congélateur vertical', 'Upright freezer', 'HS-208', 160, 210_000, '55 x 60 x 145 cm'],
  ];
  return cartesian(models, ['Argent', 'Gris', 'Noir', 'Blanc', 'Bordeaux']).filter(() => rng.chance(0.9)).map(([[brand, fr, enName, ref, litres, price, dim], colour]) => ({
    fr: `${fr} ${brand} ${ref} - ${litres} L - ${colour}`,
    en: `${brand} ${ref} ${enName.toLowerCase()} - ${litres} L - ${en(colour)}`,
    brand,
    price: rng.price(price * 0.92, price * 1.08),
    categories: [40, 41],
    kind: 'fridge' as const,
    selects: { color: colour, dimension: dim },
    specs: [['Capacité', 'Capacity', `${litres} L`], ['Classe énergétique', 'Energy class', 'A+'], ['Dimensions', 'Dimensions', dim]] as Spec[],
    pitchFr: `Le ${fr.toLowerCase()} ${brand} garde vos aliments et boissons au frais, même pendant les coupures grâce à sa bonne isolation.`,
    pitchEn: `The ${brand} ${enName.toLowerCase()} keeps food and drinks cool, even through power cuts thanks to good insulation.`,
    weight: litres / 5,
    electronics: true,
  }));
};

const washers: Family = (rng) =>
  cartesian(
    [['Hisense', 'WFQA', 1], ['LG', 'F2V3', 1.3], ['Samsung', 'WW80T', 1.25], ['Roch', 'RWM', 0.75], ['Midea', 'MF100', 0.9], ['Innova', 'IN-WM', 0.72], ['Nasco', 'NAS-TT', 0.65]] as const,
    [[7, 'Frontale', 'Front-load'], [8, 'Frontale', 'Front-load'], [10, 'Frontale', 'Front-load'], [12, 'Top', 'Top-load'], [9, 'Semi-automatique double cuve', 'Twin-tub semi-automatic']] as const,
  ).flatMap(([[brand, ref, factor], [kg, typeFr, typeEn]]) =>
    ['Blanc', 'Argent', 'Gris', 'Noir'].filter(() => rng.chance(0.75)).map((colour) => ({
      fr: `Machine à laver ${brand} ${ref}${kg}${typeFr === 'Top' ? 'T' : ''} - ${typeFr} - ${kg} kg - ${colour}`,
      en: `${brand} ${ref}${kg}${typeFr === 'Top' ? 'T' : ''} washing machine - ${typeEn} - ${kg} kg - ${en(colour)}`,
      brand,
      price: rng.price((typeFr.startsWith('Semi') ? 90_000 : 150_000 + kg * 15_000) * factor, (typeFr.startsWith('Semi') ? 130_000 : 200_000 + kg * 20_000) * factor),
      categories: [40, 42],
      kind: 'washer' as const,
      selects: { color: colour, dimension: '60 x 60 x 85 cm' },
      specs: [['Capacité', 'Capacity', `${kg} kg`], ['Type', 'Type', typeFr, typeEn], ['Essorage', 'Spin', `${kg >= 10 ? 1400 : 1200} tr/min`, `${kg >= 10 ? 1400 : 1200} rpm`]] as Spec[],
      pitchFr: `Lavez jusqu'à ${kg} kg de linge en un cycle avec la ${brand}, économe en eau et en électricité.`,
      pitchEn: `Wash up to ${kg} kg of laundry per cycle with this ${brand}, sparing with water and power.`,
      weight: 60,
      electronics: true,
    })),
  );

const AC_INSTALL: CustomOptionSeed = {
  fr: 'Pose',
  en: 'Installation',
  values: [
    { fr: 'Sans pose', en: 'No installation', price: 0 },
    { fr: 'Pose standard (3 m de tuyauterie)', en: 'Standard installation (3 m of piping)', price: 25_000 },
    { fr: 'Pose étendue (6 m de tuyauterie)', en: 'Extended installation (6 m of piping)', price: 40_000 },
  ],
};

const airConditioners: Family = (rng) =>
  cartesian(
    [['Hisense', 1], ['LG', 1.3], ['Samsung', 1.3], ['Midea', 0.95], ['Roch', 0.8], ['Nasco', 0.78], ['Innova', 0.8], ['Gree', 1.05]] as const,
    [[9000, 1], [12000, 1.5], [18000, 2], [24000, 2.5]] as const,
  ).flatMap(([[brand, factor], [btu, cv]]) =>
    [false, true].filter((inverter) => !inverter || rng.chance(0.6)).map((inverter) => ({
      fr: `Climatiseur split ${brand} ${btu} BTU (${cv} CV)${inverter ? ' Inverter' : ''} - Gaz R410`,
      en: `${brand} ${btu} BTU (${cv} HP)${inverter ? ' inverter' : ''} split air conditioner - R410 gas`,
      brand,
      price: rng.price((180_000 + (btu - 9000) * 12) * factor * (inverter ? 1.2 : 1), (220_000 + (btu - 9000) * 14) * factor * (inverter ? 1.2 : 1)),
      categories: [40, 43],
      kind: 'ac' as const,
      selects: { color: 'Blanc' },
      specs: [['Puissance', 'Capacity', `${btu} BTU (${cv} CV)`, `${btu} BTU (${cv} HP)`], ['Technologie', 'Technology', inverter ? 'Inverter' : 'Standard'], ['Surface', 'Room size', `jusqu’à ${Math.round(btu / 500)} m²`, `up to ${Math.round(btu / 500)} m²`]] as Spec[],
      pitchFr: `Restez au frais pendant la saison chaude avec ce climatiseur ${brand} de ${btu} BTU${inverter ? ', jusqu’à 40 % d’économie d’énergie' : ''}.`,
      pitchEn: `Stay cool through the hot season with this ${btu} BTU ${brand} air conditioner${inverter ? ', up to 40% energy savings' : ''}.`,
      weight: 35,
      electronics: true,
      options: [AC_INSTALL],
    })),
  );

const fans: Family = (rng) =>
  cartesian(
    [['Binatone', 'Ventilateur sur pied 16"', 'Standing fan 16"', 18_000], ['Binatone', 'Ventilateur de table 12"', 'Desk fan 12"', 12_000], ['Roch', 'Ventilateur sur pied 18"', 'Standing fan 18"', 22_000], ['Roch', 'Ventilateur rechargeable 16"', 'Rechargeable fan 16"', 35_000], ['Sayona', 'Ventilateur mural 18"', 'Wall fan 18"', 20_000], ['Midea', 'Ventilateur colonne', 'Tower fan', 40_000], ['Nasco', 'Ventilateur plafonnier 56"', 'Ceiling fan 56"', 25_000], ['Kenwood', 'Ventilateur brumisateur', 'Mist fan', 60_000]] as const,
    ['Noir', 'Blanc', 'Gris', 'Bleu', 'Rose'],
  ).filter(() => rng.chance(0.95)).map(([[brand, fr, enName, base], colour]) => ({
    fr: `${fr} ${brand} - ${colour}`,
    en: `${brand} ${enName.toLowerCase()} - ${en(colour)}`,
    brand,
    price: rng.price(base * 0.9, base * 1.15),
    categories: [40, 44],
    kind: 'fan' as const,
    selects: { color: colour },
    specs: [['Vitesses', 'Speeds', '3'], ['Minuterie', 'Timer', fr.includes('rechargeable') ? 'Oui, batterie 6 h' : 'Oui', fr.includes('rechargeable') ? 'Yes, 6 h battery' : 'Yes']] as Spec[],
    pitchFr: `Le ${fr.toLowerCase()} ${brand} pour passer la saison anti-chaleur au frais.`,
    pitchEn: `The ${brand} ${enName.toLowerCase()} to get through the hot season.`,
    weight: 5,
    electronics: true,
  }));

const cookers: Family = (rng) =>
  cartesian(
    [['Roch', 0.85], ['Nasco', 0.8], ['Hisense', 1], ['Midea', 0.95], ['Innova', 0.8], ['Beko', 1.15]] as const,
    [['Cuisinière 4 feux gaz avec four', '4-burner gas cooker with oven', 130_000], ['Cuisinière 5 feux mixte avec four', '5-burner mixed cooker with oven', 210_000], ['Plaque de cuisson 2 feux gaz', '2-burner gas hob', 25_000], ['Four électrique 45 L', '45 L electric oven', 65_000], ['Plaque vitrocéramique 4 foyers', '4-zone ceramic hob', 150_000]] as const,
  ).flatMap(([[brand, factor], [fr, enName, base]]) =>
    ['Inox', 'Noir'].filter(() => rng.chance(0.85)).map((finish) => ({
      fr: `${fr} ${brand} - ${finish}`,
      en: `${brand} ${enName} - ${finish === 'Inox' ? 'Stainless steel' : 'Black'}`,
      brand,
      price: rng.price(base * factor * 0.9, base * factor * 1.1),
      categories: [40, 45],
      kind: 'cooker' as const,
      selects: { color: finish === 'Inox' ? 'Argent' : 'Noir', dimension: '60 x 60 x 85 cm' },
      specs: [['Alimentation', 'Power', fr.includes('gaz') ? 'Gaz butane' : 'Électrique 220 V', fr.includes('gaz') ? 'Butane gas' : '220 V electric']] as Spec[],
      pitchFr: `${fr} ${brand}, robuste et facile à entretenir pour la cuisine de tous les jours.`,
      pitchEn: `${brand} ${enName}, sturdy and easy to clean for everyday cooking.`,
      weight: 30,
      electronics: true,
    })),
  );

const smallAppliances: Family = (rng) =>
  cartesian(
    [
      ['Binatone', 'Blender 1,5 L avec moulin', '1.5 L blender with mill', 18_000, 'blender'],
      ['Moulinex', 'Blender Faciclic 2 L', 'Faciclic 2 L blender', 35_000, 'blender'],
      ['Kenwood', 'Robot pâtissier kMix', 'kMix stand mixer', 180_000, 'blender'],
      ['Tefal', 'Friteuse sans huile Easy Fry', 'Easy Fry air fryer', 65_000, 'cooker'],
      ['Roch', 'Bouilloire électrique 1,8 L', '1.8 L electric kettle', 8_000, 'bottle'],
      ['Philips', 'Fer à repasser vapeur', 'Steam iron', 15_000, 'tools'],
      ['Binatone', 'Cuiseur à riz 1,8 L', '1.8 L rice cooker', 20_000, 'pot'],
      ['Sayona', 'Moulin à épices', 'Spice grinder', 9_000, 'blender'],
      ['Nasco', 'Fontaine à eau chaud/froid', 'Hot/cold water dispenser', 75_000, 'fridge'],
      ['Moulinex', 'Centrifugeuse', 'Juice extractor', 45_000, 'blender'],
      ['Philips', 'Aspirateur sans sac', 'Bagless vacuum cleaner', 85_000, 'tools'],
      ['Tefal', 'Cafetière filtre', 'Filter coffee maker', 22_000, 'bottle'],
    ] as const,
    ['Noir', 'Blanc', 'Rouge', 'Argent', 'Gris', 'Bleu'],
  ).filter(() => rng.chance(0.9)).map(([[brand, fr, enName, base, kind], colour]) => ({
    fr: `${fr} ${brand} - ${colour}`,
    en: `${brand} ${enName} - ${en(colour)}`,
    brand,
    price: rng.price(base * 0.9, base * 1.12),
    categories: [40, 46],
    kind,
    selects: { color: colour },
    specs: [['Tension', 'Voltage', '220-240 V']] as Spec[],
    pitchFr: `${fr} ${brand} : gagnez du temps en cuisine au quotidien.`,
    pitchEn: `${brand} ${enName}: save time in the kitchen every day.`,
    weight: 3,
    electronics: true,
  }));

const microwaves: Family = (rng) =>
  cartesian([['Samsung', 1.2], ['LG', 1.2], ['Hisense', 1], ['Roch', 0.8], ['Midea', 0.9], ['Nasco', 0.75]] as const, [[20, 'Solo', 'Solo'], [23, 'Grill', 'Grill'], [28, 'Combiné', 'Combination'], [32, 'Grill', 'Grill']] as const).map(
    ([[brand, factor], [litres, typeFr, typeEn]]) => ({
      fr: `Four micro-ondes ${brand} ${litres} L ${typeFr}`,
      en: `${brand} ${litres} L ${typeEn.toLowerCase()} microwave oven`,
      brand,
      price: rng.price(litres * 2_200 * factor, litres * 3_000 * factor),
      categories: [40, 47],
      kind: 'microwave' as const,
      selects: { color: rng.pick(['Noir', 'Blanc', 'Argent']) },
      specs: [['Capacité', 'Capacity', `${litres} L`], ['Puissance', 'Power', `${700 + litres * 10} W`]] as Spec[],
      pitchFr: `Réchauffez, décongelez${typeFr !== 'Solo' ? ' et gratinez' : ''} en quelques minutes.`,
      pitchEn: `Reheat, defrost${typeEn !== 'Solo' ? ' and grill' : ''} in minutes.`,
      weight: 12,
      electronics: true,
    }),
  );

// ---------------------------------------------------------------------------------------------
// Home, furniture and gaming

const dining: Family = (rng) =>
  cartesian(
    [['Table à manger', 'Dining table', 4, '120 x 80 x 75 cm', 120_000], ['Table à manger', 'Dining table', 6, '160 x 90 x 75 cm', 180_000], ['Table à manger', 'Dining table', 8, '200 x 100 x 76 cm', 260_000], ['Ensemble table + chaises', 'Table and chairs set', 6, '180 x 90 x 76 cm', 320_000], ['Buffet vaisselier', 'Sideboard', 0, '160 x 90 x 75 cm', 150_000], ['Lot de chaises de salle à manger', 'Set of dining chairs', 4, '50 x 50 x 85 cm', 90_000]] as const,
    [['Bois massif', 'Solid wood', 'Marron'], ['Verre trempé et métal', 'Tempered glass and metal', 'Noir'], ['Marbre blanc', 'White marble', 'Blanc'], ['Bois laqué', 'Lacquered wood', 'Gris'], ['Bois d’acajou', 'Mahogany', 'Bordeaux'], ['Bois de teck', 'Teak', 'Marron'], ['Rotin tressé', 'Woven rattan', 'Beige']] as const,
  ).map(([[fr, enName, seats, dim, base], [matFr, matEn, colour]]) => ({
    fr: `${fr}${seats ? ` ${seats} ${fr.includes('chaises') && !fr.includes('+') ? 'pièces' : 'places'}` : ''} en ${matFr.toLowerCase()}`,
    en: `${enName}${seats ? ` for ${seats}` : ''} in ${matEn.toLowerCase()}`,
    brand: rng.pick(['Meubles Ndoumbé', 'Hévéa Design', 'Mobilia', 'Kasa Déco']),
    price: rng.price(base * 0.85, base * 1.3),
    categories: [50, 51],
    kind: 'table' as const,
    selects: { color: colour, dimension: dim },
    specs: [['Matériau', 'Material', matFr, matEn], ['Dimensions', 'Dimensions', dim]] as Spec[],
    pitchFr: `Réunissez la famille autour d'un meuble en ${matFr.toLowerCase()}, fabriqué pour durer.`,
    pitchEn: `Gather the family around furniture in ${matEn.toLowerCase()}, made to last.`,
    weight: 45,
    electronics: false,
  }));

const living: Family = (rng) =>
  cartesian(
    [['Canapé 3 places', '3-seater sofa', 220_000, 'sofa'], ['Salon complet 7 places', '7-seat living room set', 650_000, 'sofa'], ['Fauteuil relax', 'Recliner armchair', 120_000, 'sofa'], ['Table basse', 'Coffee table', 60_000, 'table'], ['Meuble TV', 'TV stand', 70_000, 'table'], ['Tapis de salon 160 x 230', 'Living room rug 160 x 230', 45_000, 'box']] as const,
    [['Gris', 'Tissu'], ['Beige', 'Tissu'], ['Noir', 'Simili cuir'], ['Marron', 'Cuir'], ['Bleu nuit', 'Velours']] as const,
  ).map(([[fr, enName, base, kind], [colour, mat]]) => ({
    fr: `${fr} en ${mat.toLowerCase()} - ${colour}`,
    en: `${enName} in ${({ Tissu: 'fabric', 'Simili cuir': 'faux leather', Cuir: 'leather', Velours: 'velvet' } as Record<string, string>)[mat]} - ${en(colour)}`,
    brand: rng.pick(['Meubles Ndoumbé', 'Hévéa Design', 'Mobilia', 'Kasa Déco']),
    price: rng.price(base * 0.85, base * (mat === 'Cuir' ? 1.6 : 1.2)),
    categories: [50, 52],
    kind,
    selects: { color: colour },
    specs: [['Revêtement', 'Upholstery', mat]] as Spec[],
    pitchFr: `Un ${fr.toLowerCase()} confortable pour recevoir vos proches.`,
    pitchEn: `A comfortable ${enName.toLowerCase()} to welcome your guests.`,
    weight: 40,
    electronics: false,
  }));

const bedroom: Family = (rng) =>
  cartesian(
    [['Matelas mousse haute densité', 'High-density foam mattress', 45_000], ['Matelas à ressorts ensachés', 'Pocket-spring mattress', 120_000], ['Lit en bois avec tête de lit', 'Wooden bed with headboard', 150_000], ['Armoire 3 portes', '3-door wardrobe', 140_000], ['Parure de draps coton', 'Cotton bed sheet set', 15_000], ['Moustiquaire imprégnée', 'Treated mosquito net', 6_000]] as const,
    [['90 x 190', 0.6], ['140 x 190', 1], ['160 x 200', 1.25], ['180 x 200', 1.45]] as const,
  ).map(([[fr, enName, base], [size, factor]]) => ({
    fr: `${fr} ${size} cm`,
    en: `${enName} ${size} cm`,
    brand: rng.pick(['Mousse Confort', 'Sonomat', 'Mobilia', 'Dormiplus']),
    price: rng.price(base * factor * 0.9, base * factor * 1.15),
    categories: [50, 53],
    kind: 'bed' as const,
    selects: {},
    specs: [['Dimensions', 'Size', `${size} cm`]] as Spec[],
    pitchFr: `${fr} pour des nuits reposantes, même par temps chaud.`,
    pitchEn: `${enName} for restful nights, even in hot weather.`,
    weight: 20,
    electronics: false,
  }));

const kitchenware: Family = (rng) =>
  cartesian(
    [['Tefal', 'Batterie de cuisine 10 pièces', '10-piece cookware set', 65_000], ['Tefal', 'Poêle antiadhésive 28 cm', '28 cm non-stick frying pan', 15_000], ['Sayona', 'Marmite en aluminium 20 L', '20 L aluminium pot', 18_000], ['Generic', 'Couscoussier 12 L', '12 L couscous steamer', 14_000], ['Luminarc', 'Service de table 18 pièces', '18-piece dinner set', 28_000], ['Generic', 'Thermos 2 L', '2 L vacuum flask', 7_000], ['Generic', 'Glacière 40 L', '40 L cool box', 25_000], ['Generic', 'Bouteille de gaz 12,5 kg (vide)', '12.5 kg gas bottle (empty)', 22_000], ['Generic', 'Pilon et mortier en bois', 'Wooden pestle and mortar', 6_000], ['Luminarc', 'Lot de 6 verres', 'Set of 6 glasses', 6_500]] as const,
    ['Noir', 'Rouge', 'Argent', 'Bleu', 'Vert', 'Gris', 'Orange', 'Jaune'],
  ).filter(() => rng.chance(0.9)).map(([[brand, fr, enName, base], colour]) => ({
    fr: `${fr}${brand === 'Generic' ? '' : ` ${brand}`} - ${colour}`,
    en: `${brand === 'Generic' ? '' : `${brand} `}${enName} - ${en(colour)}`,
    brand: brand === 'Generic' ? 'Sans marque' : brand,
    price: rng.price(base * 0.9, base * 1.15),
    categories: [50, 54],
    kind: 'pot' as const,
    selects: { color: colour },
    specs: [] as Spec[],
    pitchFr: `${fr}, solide et pratique pour la cuisine camerounaise : ndolé, eru, couscous…`,
    pitchEn: `${enName}, sturdy and handy for Cameroonian cooking: ndolé, eru, couscous…`,
    weight: 3,
    electronics: false,
  }));

const consoles: Family = (rng) =>
  [
    ['Sony', 'PlayStation 5 Slim - Édition Standard 1 To', 'PlayStation 5 Slim - Standard Edition 1TB', 430_000, 'Blanc', 'Neuf'],
    ['Sony', 'PlayStation 5 Slim - Édition Digitale', 'PlayStation 5 Slim - Digital Edition', 380_000, 'Blanc', 'Neuf'],
    ['Sony', 'PlayStation 5 Pro', 'PlayStation 5 Pro', 620_000, 'Blanc', 'Neuf'],
    ['Sony', 'PlayStation 4 Slim 500 Go', 'PlayStation 4 Slim 500GB', 190_000, 'Noir', 'Reconditionné'],
    ['Sony', 'PlayStation 4 Pro 1 To', 'PlayStation 4 Pro 1TB', 240_000, 'Noir', 'Occasion'],
    ['Microsoft', 'Xbox Series X 1 To', 'Xbox Series X 1TB', 450_000, 'Noir', 'Neuf'],
    ['Microsoft', 'Xbox Series S 512 Go', 'Xbox Series S 512GB', 260_000, 'Blanc', 'Neuf'],
    ['Nintendo', 'Switch OLED', 'Switch OLED', 290_000, 'Blanc', 'Neuf'],
    ['Nintendo', 'Switch Lite', 'Switch Lite', 160_000, 'Bleu ciel', 'Neuf'],
  ].flatMap(([brand, fr, enName, base, colour, condition]) =>
    ['', ' + 2 manettes', ' + FC 25'].filter((extra, i) => i === 0 || rng.chance(0.6)).map((extra) => ({
      fr: `Console ${brand} ${fr}${extra}${condition === 'Neuf' ? '' : ` - ${condition}`}`,
      en: `${brand} ${enName} console${extra.replace('manettes', 'controllers')}${condition === 'Neuf' ? '' : ` - ${condition === 'Occasion' ? 'Used' : 'Refurbished'}`}`,
      brand: String(brand),
      price: rng.price(Number(base) * 0.95, Number(base) * 1.05) + (extra ? 35_000 : 0),
      categories: [60, 61],
      kind: 'console' as const,
      selects: { color: String(colour), condition: String(condition) },
      specs: [['Contenu', 'In the box', `Console, 1 manette${extra ? `, ${extra.slice(3)}` : ''}, câble HDMI`, `Console, 1 controller${extra ? `, ${extra.slice(3).replace('manettes', 'controllers')}` : ''}, HDMI cable`]] as Spec[],
      pitchFr: `Jouez aux derniers titres sur ${fr}, parfait pour les soirées FIFA entre amis.`,
      pitchEn: `Play the latest titles on ${enName}, perfect for football nights with friends.`,
      weight: 4,
      electronics: true,
    })),
  );

const games: Family = (rng) =>
  cartesian(
    ['EA Sports FC 25', 'Call of Duty: Black Ops 6', 'Grand Theft Auto V', 'Spider-Man 2', 'God of War Ragnarök', 'Mortal Kombat 1', 'NBA 2K25', 'Tekken 8', 'Gran Turismo 7', 'Minecraft', 'Hogwarts Legacy', 'eFootball 2025 Coins 10000', 'Assassin’s Creed Shadows', 'Elden Ring', 'Forza Horizon 5', 'Mario Kart 8 Deluxe', 'WWE 2K24', 'F1 24'],
    [['PS5', 'Sony'], ['PS4', 'Sony'], ['Xbox Series', 'Microsoft'], ['Switch', 'Nintendo']] as const,
  ).filter(([title, [platform]]) => !(platform === 'Switch' && /Black Ops|Spider|God of War|Gran Turismo|Tekken|GTA|Grand Theft/.test(title)) && !(title.startsWith('Gran Turismo') && platform.startsWith('Xbox')) && !(title.startsWith('Spider') && platform !== 'PS5') && !(title.startsWith('God') && !platform.startsWith('PS'))).map(([title, [platform, brand]]) => ({
    fr: `Jeu ${title} - ${platform}`,
    en: `${title} game - ${platform}`,
    brand,
    price: rng.price(title.includes('Minecraft') ? 18_000 : 25_000, title.includes('FC 25') || title.includes('2K25') ? 45_000 : 40_000),
    categories: [60, 62],
    kind: 'disc' as const,
    selects: {},
    specs: [['Plateforme', 'Platform', platform], ['Langue', 'Language', 'Français', 'French']] as Spec[],
    pitchFr: `${title} sur ${platform}, version française.`,
    pitchEn: `${title} for ${platform}, French version.`,
    weight: 0.1,
    electronics: true,
  }));

const controllers: Family = (rng) =>
  cartesian(
    [['Sony', 'Manette DualSense', 'DualSense controller', 55_000], ['Sony', 'Manette DualShock 4', 'DualShock 4 controller', 30_000], ['Microsoft', 'Manette sans fil Xbox', 'Xbox wireless controller', 45_000], ['Nintendo', 'Manettes Joy-Con (paire)', 'Joy-Con controllers (pair)', 55_000], ['Sony', 'Casque PULSE 3D', 'PULSE 3D headset', 70_000], ['Generic', 'Station de charge double manette', 'Dual controller charging station', 12_000]] as const,
    ['Blanc', 'Noir', 'Rouge', 'Bleu', 'Violet', 'Gris'],
  ).filter(() => rng.chance(0.9)).map(([[brand, fr, enName, base], colour]) => ({
    fr: `${fr}${brand === 'Generic' ? '' : ` ${brand}`} - ${colour}`,
    en: `${brand === 'Generic' ? '' : `${brand} `}${enName} - ${en(colour)}`,
    brand: brand === 'Generic' ? 'Sans marque' : brand,
    price: rng.price(base * 0.95, base * 1.1),
    categories: [60, 63],
    kind: 'gamepad' as const,
    selects: { color: colour },
    specs: [] as Spec[],
    pitchFr: `${fr} officielle, confortable pour les longues parties.`,
    pitchEn: `Official ${enName}, comfortable for long sessions.`,
    weight: 0.3,
    electronics: true,
  }));

// ---------------------------------------------------------------------------------------------
// Supermarket

const groceries: Family = (rng) =>
  [
    ['Riz parfumé Royal Umbrella', 'Royal Umbrella fragrant rice', 'Royal Umbrella', [5, 25], 'kg', 850, 'sack'],
    ['Riz long grain Uncle Ben’s', 'Uncle Ben’s long grain rice', 'Uncle Ben’s', [1, 5], 'kg', 1_400, 'sack'],
    ['Riz brisé Mémé Cassé', 'Mémé Cassé broken rice', 'Mémé Cassé', [5, 25, 50], 'kg', 720, 'sack'],
    ['Huile raffinée Diamaor', 'Diamaor refined oil', 'Diamaor', [1, 5, 20], 'L', 1_500, 'bottle'],
    ['Huile végétale Mayor', 'Mayor vegetable oil', 'Mayor', [1, 5, 20], 'L', 1_450, 'bottle'],
    ['Sucre en poudre SOSUCAM', 'SOSUCAM caster sugar', 'SOSUCAM', [1, 5, 50], 'kg', 800, 'sack'],
    ['Sucre en morceaux Princesse Tatie', 'Princesse Tatie sugar cubes', 'Princesse Tatie', [1], 'kg', 1_100, 'box'],
    ['Lait en poudre Nido', 'Nido powdered milk', 'Nestlé', [0.4, 0.9, 2.5], 'kg', 9_500, 'box'],
    ['Lait concentré sucré Bonnet Rouge', 'Bonnet Rouge sweetened condensed milk', 'Bonnet Rouge', [0.397], 'kg', 2_000, 'box'],
    ['Cubes Maggi Crevettes (boîte)', 'Maggi Shrimp cubes (box)', 'Maggi', [0.4, 1], 'kg', 3_000, 'box'],
    ['Spaghetti Panzani', 'Panzani spaghetti', 'Panzani', [0.5, 5], 'kg', 1_300, 'box'],
    ['Farine de blé La Pasta', 'La Pasta wheat flour', 'La Pasta', [1, 5, 50], 'kg', 700, 'sack'],
    ['Tomate concentrée Pomo', 'Pomo tomato paste', 'Pomo', [0.4, 2.2], 'kg', 2_200, 'box'],
    ['Sardines à l’huile Titus (pack de 5)', 'Titus sardines in oil (pack of 5)', 'Titus', [0.625], 'kg', 3_500, 'box'],
    ['Café moulu Arabica du Cameroun', 'Cameroon Arabica ground coffee', 'Café de l’Ouest', [0.25, 1], 'kg', 6_000, 'box'],
    ['Chocolat en poudre Mambo', 'Mambo chocolate powder', 'Chococam', [0.4, 1], 'kg', 3_800, 'box'],
    ['Pâte à tartiner Mambo', 'Mambo chocolate spread', 'Chococam', [0.35, 1], 'kg', 4_500, 'box'],
    ['Haricots rouges', 'Red beans', 'Marché local', [1, 5, 25], 'kg', 900, 'sack'],
    ['Arachides décortiquées', 'Shelled groundnuts', 'Marché local', [1, 5], 'kg', 1_200, 'sack'],
    ['Farine de manioc (couscous)', 'Cassava flour (couscous)', 'Marché local', [1, 5, 25], 'kg', 700, 'sack'],
    ['Huile de palme rouge', 'Red palm oil', 'SOCAPALM', [1, 5, 20], 'L', 1_100, 'bottle'],
    ['Poivre blanc de Penja', 'Penja white pepper', 'Penja', [0.1, 0.25, 1], 'kg', 25_000, 'box'],
    ['Miel d’Oku', 'Oku honey', 'Oku', [0.5, 1], 'kg', 6_000, 'bottle'],
  ].flatMap(([fr, enName, brand, sizes, unit, perUnit, kind]) =>
    (sizes as number[]).map((size) => {
      const label = size < 1 ? `${Math.round(size * 1000)} ${unit === 'kg' ? 'g' : 'ml'}` : `${size} ${unit}`;
      return {
        fr: `${fr} - ${label}`,
        en: `${enName} - ${label}`,
        brand: String(brand),
        price: Math.max(300, Math.round((Number(perUnit) * size * (size >= 20 ? 0.88 : 1) * (0.95 + rng.next() * 0.1)) / 50) * 50),
        categories: [70, 71],
        kind: kind as ImageKind,
        selects: {},
        specs: [['Contenance', 'Size', label]] as Spec[],
        pitchFr: `${fr}, le produit de tous les jours livré chez vous.`,
        pitchEn: `${enName}, the everyday essential delivered to your door.`,
        weight: Math.max(0.3, size),
        electronics: false,
      };
    }),
  );

const drinks: Family = (rng) =>
  [
    ['Eau minérale Supermont', 'Supermont mineral water', 'Supermont', [['1,5 L x 6', 2_300], ['0,5 L x 12', 2_600], ['10 L', 1_500]]],
    ['Eau minérale Tangui', 'Tangui mineral water', 'Tangui', [['1,5 L x 6', 2_500], ['0,5 L x 12', 2_800]]],
    ['Top Pamplemousse', 'Top Grapefruit', 'SABC', [['35 cl x 12', 4_800], ['1 L x 6', 4_200]]],
    ['Coca-Cola', 'Coca-Cola', 'Coca-Cola', [['33 cl x 24', 12_000], ['1,5 L x 6', 6_600]]],
    ['Bière 33 Export', '33 Export beer', 'SABC', [['65 cl x 12', 7_800]]],
    ['Bière Castel', 'Castel beer', 'SABC', [['65 cl x 12', 7_800]]],
    ['Guinness Foreign Extra', 'Guinness Foreign Extra', 'Guinness Cameroun', [['33 cl x 24', 16_500], ['65 cl x 12', 10_500]]],
    ['Jus d’ananas Foster Clark’s', 'Foster Clark’s pineapple juice', 'Foster Clark’s', [['1 L x 6', 6_000]]],
    ['Vin rouge Bordeaux AOC', 'Bordeaux AOC red wine', 'Baron de Lestac', [['75 cl', 8_500], ['75 cl x 6', 48_000]]],
    ['Champagne Moët & Chandon Brut Impérial', 'Moët & Chandon Brut Impérial champagne', 'Moët & Chandon', [['75 cl', 42_000]]],
    ['Whisky Johnnie Walker Black Label', 'Johnnie Walker Black Label whisky', 'Johnnie Walker', [['70 cl', 28_000], ['1 L', 38_000]]],
    ['Vimto', 'Vimto', 'Vimto', [['33 cl x 24', 11_000]]],
    ['Malta Guinness', 'Malta Guinness', 'Guinness Cameroun', [['33 cl x 24', 13_000]]],
  ].flatMap(([fr, enName, brand, sizes]) =>
    (sizes as [string, number][]).map(([size, price]) => ({
      fr: `${fr} - ${size}`,
      en: `${enName} - ${size.replace(',', '.')}`,
      brand: String(brand),
      price: Math.round((price * (0.95 + rng.next() * 0.1)) / 50) * 50,
      categories: [70, 72],
      kind: 'bottle' as const,
      selects: {},
      specs: [['Conditionnement', 'Pack', size, size.replace(',', '.')]] as Spec[],
      pitchFr: `${fr}, à servir bien frais.`,
      pitchEn: `${enName}, best served chilled.`,
      weight: 6,
      electronics: false,
    })),
  );

const hygiene: Family = (rng) =>
  cartesian(
    [['Savon de ménage Azur', 'Azur household soap', 'Azur', 350], ['Savon Mayor', 'Mayor soap', 'Mayor', 300], ['Lessive en poudre Omo', 'Omo washing powder', 'Omo', 1_500], ['Lessive Klin', 'Klin washing powder', 'Klin', 1_200], ['Eau de Javel La Croix', 'La Croix bleach', 'La Croix', 900], ['Dentifrice Signal', 'Signal toothpaste', 'Signal', 1_100], ['Papier toilette Lotus', 'Lotus toilet paper', 'Lotus', 2_500], ['Insecticide Rambo', 'Rambo insecticide', 'Rambo', 2_000], ['Liquide vaisselle Mama Lemon', 'Mama Lemon dishwashing liquid', 'Mama Lemon', 1_300], ['Déodorant Rexona', 'Rexona deodorant', 'Rexona', 2_200]] as const,
    [[1, ''], [3, ' (lot de 3)'], [6, ' (lot de 6)'], [12, ' (lot de 12)'], [24, ' (carton de 24)']] as const,
  ).map(([[fr, enName, brand, unit], [n, packFr]]) => ({
    fr: `${fr}${packFr}`,
    en: `${enName}${n === 24 ? ' (box of 24)' : n > 1 ? ` (pack of ${n})` : ''}`,
    brand,
    price: Math.round((unit * n * (n === 24 ? 0.88 : n === 6 ? 0.95 : 1) * (0.95 + rng.next() * 0.1)) / 50) * 50,
    categories: [70, 73],
    kind: 'soap' as const,
    selects: {},
    specs: [['Quantité', 'Quantity', String(n)]] as Spec[],
    pitchFr: `${fr}, pour une maison propre et saine.`,
    pitchEn: `${enName}, for a clean and healthy home.`,
    weight: n * 0.3,
    electronics: false,
  }));

const baby: Family = (rng) =>
  cartesian(
    [['Couches Pampers Baby-Dry', 'Pampers Baby-Dry nappies', 'Pampers', 9_500], ['Couches Molfix', 'Molfix nappies', 'Molfix', 7_500], ['Lait infantile Guigoz', 'Guigoz infant formula', 'Guigoz', 8_500], ['Lait infantile Nursie', 'Nursie infant formula', 'Nursie', 6_500], ['Lingettes bébé Pampers', 'Pampers baby wipes', 'Pampers', 2_500], ['Céréales bébé Cérélac', 'Cerelac baby cereal', 'Nestlé', 3_500]] as const,
    [['Taille 1', 'Size 1'], ['Taille 3', 'Size 3'], ['Taille 5', 'Size 5'], ['1er âge', 'Stage 1'], ['2e âge', 'Stage 2']] as const,
  ).filter(([[fr], [t]]) => (fr.startsWith('Couches') ? t.startsWith('Taille') : fr.startsWith('Lait') || fr.startsWith('Céréales') ? !t.startsWith('Taille') : t === 'Taille 1')).map(([[fr, enName, brand, base], [tFr, tEn]]) => ({
    fr: fr.startsWith('Lingettes') ? `${fr} (lot de 3)` : `${fr} - ${tFr}`,
    en: enName.includes('wipes') ? `${enName} (pack of 3)` : `${enName} - ${tEn}`,
    brand,
    price: rng.price(base * 0.92, base * 1.1),
    categories: [70, 74],
    kind: 'baby' as const,
    selects: {},
    specs: [] as Spec[],
    pitchFr: `${fr} : le meilleur pour votre bébé.`,
    pitchEn: `${enName}: the best for your baby.`,
    weight: 1.5,
    electronics: false,
  }));

// ---------------------------------------------------------------------------------------------
// Fashion (configurable: colour × size)

const shoes = (category: number, gender: 'homme' | 'femme'): Family => (rng) =>
  cartesian<readonly [string, string, string, number], number>(
    gender === 'homme'
      ? ([['Nike', 'Baskets Air Max 90', 'Air Max 90 trainers', 65_000], ['Adidas', 'Baskets Samba OG', 'Samba OG trainers', 55_000], ['Puma', 'Baskets Suede Classic', 'Suede Classic trainers', 40_000], ['Bata', 'Chaussures de ville en cuir', 'Leather dress shoes', 30_000], ['Bata', 'Sandales en cuir', 'Leather sandals', 15_000], ['Clarks', 'Mocassins Desert', 'Desert loafers', 60_000], ['New Balance', 'Baskets 574', '574 trainers', 50_000]] as const)
      : ([['Nike', 'Baskets Air Force 1', 'Air Force 1 trainers', 60_000], ['Adidas', 'Baskets Gazelle', 'Gazelle trainers', 50_000], ['Bata', 'Escarpins à talon', 'High-heel pumps', 22_000], ['Bata', 'Sandales compensées', 'Wedge sandals', 18_000], ['Aldo', 'Ballerines', 'Ballet flats', 28_000], ['Puma', 'Baskets Carina', 'Carina trainers', 38_000], ['Zara', 'Mules en cuir', 'Leather mules', 32_000]] as const),
    [0, 1, 2, 3, 4, 5, 6],
  ).map(([[brand, fr, enName, base], edition]) => {
    const colours = rng.sample(['Noir', 'Blanc', 'Marron', 'Bleu', 'Rouge', 'Beige', 'Rose'], rng.int(2, 3));
    const sizes = gender === 'homme' ? ['40', '41', '42', '43', '44', '45'] : ['36', '37', '38', '39', '40', '41'];
    const editionFr = ['', ' - Édition 2025', ' - Édition limitée', ' - Collection été', ' - Collection CAN', ' - Collection rentrée', ' - Édition Premium'][edition];
    const editionEn = ['', ' - 2025 edition', ' - Limited edition', ' - Summer collection', ' - AFCON collection', ' - Back-to-school collection', ' - Premium edition'][edition];
    return {
      fr: `${fr} ${brand} ${gender === 'homme' ? 'homme' : 'femme'}${editionFr}`,
      en: `${brand} ${gender === 'homme' ? "men's" : "women's"} ${enName}${editionEn}`,
      brand,
      price: rng.price(base * (0.9 + edition * 0.1), base * (1.1 + edition * 0.15)),
      categories: [80, category],
      kind: 'shoe' as const,
      selects: {},
      specs: [['Matière', 'Material', fr.includes('cuir') ? 'Cuir' : 'Textile et synthétique', fr.includes('cuir') ? 'Leather' : 'Textile and synthetic']] as Spec[],
      pitchFr: `${fr} ${brand}, confortables du matin au soir.`,
      pitchEn: `${brand} ${enName}, comfortable from morning to night.`,
      weight: 1,
      electronics: false,
      variants: [{ code: 'color' as const, values: colours }, { code: 'shoe_size' as const, values: rng.sample(sizes, 4).toSorted() }],
    };
  });

const clothing: Family = (rng) =>
  [
    ['Vlisco', 'Pagne wax Hollandais 6 yards', 'Vlisco Dutch wax print 6 yards', 45_000, false],
    ['Uniwax', 'Pagne wax 6 yards', 'Uniwax wax print 6 yards', 18_000, false],
    ['CICAM', 'Pagne imprimé 6 yards', 'CICAM printed fabric 6 yards', 9_000, false],
    ['Kasa Déco', 'Robe en pagne wax', 'Wax print dress', 25_000, true],
    ['Kasa Déco', 'Chemise africaine homme', "Men's African shirt", 18_000, true],
    ['Kasa Déco', 'Kaba ngondo brodé', 'Embroidered kaba ngondo', 22_000, true],
    ['Nike', 'Maillot Lions Indomptables 2024', 'Indomitable Lions 2024 jersey', 35_000, true],
    ['Adidas', 'Survêtement Essentials', 'Essentials tracksuit', 40_000, true],
    ['Levi’s', 'Jean 511 slim', '511 slim jeans', 38_000, true],
    ['Lacoste', 'Polo classique', 'Classic polo shirt', 45_000, true],
    ['Zara', 'Chemise en lin', 'Linen shirt', 22_000, true],
    ['H&M', 'T-shirt coton (lot de 3)', 'Cotton T-shirts (pack of 3)', 12_000, true],
  ].flatMap(([brand, fr, enName, base, sized]) =>
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((edition) => {
      const colours = rng.sample(['Noir', 'Blanc', 'Bleu', 'Rouge', 'Vert', 'Jaune', 'Orange', 'Violet', 'Kaki'], rng.int(2, 3));
      const motif = [['Motif fleurs', 'Flower print'], ['Motif géométrique', 'Geometric print'], ['Motif classique', 'Classic print'], ['Collection fêtes', 'Festive collection'], ['Motif ananas', 'Pineapple print'], ['Motif cauris', 'Cowrie print'], ['Collection rentrée', 'Back-to-school collection'], ['Collection mariage', 'Wedding collection'], ['Motif toghu', 'Toghu pattern'], ['Collection Saint-Valentin', 'Valentine collection']][edition]!;
      const d: Draft = {
        fr: `${fr} ${brand} - ${motif[0]}`,
        en: `${brand} ${enName} - ${motif[1]}`,
        brand: String(brand),
        price: rng.price(Number(base) * 0.9, Number(base) * 1.2),
        categories: [80, 83],
        kind: 'shirt',
        selects: {},
        specs: [['Matière', 'Material', String(fr).includes('lin') ? 'Lin' : '100 % coton', String(fr).includes('lin') ? 'Linen' : '100% cotton']],
        pitchFr: `${fr} ${brand}, couleurs éclatantes qui tiennent au lavage.`,
        pitchEn: `${brand} ${enName}, bright colours that survive the wash.`,
        weight: 0.5,
        electronics: false,
        variants: sized ? [{ code: 'color', values: colours }, { code: 'size', values: rng.sample(['S', 'M', 'L', 'XL', 'XXL'], 4) }] : [{ code: 'color', values: colours }],
      };
      return d;
    }),
  );

const watches: Family = (rng) =>
  cartesian(
    [['Casio', 'G-Shock GA-2100', 75_000], ['Casio', 'Vintage A168', 25_000], ['Curren', 'Montre quartz 8023', 15_000], ['Skmei', 'Montre sport 1251', 9_000], ['Fossil', 'Grant Chronographe', 120_000], ['Michael Kors', 'Lexington', 180_000], ['Samsung', 'Galaxy Watch6 40 mm', 190_000], ['Apple', 'Watch SE 40 mm', 220_000], ['Xiaomi', 'Redmi Watch 4', 55_000], ['Tissot', 'PRX Quartz', 280_000], ['Seiko', '5 Sports automatique', 190_000], ['Casio', 'Edifice EFR-526', 65_000]] as const,
    ['Noir', 'Argent', 'Or', 'Marron', 'Bleu', 'Rose'],
  ).filter(() => rng.chance(0.9)).map(([[brand, model, base], colour]) => ({
    fr: `Montre ${brand} ${model} - ${colour}`,
    en: `${brand} ${model} watch - ${en(colour)}`,
    brand,
    price: rng.price(base * 0.92, base * 1.08),
    categories: brand === 'Samsung' ? [80, 84, 15] : [80, 84],
    kind: 'watch' as const,
    selects: { color: colour },
    specs: [['Étanchéité', 'Water resistance', brand === 'Casio' ? '200 m' : '50 m']] as Spec[],
    pitchFr: `La ${brand} ${model}, élégante au bureau comme le week-end.`,
    pitchEn: `The ${brand} ${model}, smart at the office and at the weekend.`,
    weight: 0.2,
    electronics: brand === 'Samsung' || brand === 'Apple' || brand === 'Xiaomi',
  }));

const bags: Family = (rng) =>
  cartesian(
    [['Samsonite', 'Valise cabine 55 cm', '55 cm cabin suitcase', 85_000], ['Samsonite', 'Valise grand format 75 cm', '75 cm large suitcase', 140_000], ['Kasa Déco', 'Sac à main en cuir', 'Leather handbag', 35_000], ['Kasa Déco', 'Sac en pagne wax', 'Wax print bag', 15_000], ['Nike', 'Sac à dos Heritage', 'Heritage backpack', 25_000], ['Adidas', 'Sac de sport', 'Sports bag', 22_000], ['Generic', 'Cartable scolaire', 'School backpack', 9_000], ['Kasa Déco', 'Pochette de soirée', 'Evening clutch', 12_000], ['Samsonite', 'Sac à dos ordinateur', 'Laptop backpack', 45_000], ['Generic', 'Sac de voyage 80 L', '80 L travel bag', 14_000]] as const,
    ['Noir', 'Marron', 'Bleu', 'Rouge', 'Beige'],
  ).filter(() => rng.chance(0.8)).map(([[brand, fr, enName, base], colour]) => ({
    fr: `${fr}${brand === 'Generic' ? '' : ` ${brand}`} - ${colour}`,
    en: `${brand === 'Generic' ? '' : `${brand} `}${enName} - ${en(colour)}`,
    brand: brand === 'Generic' ? 'Sans marque' : brand,
    price: rng.price(base * 0.9, base * 1.1),
    categories: [80, 85],
    kind: 'bag' as const,
    selects: { color: colour },
    specs: [] as Spec[],
    pitchFr: `${fr}, solide et élégant pour tous vos déplacements.`,
    pitchEn: `${enName}, sturdy and stylish wherever you go.`,
    weight: 2,
    electronics: false,
  }));

// ---------------------------------------------------------------------------------------------
// Solar and power

const solarPanels: Family = (rng) =>
  cartesian([['Jinko Solar', 1.1], ['Canadian Solar', 1.08], ['Longi', 1.05], ['Luminous', 0.95], ['Sunpower Africa', 0.85], ['Trina Solar', 1.05], ['JA Solar', 1.02], ['Felicity', 0.9]] as const, [[100, 'polycristallin', 'polycrystalline'], [150, 'monocristallin', 'monocrystalline'], [250, 'monocristallin', 'monocrystalline'], [370, 'monocristallin', 'monocrystalline'], [450, 'monocristallin bifacial', 'bifacial monocrystalline'], [550, 'monocristallin', 'monocrystalline']] as const).map(
    ([[brand, factor], [watts, typeFr, typeEn]]) => ({
      fr: `Panneau solaire ${brand} ${watts} W ${typeFr}`,
      en: `${brand} ${watts}W ${typeEn} solar panel`,
      brand,
      price: rng.price(watts * 190 * factor, watts * 260 * factor),
      categories: [90, 91],
      kind: 'solar' as const,
      selects: {},
      specs: [['Puissance crête', 'Peak power', `${watts} Wc`, `${watts} Wp`], ['Technologie', 'Technology', typeFr, typeEn], ['Garantie de puissance', 'Power warranty', '25 ans', '25 years']] as Spec[],
      pitchFr: `Produisez votre propre électricité avec ce panneau ${brand} de ${watts} W, fini les coupures.`,
      pitchEn: `Make your own power with this ${watts}W ${brand} panel and forget about outages.`,
      weight: watts / 20,
      electronics: true,
    }),
  );

const solarKits: Family = (rng) =>
  [
    ['Sun King', 'Kit solaire Home 60 (3 lampes + radio)', 'Home 60 solar kit (3 lamps + radio)', 35_000],
    ['Sun King', 'Kit solaire Home 400 avec TV 32"', 'Home 400 solar kit with 32" TV', 280_000],
    ['Lontor', 'Kit solaire 300 W autonome', '300W standalone solar kit', 180_000],
    ['Lontor', 'Kit solaire 1 kW maison', '1 kW home solar kit', 650_000],
    ['Luminous', 'Kit solaire 2 kVA onduleur + batteries', '2 kVA solar kit with inverter and batteries', 1_200_000],
    ['Generic', 'Lampadaire solaire 100 W', '100W solar street light', 45_000],
    ['Generic', 'Projecteur solaire 200 W', '200W solar floodlight', 25_000],
    ['Generic', 'Lampe solaire rechargeable', 'Rechargeable solar lamp', 6_000],
    ['Generic', 'Pompe solaire immergée', 'Submersible solar pump', 350_000],
  ].flatMap(([brand, fr, enName, base]) =>
    [1, 2, 4].filter((n) => n === 1 || (Number(base) < 100_000 && rng.chance(0.7))).map((n) => ({
      fr: `${fr}${n > 1 ? ` - lot de ${n}` : ''}`,
      en: `${enName}${n > 1 ? ` - set of ${n}` : ''}`,
      brand: brand === 'Generic' ? 'Sans marque' : String(brand),
      price: rng.price(Number(base) * n * 0.92, Number(base) * n * 1.08),
      categories: [90, 92],
      kind: 'solar' as const,
      selects: {},
      specs: [['Installation', 'Installation', 'Prêt à brancher', 'Plug and play']] as Spec[],
      pitchFr: `${fr} : l'électricité propre, même loin du réseau.`,
      pitchEn: `${enName}: clean power, even off the grid.`,
      weight: 10,
      electronics: true,
    })),
  );

const batteries: Family = (rng) =>
  cartesian(
    [['Luminous', 'Onduleur sinusoïdal', 'Pure sine wave inverter', [1000, 1500, 2500, 3500], 'VA', 120], ['Lontor', 'Onduleur hybride MPPT', 'MPPT hybrid inverter', [3000, 5000], 'VA', 110], ['Lontor', 'Batterie gel solaire', 'Solar gel battery', [100, 200], 'Ah', 1_100], ['Luminous', 'Batterie tubulaire', 'Tubular battery', [150, 200], 'Ah', 1_250], ['Felicity', 'Batterie lithium LiFePO4 24 V', '24V LiFePO4 lithium battery', [100, 200], 'Ah', 3_600], ['Felicity', 'Régulateur de charge MPPT', 'MPPT charge controller', [30, 60], 'A', 1_400]] as const,
    [1, 2],
  ).flatMap(([[brand, fr, enName, sizes, unit, perUnit], n]) =>
    sizes.map((size) => ({
      fr: `${fr} ${brand} ${size} ${unit}${n > 1 ? ` - lot de ${n}` : ''}`,
      en: `${brand} ${size} ${unit} ${enName.toLowerCase()}${n > 1 ? ` - set of ${n}` : ''}`,
      brand,
      price: rng.price(size * perUnit * n * 0.9, size * perUnit * n * 1.1),
      categories: [90, 93],
      kind: 'battery' as const,
      selects: {},
      specs: [['Capacité', 'Rating', `${size} ${unit}`]] as Spec[],
      pitchFr: `${fr} ${brand} pour garder la lumière et la télé pendant les délestages.`,
      pitchEn: `${brand} ${enName.toLowerCase()} to keep lights and TV on during load shedding.`,
      weight: unit === 'Ah' ? size / 4 : 15,
      electronics: true,
    })),
  );

const generators: Family = (rng) =>
  cartesian([['Elemax', 1.3], ['Firman', 1], ['Sumec', 1.1], ['Honda', 1.6], ['Tiger', 0.8], ['Senci', 0.85]] as const, [[1, 'essence', 'petrol'], [2.5, 'essence', 'petrol'], [3.5, 'essence', 'petrol'], [6.5, 'essence', 'petrol'], [10, 'diesel', 'diesel']] as const).map(
    ([[brand, factor], [kva, fuelFr, fuelEn]]) => ({
      fr: `Groupe électrogène ${brand} ${kva} kVA ${fuelFr}${kva >= 3.5 ? ' - démarrage électrique' : ''}`,
      en: `${brand} ${kva} kVA ${fuelEn} generator${kva >= 3.5 ? ' - electric start' : ''}`,
      brand,
      price: rng.price((60_000 + kva * 70_000) * factor * (fuelEn === 'diesel' ? 1.6 : 1), (80_000 + kva * 90_000) * factor * (fuelEn === 'diesel' ? 1.6 : 1)),
      categories: [90, 94],
      kind: 'generator' as const,
      selects: {},
      specs: [['Puissance', 'Power', `${kva} kVA`], ['Carburant', 'Fuel', fuelFr, fuelEn], ['Autonomie', 'Run time', `${8 + Math.round(kva)} h`]] as Spec[],
      pitchFr: `Le groupe ${brand} de ${kva} kVA prend le relais dès que le courant saute.`,
      pitchEn: `The ${kva} kVA ${brand} generator takes over as soon as the power goes.`,
      weight: 20 + kva * 12,
      electronics: true,
    }),
  );

// ---------------------------------------------------------------------------------------------
// Beauty

const perfumes: Family = (rng) =>
  cartesian(
    [['Dior', 'Sauvage', 'Eau de toilette homme', "men's eau de toilette", 85_000], ['Chanel', 'Coco Mademoiselle', 'Eau de parfum femme', "women's eau de parfum", 120_000], ['Paco Rabanne', '1 Million', 'Eau de toilette homme', "men's eau de toilette", 70_000], ['Lancôme', 'La Vie est Belle', 'Eau de parfum femme', "women's eau de parfum", 95_000], ['Hugo Boss', 'Bottled', 'Eau de toilette homme', "men's eau de toilette", 60_000], ['Yves Saint Laurent', 'Libre', 'Eau de parfum femme', "women's eau de parfum", 105_000], ['Lattafa', 'Khamrah', 'Eau de parfum mixte', 'unisex eau de parfum', 25_000], ['Armaf', 'Club de Nuit Intense', 'Eau de toilette homme', "men's eau de toilette", 30_000], ['Giorgio Armani', 'Acqua di Giò', 'Eau de toilette homme', "men's eau de toilette", 80_000], ['Carolina Herrera', 'Good Girl', 'Eau de parfum femme', "women's eau de parfum", 100_000], ['Versace', 'Eros', 'Eau de toilette homme', "men's eau de toilette", 70_000], ['Gucci', 'Bloom', 'Eau de parfum femme', "women's eau de parfum", 95_000], ['Lattafa', 'Asad', 'Eau de parfum homme', "men's eau de parfum", 22_000], ['Rasasi', 'Hawas', 'Eau de parfum homme', "men's eau de parfum", 35_000]] as const,
    [[30, 0.55], [50, 0.75], [100, 1], [200, 1.6]] as const,
  ).map(([[brand, name, typeFr, typeEn, base], [ml, factor]]) => ({
    fr: `${typeFr} ${brand} ${name} - ${ml} ml`,
    en: `${brand} ${name} ${typeEn} - ${ml} ml`,
    brand,
    price: rng.price(base * factor * 0.95, base * factor * 1.05),
    categories: [100, 101],
    kind: 'perfume' as const,
    selects: {},
    specs: [['Contenance', 'Size', `${ml} ml`]] as Spec[],
    pitchFr: `${name} de ${brand}, un sillage qui ne passe pas inaperçu.`,
    pitchEn: `${name} by ${brand}, a scent that gets noticed.`,
    weight: 0.4,
    electronics: false,
  }));

const care: Family = (rng) =>
  cartesian(
    [['Nivea', 'Lait corporel Cocoa Butter', 'Cocoa Butter body lotion', 4_000], ['Carotone', 'Lait éclaircissant', 'Brightening lotion', 3_500], ['Dove', 'Gel douche', 'Body wash', 3_000], ['Vaseline', 'Gelée pure', 'Pure jelly', 2_500], ['Dark and Lovely', 'Défrisant', 'Relaxer', 4_500], ['Shea Moisture', 'Beurre de karité brut', 'Raw shea butter', 9_000], ['Philips', 'Tondeuse barbe OneBlade', 'OneBlade beard trimmer', 35_000], ['Remington', 'Lisseur cheveux', 'Hair straightener', 28_000]] as const,
    [[1, '', ''], [2, ' (lot de 2)', ' (pack of 2)'], [3, ' (lot de 3)', ' (pack of 3)']] as const,
  ).filter(([[, , , base], [n]]) => base < 20_000 || n === 1).map(([[brand, fr, enName, base], [n, packFr, packEn]]) => ({
    fr: `${fr} ${brand}${packFr}`,
    en: `${brand} ${enName}${packEn}`,
    brand,
    price: rng.price(base * n * 0.92, base * n * 1.05),
    categories: [100, 102],
    kind: (base > 20_000 ? 'tools' : 'cream') as ImageKind,
    selects: {},
    specs: [] as Spec[],
    pitchFr: `${fr} ${brand} pour prendre soin de vous au quotidien.`,
    pitchEn: `${brand} ${enName} for everyday care.`,
    weight: 0.4 * n,
    electronics: base > 20_000,
  }));

// ---------------------------------------------------------------------------------------------
// Virtual products

const virtuals: Family = () => [
  ...[5_000, 10_000, 25_000, 50_000, 100_000, 250_000].map((amount): Draft => ({
    fr: `Bon d'achat de ${fmt(amount)} FCFA`,
    en: `${amount.toLocaleString('en-US')} FCFA gift voucher`,
    brand: 'GT Store',
    price: amount,
    categories: [110, 111],
    kind: 'voucher',
    selects: {},
    specs: [['Validité', 'Validity', '12 mois', '12 months'], ['Livraison', 'Delivery', 'Par SMS et e-mail', 'By SMS and email']],
    pitchFr: 'Le cadeau qui plaît à coup sûr : le bénéficiaire choisit parmi des milliers de produits.',
    pitchEn: 'The gift that always pleases: they choose from thousands of products.',
    weight: 0,
    electronics: false,
    virtual: true,
  })),
  ...([
    ['Installation murale de téléviseur', 'TV wall mounting', 15_000],
    ['Pose de climatiseur split (jusqu’à 3 m)', 'Split air conditioner installation (up to 3 m)', 25_000],
    ['Installation de kit solaire', 'Solar kit installation', 50_000],
    ['Configuration de smartphone et transfert de données', 'Smartphone set-up and data transfer', 5_000],
    ['Installation de Windows et Office', 'Windows and Office installation', 15_000],
    ['Extension de garantie 12 mois - téléphone', '12-month extended warranty - phone', 10_000],
    ['Extension de garantie 12 mois - gros électroménager', '12-month extended warranty - large appliance', 25_000],
    ['Extension de garantie 24 mois - télévision', '24-month extended warranty - television', 30_000],
    ['Diagnostic et réparation SAV - forfait', 'After-sales diagnosis and repair - flat fee', 7_500],
    ['Remplacement d’écran smartphone - main d’œuvre', 'Smartphone screen replacement - labour', 10_000],
  ] as const).map(([fr, enName, price]): Draft => ({
    fr,
    en: enName,
    brand: 'GT Services',
    price,
    categories: [110, 112],
    kind: 'tools',
    selects: {},
    specs: [['Délai', 'Lead time', 'Sous 72 h après confirmation', 'Within 72 h of confirmation']],
    pitchFr: `${fr} par nos techniciens certifiés à Douala, Yaoundé et Ngaoundéré.`,
    pitchEn: `${enName} by our certified technicians in Douala, Yaoundé and Ngaoundéré.`,
    weight: 0,
    electronics: false,
    virtual: true,
  })),
];

const school: Family = (rng) =>
  cartesian(
    [['Cahier grand format', 'Large exercise book', 'Clairefontaine', [96, 200, 300], 'pages', 6], ['Cahier petit format', 'Small exercise book', 'Sotpa', [32, 48, 100], 'pages', 4], ['Ramette papier A4 80 g', 'A4 80 g paper ream', 'Double A', [500], 'feuilles', 7], ['Stylos à bille (boîte)', 'Ballpoint pens (box)', 'Bic', [10, 50], 'pièces', 90], ['Calculatrice scientifique', 'Scientific calculator', 'Casio', [1], 'pièce', 9_000], ['Kit de géométrie', 'Geometry set', 'Maped', [1], 'pièce', 2_500], ['Crayons de couleur (boîte)', 'Colouring pencils (box)', 'Maped', [12, 24], 'pièces', 180], ['Cartable à roulettes', 'Wheeled school bag', 'Kasa Déco', [1], 'pièce', 15_000]] as const,
    [['', ''], [' - lot de 5', ' - pack of 5'], [' - lot de 10', ' - pack of 10']] as const,
  ).flatMap(([[fr, enName, brand, sizes, unit, perUnit], [packFr, packEn]]) =>
    sizes.map((size) => {
      const n = packFr ? Number(packFr.replace(/\D/g, '')) : 1;
      const qtyFr = size > 1 ? ` ${size} ${unit}` : '';
      const qtyEn = size > 1 ? ` ${size} ${unit === 'pages' ? 'pages' : unit === 'feuilles' ? 'sheets' : 'pieces'}` : '';
      return {
        fr: `${fr} ${brand}${qtyFr}${packFr}`,
        en: `${brand} ${enName}${qtyEn}${packEn}`,
        brand,
        price: Math.max(200, Math.round((perUnit * (size > 1 ? size : 1) * n * (n > 1 ? 0.9 : 1) * (0.95 + rng.next() * 0.1)) / 50) * 50),
        categories: [70, 75],
        kind: (fr.startsWith('Cartable') ? 'bag' : 'box') as ImageKind,
        selects: {},
        specs: [['Conditionnement', 'Pack', n > 1 ? `Lot de ${n}` : 'À l’unité', n > 1 ? `Pack of ${n}` : 'Single']] as Spec[],
        pitchFr: `${fr} ${brand} pour une rentrée scolaire réussie.`,
        pitchEn: `${brand} ${enName.toLowerCase()} for a successful back to school.`,
        weight: 0.5 * n,
        electronics: false,
      };
    }),
  );

const tyres: Family = (rng) =>
  cartesian(
    [['Michelin', 1.35], ['Bridgestone', 1.25], ['Continental', 1.2], ['Hankook', 1], ['Westlake', 0.75], ['Goodyear', 1.2]] as const,
    ['165/70 R13', '175/65 R14', '185/65 R15', '195/65 R15', '205/55 R16', '215/65 R16', '225/70 R17', '235/65 R17', '265/65 R17', '265/70 R16'],
  ).map(([[brand, factor], size]) => ({
    fr: `Pneu ${brand} ${size}`,
    en: `${brand} ${size} tyre`,
    brand,
    price: rng.price(Number(size.slice(-2)) * 2_600 * factor, Number(size.slice(-2)) * 3_200 * factor),
    categories: [130, 131],
    kind: 'box' as const,
    selects: {},
    specs: [['Dimensions', 'Size', size], ['Saison', 'Season', 'Toutes saisons', 'All season']] as Spec[],
    pitchFr: `Pneu ${brand} ${size}, bonne adhérence sur routes sèches et sous la pluie.`,
    pitchEn: `${brand} ${size} tyre, good grip on dry roads and in the rain.`,
    weight: 9,
    electronics: false,
  }));

const autoAccessories: Family = (rng) =>
  cartesian(
    [['Varta', 'Batterie auto 12 V 70 Ah', '12V 70Ah car battery', 65_000, 'battery'], ['Bosch', 'Batterie auto 12 V 100 Ah', '12V 100Ah car battery', 95_000, 'battery'], ['Total', 'Huile moteur Quartz 7000 10W-40 - 4 L', 'Quartz 7000 10W-40 engine oil - 4 L', 18_000, 'bottle'], ['Shell', 'Huile moteur Helix HX7 - 4 L', 'Helix HX7 engine oil - 4 L', 19_000, 'bottle'], ['Generic', 'Câbles de démarrage 3 m', '3 m jump leads', 9_000, 'tools'], ['Generic', 'Compresseur d’air 12 V', '12V air compressor', 20_000, 'tools'], ['Generic', 'Caméra de recul sans fil', 'Wireless reversing camera', 35_000, 'tools'], ['Generic', 'Housses de siège universelles', 'Universal seat covers', 25_000, 'box']] as const,
    [1, 2],
  ).map(([[brand, fr, enName, base, kind], n]) => ({
    fr: `${fr}${brand === 'Generic' ? '' : ` ${brand}`}${n > 1 ? ' - lot de 2' : ''}`,
    en: `${brand === 'Generic' ? '' : `${brand} `}${enName}${n > 1 ? ' - pack of 2' : ''}`,
    brand: brand === 'Generic' ? 'Sans marque' : brand,
    price: rng.price(base * n * 0.92, base * n * 1.08),
    categories: [130, 132],
    kind,
    selects: {},
    specs: [] as Spec[],
    pitchFr: `${fr} : l'entretien de votre véhicule sans passer par le garage.`,
    pitchEn: `${enName}: look after your vehicle without a trip to the garage.`,
    weight: kind === 'battery' ? 18 : 4,
    electronics: false,
  }));

const motorbikes: Family = (rng) =>
  cartesian(
    [['Nanfang', 'Moto NF125', 'NF125 motorbike', 650_000], ['Haojue', 'Moto HJ125-8', 'HJ125-8 motorbike', 720_000], ['Sanili', 'Moto SL125', 'SL125 motorbike', 600_000], ['Yamaha', 'Moto Crux 110', 'Crux 110 motorbike', 850_000], ['Generic', 'Casque moto intégral', 'Full-face motorbike helmet', 18_000], ['Generic', 'Casque moto jet', 'Open-face motorbike helmet', 12_000], ['Generic', 'Gilet réfléchissant moto-taxi', 'Moto-taxi reflective vest', 3_500]] as const,
    ['Rouge', 'Noir', 'Bleu', 'Blanc'],
  ).map(([[brand, fr, enName, base], colour]) => ({
    fr: `${fr}${brand === 'Generic' ? '' : ` ${brand}`} - ${colour}`,
    en: `${brand === 'Generic' ? '' : `${brand} `}${enName} - ${en(colour)}`,
    brand: brand === 'Generic' ? 'Sans marque' : brand,
    price: rng.price(base * 0.95, base * 1.05),
    categories: [130, 133],
    kind: 'tools' as const,
    selects: { color: colour },
    specs: base > 100_000 ? ([['Cylindrée', 'Engine', fr.replace(/\D/g, '').slice(0, 3) + ' cm³']] as Spec[]) : [],
    pitchFr: `${fr}${brand === 'Generic' ? '' : ` ${brand}`}, robuste pour les routes du Cameroun.`,
    pitchEn: `${enName}${brand === 'Generic' ? '' : ` by ${brand}`}, tough enough for Cameroon's roads.`,
    weight: base > 100_000 ? 110 : 1.5,
    electronics: false,
  }));

/** Every family, in the order products get their ids. */
export const FAMILIES: Family[] = [
  phones, tablets, featurePhones, phoneAccessories, laptops, desktops, printers, storage, tvs, soundbars, audio, tvAccessories,
  fridges, washers, airConditioners, fans, cookers, smallAppliances, microwaves, dining, living, bedroom, kitchenware,
  consoles, games, controllers, groceries, drinks, hygiene, baby, shoes(81, 'homme'), shoes(82, 'femme'), clothing, watches, bags,
  solarPanels, solarKits, batteries, generators, perfumes, care, school, tyres, autoAccessories, motorbikes, virtuals,
];
