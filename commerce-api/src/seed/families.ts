import { loadCatalogueData, type ImageKind } from './catalogue-data.ts';
import type { Prng } from './prng.ts';

export type { ImageKind };

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

const DATA = loadCatalogueData();

function cartesian<A, B>(as: readonly A[], bs: readonly B[]): [A, B][] {
  return as.flatMap((a) => bs.map((b) => [a, b] as [A, B]));
}

const COLORS_PHONE = DATA.COLORS_PHONE;
const COLORS_EN: Record<string, string> = DATA.COLORS_EN;
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

const PHONES: PhoneModel[] = DATA.PHONES;

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

const TABLETS: [brand: string, model: string, min: number, max: number, screen: string, os: string][] = DATA.TABLETS;

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
    DATA.featurePhones.models,
    DATA.featurePhones.variants,
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

// Chargers, cables, cards, glass and holders exist in black and white only.
const plain = (kind: ImageKind, fr: string) => kind === 'usb' || /Verre|Support|Anneau|Perche/.test(fr);

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
    ...DATA.phoneAccessories.caseModels.map(
      (model): [string, string, string, number, number, ImageKind] => ['Generic', `Coque silicone ${model}`, `${model} silicone case`, 2_500, 5_000, 'phone'],
    ),
  ];
  return cartesian(items, DATA.phoneAccessories.variants)
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

const LAPTOPS: [brand: string, model: string, cpu: string[], min: number, max: number, os: string, screen: string][] = DATA.LAPTOPS;

const WARRANTY_OPTION: CustomOptionSeed = DATA.WARRANTY_OPTION;

const laptops: Family = (rng) =>
  LAPTOPS.flatMap(([brand, model, cpus, min, max, os, screen]) =>
    cartesian(cpus, DATA.laptops.variants).filter(() => rng.chance(0.95)).flatMap(([cpu, [ram, ssd]]) =>
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
    DATA.desktops.models,
    DATA.desktops.variants,
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
  DATA.printers.rows.flatMap(([brand, model, typeFr, typeEn, min, max]) =>
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
    DATA.storage.models,
    DATA.storage.variants,
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

const TV_INSTALL: CustomOptionSeed = DATA.TV_INSTALL;

const tvs: Family = (rng) => {
  const brands: [string, number, string[], string][] = DATA.tvs.brands;
  const sizes: [number, number, number][] = DATA.tvs.sizes;
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
    DATA.soundbars.models,
    DATA.soundbars.variants,
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
    DATA.audio.models,
    DATA.audio.variants,
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
  DATA.tvAccessories.rows.flatMap(([brand, fr, enName, base]) =>
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
  const models: [string, string, string, string, number, number, string][] = DATA.fridges.models;
  return cartesian(models, DATA.fridges.variants).filter(() => rng.chance(0.9)).map(([[brand, fr, enName, ref, litres, price, dim], colour]) => ({
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
    DATA.washers.models,
    DATA.washers.variants,
  ).flatMap(([[brand, ref, factor], [kg, typeFr, typeEn]]) =>
    DATA.washers.colours.filter(() => rng.chance(0.75)).map((colour) => ({
      fr: `Machine à laver ${brand} ${ref}${kg}${typeFr === 'Top' ? 'T' : ''} - ${typeFr} - ${kg} kg - ${colour}`,
      en: `${brand} ${ref}${kg}${typeFr === 'Top' ? 'T' : ''} washing machine - ${typeEn} - ${kg} kg - ${en(colour)}`,
      brand,
      price: rng.price((typeFr.startsWith('Semi') ? 120_000 : 150_000 + kg * 15_000) * factor, (typeFr.startsWith('Semi') ? 160_000 : 200_000 + kg * 20_000) * factor),
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

const AC_INSTALL: CustomOptionSeed = DATA.AC_INSTALL;

const airConditioners: Family = (rng) =>
  cartesian(
    DATA.airConditioners.models,
    DATA.airConditioners.variants,
  ).flatMap(([[brand, factor], [btu, cv]]) =>
    [false, true].filter((inverter) => !inverter || rng.chance(0.6)).map((inverter) => ({
      fr: `Climatiseur split ${brand} ${btu} BTU (${cv} CV)${inverter ? ' Inverter' : ''} - Gaz R410`,
      en: `${brand} ${btu} BTU (${cv} HP)${inverter ? ' inverter' : ''} split air conditioner - R410 gas`,
      brand,
      price: rng.price((180_000 + (btu - 9000) * 12) * factor * (inverter ? 1.1 : 1), (220_000 + (btu - 9000) * 14) * factor * (inverter ? 1.1 : 1)),
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
    DATA.fans.models,
    DATA.fans.variants,
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
    DATA.cookers.models,
    DATA.cookers.variants,
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
    DATA.smallAppliances.models,
    DATA.smallAppliances.variants,
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
  cartesian(DATA.microwaves.models, DATA.microwaves.variants).map(
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
    DATA.dining.models,
    DATA.dining.variants,
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
    DATA.living.models,
    DATA.living.variants,
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
    DATA.bedroom.models,
    DATA.bedroom.variants,
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
    DATA.kitchenware.models,
    DATA.kitchenware.variants,
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
  DATA.consoles.rows.flatMap(([brand, fr, enName, base, colour, condition]) =>
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
    DATA.games.models,
    DATA.games.variants,
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
    DATA.controllers.models,
    DATA.controllers.variants,
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
  DATA.groceries.rows.flatMap(([fr, enName, brand, sizes, unit, perUnit, kind]) =>
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
  DATA.drinks.rows.flatMap(([fr, enName, brand, sizes]) =>
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
    DATA.hygiene.models,
    DATA.hygiene.variants,
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
    DATA.baby.models,
    DATA.baby.variants,
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
    const editionFr = DATA.shoes.editionsFr[edition];
    const editionEn = DATA.shoes.editionsEn[edition];
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
  DATA.clothing.rows.flatMap(([brand, fr, enName, base, sized]) =>
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((edition) => {
      const colours = rng.sample(['Noir', 'Blanc', 'Bleu', 'Rouge', 'Vert', 'Jaune', 'Orange', 'Violet', 'Kaki'], rng.int(2, 3));
      const motif = DATA.clothing.motifs[edition]!;
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
    DATA.watches.models,
    DATA.watches.variants,
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
    DATA.bags.models,
    DATA.bags.variants,
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
  cartesian(DATA.solarPanels.models, DATA.solarPanels.variants).map(
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
  DATA.solarKits.rows.flatMap(([brand, fr, enName, base]) =>
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
    DATA.batteries.models,
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
  cartesian(DATA.generators.models, DATA.generators.variants).map(
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
    DATA.perfumes.models,
    DATA.perfumes.variants,
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
    DATA.care.models,
    DATA.care.variants,
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
  ...DATA.virtuals.rows.map(([fr, enName, price]): Draft => ({
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
    DATA.school.models,
    DATA.school.variants,
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
    DATA.tyres.models,
    DATA.tyres.variants,
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
    DATA.autoAccessories.models,
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
    DATA.motorbikes.models,
    DATA.motorbikes.variants,
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
