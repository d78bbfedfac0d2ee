/**
 * The select attributes' dictionaries (colour, memory, size…): labels in both languages and the
 * option ids the catalogue reads back. Data of the running shop, not of the seed: the seed
 * writes them to the database, the catalogue and the image drawer read them from here.
 */
/** One value of a select attribute; `swatch` is the hex colour of colour values. */
export interface DictionaryValue {
  fr: string;
  en: string;
  swatch?: string;
}

export interface Dictionary {
  code: string;
  /** Magento-style numeric attribute id; option ids are `attributeId * 100 + n`, unique store-wide. */
  attributeId: number;
  fr: string;
  en: string;
  values: DictionaryValue[];
}

const same = (label: string): DictionaryValue => ({ fr: label, en: label });
const go = (n: number) => ({ fr: `${n} Go`, en: `${n} GB` });

/** The attribute dictionaries . */
export const DICTIONARIES: Dictionary[] = [
  {
    code: 'color', attributeId: 93, fr: 'Couleur', en: 'Colour',
    values: [
      { fr: 'Noir', en: 'Black', swatch: '#000000' },
      { fr: 'Blanc', en: 'White', swatch: '#FFFFFF' },
      { fr: 'Gris', en: 'Grey', swatch: '#808080' },
      { fr: 'Argent', en: 'Silver', swatch: '#C0C0C0' },
      { fr: 'Or', en: 'Gold', swatch: '#D4AF37' },
      { fr: 'Bleu', en: 'Blue', swatch: '#1E4FD8' },
      { fr: 'Bleu nuit', en: 'Midnight blue', swatch: '#191970' },
      { fr: 'Vert', en: 'Green', swatch: '#2E8B57' },
      { fr: 'Rouge', en: 'Red', swatch: '#D32F2F' },
      { fr: 'Rose', en: 'Pink', swatch: '#F48FB1' },
      { fr: 'Violet', en: 'Purple', swatch: '#7E57C2' },
      { fr: 'Jaune', en: 'Yellow', swatch: '#FBC02D' },
      { fr: 'Orange', en: 'Orange', swatch: '#FB8C00' },
      { fr: 'Marron', en: 'Brown', swatch: '#795548' },
      { fr: 'Beige', en: 'Beige', swatch: '#F5F5DC' },
      { fr: 'Titane', en: 'Titanium', swatch: '#878681' },
      { fr: 'Menthe', en: 'Mint', swatch: '#98D7B6' },
      { fr: 'Bordeaux', en: 'Burgundy', swatch: '#800020' },
      { fr: 'Kaki', en: 'Khaki', swatch: '#8B864E' },
      { fr: 'Bleu ciel', en: 'Sky blue', swatch: '#87CEEB' },
    ],
  },
  {
    code: 'size', attributeId: 144, fr: 'Taille', en: 'Size',
    values: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'].map(same),
  },
  {
    code: 'memory', attributeId: 200, fr: 'Mémoire interne', en: 'Storage',
    values: [...[8, 16, 32, 64, 128, 256, 512].map(go), { fr: '1 To', en: '1 TB' }, { fr: '2 To', en: '2 TB' }],
  },
  {
    code: 'ram', attributeId: 201, fr: 'Mémoire vive (RAM)', en: 'RAM',
    values: [1, 2, 3, 4, 6, 8, 12, 16, 32].map(go),
  },
  {
    code: 'battery', attributeId: 202, fr: 'Batterie', en: 'Battery',
    values: [3000, 4000, 4500, 5000, 6000, 7000, 10000, 20000, 30000].map((n) => same(`${n} mAh`)),
  },
  {
    code: 'rear_camera', attributeId: 203, fr: 'Caméra arrière', en: 'Rear camera',
    values: [8, 12, 13, 48, 50, 64, 108, 200].map((n) => same(`${n} MP`)),
  },
  {
    code: 'front_camera', attributeId: 204, fr: 'Caméra frontale', en: 'Front camera',
    values: [5, 8, 12, 16, 32].map((n) => same(`${n} MP`)),
  },
  {
    code: 'screen', attributeId: 205, fr: 'Taille d’écran', en: 'Screen size',
    values: ['6,1', '6,5', '6,6', '6,7', '6,8', '8', '10,1', '11', '13,3', '14', '15,6', '17,3', '24', '32', '43', '50', '55', '65', '75', '85'].map(
      (s) => ({ fr: `${s} pouces`, en: `${s.replace(',', '.')} inches` }),
    ),
  },
  {
    code: 'condition', attributeId: 206, fr: 'État', en: 'Condition',
    values: [
      { fr: 'Neuf', en: 'New' },
      { fr: 'Reconditionné', en: 'Refurbished' },
      { fr: 'Occasion', en: 'Used' },
    ],
  },
  {
    code: 'os', attributeId: 207, fr: 'Système d’exploitation', en: 'Operating system',
    values: ['Android', 'iOS', 'iPadOS', 'Windows 11', 'macOS', 'KaiOS', 'FreeDOS', 'Tizen', 'webOS', 'VIDAA', 'Google TV', 'HarmonyOS'].map(same),
  },
  {
    code: 'warranty', attributeId: 208, fr: 'Garantie', en: 'Warranty',
    values: [
      { fr: '1 semaine', en: '1 week' },
      { fr: '1 mois', en: '1 month' },
      { fr: '3 mois', en: '3 months' },
      { fr: '6 mois', en: '6 months' },
      { fr: '12 mois', en: '12 months' },
      { fr: '18 mois', en: '18 months' },
      { fr: '24 mois', en: '24 months' },
    ],
  },
  {
    code: 'resolution', attributeId: 209, fr: 'Résolution d’écran', en: 'Screen resolution',
    values: ['HD (1280 x 720)', 'HD+ (1600 x 720)', 'Full HD (1920 x 1080)', 'FHD+ (2400 x 1080)', 'QHD+ (3200 x 1440)', '4K UHD (3840 x 2160)', '8K (7680 x 4320)', 'Retina (2560 x 1600)'].map(same),
  },
  {
    code: 'dimension', attributeId: 210, fr: 'Dimensions', en: 'Dimensions',
    values: ['50 x 50 x 85 cm', '60 x 60 x 85 cm', '55 x 60 x 145 cm', '70 x 65 x 180 cm', '90 x 70 x 180 cm', '120 x 80 x 75 cm', '160 x 90 x 75 cm', '180 x 90 x 76 cm', '200 x 100 x 76 cm', '80 x 30 x 25 cm'].map(same),
  },
  {
    code: 'shoe_size', attributeId: 211, fr: 'Pointure', en: 'Shoe size',
    values: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'].map(same),
  },
];

const byCode = new Map(DICTIONARIES.map((d) => [d.code, d]));

/** Option id of a dictionary value, looked up by its French or English label. */
export function optionId(code: string, label: string): number {
  const found = byCode.get(code);
  if (!found) throw new Error(`unknown dictionary ${code}`);
  const index = found.values.findIndex((v) => v.fr === label || v.en === label);
  if (index < 0) throw new Error(`unknown ${code} value ${label}`);
  return found.attributeId * 100 + index + 1;
}

export function optionLabel(code: string, id: number, locale: 'fr' | 'en'): string | undefined {
  const found = byCode.get(code);
  const value = found?.values[id - found.attributeId * 100 - 1];
  return value?.[locale];
}

export function dictionary(code: string): Dictionary | undefined {
  return byCode.get(code);
}
