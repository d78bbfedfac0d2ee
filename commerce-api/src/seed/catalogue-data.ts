import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const IMAGE_KINDS = [
  'phone', 'tablet', 'laptop', 'desktop', 'printer', 'usb', 'tv', 'speaker', 'headphones',
  'fridge', 'washer', 'ac', 'fan', 'cooker', 'blender', 'microwave', 'table', 'sofa', 'bed',
  'pot', 'console', 'gamepad', 'disc', 'sack', 'bottle', 'soap', 'baby', 'shoe', 'shirt',
  'watch', 'bag', 'solar', 'battery', 'generator', 'perfume', 'cream', 'voucher', 'tools', 'box',
] as const;
const ImageKindSchema = Type.Enum(IMAGE_KINDS);
/** Icon the generated product image draws (see src/media/). */
export type ImageKind = Static<typeof ImageKindSchema>;

/** A paid choice on a product page (warranty, installation), with its price per value. */
const CustomOption = Type.Object({ fr: Type.String(), en: Type.String(), values: Type.Array(Type.Object({ fr: Type.String(), en: Type.String(), price: Type.Number() })) });

/** A list of words: colours, sizes, editions, models. */
const Names = Type.Array(Type.String());
/** A product line: three texts (brand, French and English names, in the order its family reads them) and a base price. */
const Product = Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Number()]);
/** A name with its number: a brand and its price factor, a processor and its memory. */
const NameAndNumber = Type.Tuple([Type.String(), Type.Number()]);

/**
 * The catalogue's tables in `data/catalogue.json`: the models, their price ranges, colours and
 * variants that `families.ts` turns into products. Top-level upper-case entries are shared by
 * several families; the others are one family's own, named after it (`models` × `variants` are
 * crossed, `rows` are listed as they are). Prices are FCFA. A merchandiser edits the data; the
 * rules that name, price and describe a product stay code.
 */
const CatalogueSchema = Type.Object({
  COLORS_PHONE: Names,
  COLORS_EN: Type.Record(Type.String(), Type.String()),
  PHONES: Type.Array(Type.Object({ brand: Type.String(), model: Type.String(), min: Type.Number(), max: Type.Number(), screen: Type.String(), battery: Type.Number(), rear: Type.Number(), front: Type.Number(), os: Type.String(), configs: Type.Array(Type.Tuple([Type.Number(), Type.Number()])), resolution: Type.String() })),
  TABLETS: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number(), Type.Number(), Type.String(), Type.String()])),
  featurePhones: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String()])),
    variants: Names,
  }),
  phoneAccessories: Type.Object({
    caseModels: Names,
    variants: Names,
  }),
  LAPTOPS: Type.Array(Type.Tuple([Type.String(), Type.String(), Names, Type.Number(), Type.Number(), Type.String(), Type.String()])),
  WARRANTY_OPTION: CustomOption,
  laptops: Type.Object({
    variants: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  }),
  desktops: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String()])),
    variants: Type.Array(NameAndNumber),
  }),
  printers: Type.Object({
    rows: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.String(), Type.Number(), Type.Number()])),
  }),
  storage: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Array(Type.Number())])),
    variants: Names,
  }),
  TV_INSTALL: CustomOption,
  tvs: Type.Object({
    brands: Type.Array(Type.Tuple([Type.String(), Type.Number(), Names, Type.String()])),
    sizes: Type.Array(Type.Tuple([Type.Number(), Type.Number(), Type.Number()])),
  }),
  soundbars: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number(), Type.Number()])),
    variants: Names,
  }),
  audio: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.String(), Type.Number(), Type.Number(), ImageKindSchema])),
    variants: Names,
  }),
  tvAccessories: Type.Object({
    rows: Type.Array(Product),
  }),
  fridges: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.String(), Type.Number(), Type.Number(), Type.String()])),
    variants: Names,
  }),
  washers: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number()])),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.String(), Type.String()])),
    colours: Names,
  }),
  AC_INSTALL: CustomOption,
  airConditioners: Type.Object({
    models: Type.Array(NameAndNumber),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  }),
  fans: Type.Object({
    models: Type.Array(Product),
    variants: Names,
  }),
  cookers: Type.Object({
    models: Type.Array(NameAndNumber),
    variants: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number()])),
  }),
  smallAppliances: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Number(), ImageKindSchema])),
    variants: Names,
  }),
  microwaves: Type.Object({
    models: Type.Array(NameAndNumber),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.String(), Type.String()])),
  }),
  dining: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number(), Type.String(), Type.Number()])),
    variants: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String()])),
  }),
  living: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number(), ImageKindSchema])),
    variants: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  }),
  bedroom: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number()])),
    variants: Type.Array(NameAndNumber),
  }),
  kitchenware: Type.Object({
    models: Type.Array(Product),
    variants: Names,
  }),
  consoles: Type.Object({
    rows: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Number(), Type.String(), Type.String()])),
  }),
  games: Type.Object({
    models: Names,
    variants: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  }),
  controllers: Type.Object({
    models: Type.Array(Product),
    variants: Names,
  }),
  groceries: Type.Object({
    rows: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Array(Type.Number()), Type.String(), Type.Number(), Type.String()])),
  }),
  drinks: Type.Object({
    rows: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Array(NameAndNumber)])),
  }),
  hygiene: Type.Object({
    models: Type.Array(Product),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.String()])),
  }),
  baby: Type.Object({
    models: Type.Array(Product),
    variants: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  }),
  shoes: Type.Object({
    editionsFr: Names,
    editionsEn: Names,
  }),
  clothing: Type.Object({
    rows: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Number(), Type.Boolean()])),
    motifs: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  }),
  watches: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number()])),
    variants: Names,
  }),
  bags: Type.Object({
    models: Type.Array(Product),
    variants: Names,
  }),
  solarPanels: Type.Object({
    models: Type.Array(NameAndNumber),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.String(), Type.String()])),
  }),
  solarKits: Type.Object({
    rows: Type.Array(Product),
  }),
  batteries: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Array(Type.Number()), Type.String(), Type.Number()])),
  }),
  generators: Type.Object({
    models: Type.Array(NameAndNumber),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.String(), Type.String()])),
  }),
  perfumes: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.String(), Type.Number()])),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  }),
  care: Type.Object({
    models: Type.Array(Product),
    variants: Type.Array(Type.Tuple([Type.Number(), Type.String(), Type.String()])),
  }),
  virtuals: Type.Object({
    rows: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.Number()])),
  }),
  school: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Array(Type.Number()), Type.String(), Type.Number()])),
    variants: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  }),
  tyres: Type.Object({
    models: Type.Array(NameAndNumber),
    variants: Names,
  }),
  autoAccessories: Type.Object({
    models: Type.Array(Type.Tuple([Type.String(), Type.String(), Type.String(), Type.Number(), ImageKindSchema])),
  }),
  motorbikes: Type.Object({
    models: Type.Array(Product),
    variants: Names,
  }),
});

export type CatalogueData = Static<typeof CatalogueSchema>;

export const CATALOGUE_DATA_PATH = join(import.meta.dirname, 'data', 'catalogue.json');

/** Reads the catalogue's tables and refuses a file that does not have their shape, naming the first wrong place. */
export function loadCatalogueData(path = CATALOGUE_DATA_PATH): CatalogueData {
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Value.Check(CatalogueSchema, value)) {
    const [first] = Value.Errors(CatalogueSchema, value);
    throw new Error(`${path}: ${first ? `${first.instancePath || '/'} ${first.message}` : 'not a catalogue'}`);
  }
  return value;
}
