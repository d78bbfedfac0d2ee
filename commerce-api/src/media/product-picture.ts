import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { LRUCache } from 'lru-cache';
import { dictionary } from '../catalog/dictionaries.ts';
import { productShotSvg, textSeed, type ShotSpec } from './product-shot.ts';
import type { PictureSource } from './repository.ts';

/**
 * The sizes a product picture is served at (`?w=`): 160 px thumbnails, the 600 px picture of
 * pages, 1200 px for the product page's zoom.
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 600, 1200] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
export type PictureFormat = 'webp' | 'jpeg';

/** A gallery file: `…/{slug}-{id}[_{view}][-u{hash}].{jpg|webp}` (`.svg`: galleries seeded before pictures were raster). */
export const PICTURE_FILE = /-(\d{1,9})(?:_(\d))?(?:-u([0-9a-f]{16}))?\.(jpg|webp|svg)$/;

const COLOUR = dictionary('color')!;
const SWATCHES = new Map(COLOUR.values.map((v, i) => [COLOUR.attributeId * 100 + i + 1, v.swatch ?? '#9E9E9E']));
/** A last name segment made only of these is a variant (`Noir`, `Violet / XXL`), not the model. */
const VARIANT_WORDS = new Set(['color', 'size', 'shoe_size'].flatMap((code) => dictionary(code)!.values.map((v) => v.fr)));
/** Colour of a product with none: dark for devices, light for appliances, warm for the rest. */
const DEFAULT_BODY: Record<string, string> = { phone: '#263238', tablet: '#37474F', laptop: '#546E7A', tv: '#212121', desktop: '#37474F', console: '#263238', gamepad: '#263238', speaker: '#212121', fridge: '#CFD8DC', washer: '#ECEFF1', microwave: '#B0BEC5', cooker: '#B0BEC5', ac: '#F5F5F5' };
const SANS_MARQUE = new Set(['Sans marque', 'GT Store', '']);

/** The size a kind comes in, smallest to largest, with the unit the name states it in. */
const SIZE_RANGES: Record<string, [RegExp, number, number]> = {
  phone: [/(\d+(?:[.,]\d+)?)"/, 5, 7],
  tablet: [/(\d+(?:[.,]\d+)?)"/, 7, 13],
  laptop: [/(\d+(?:[.,]\d+)?)"/, 11, 17.3],
  tv: [/(\d+(?:[.,]\d+)?)"/, 24, 85],
  desktop: [/(\d+(?:[.,]\d+)?)"/, 19, 32],
  fridge: [/(\d+) L\b/, 50, 600],
  microwave: [/(\d+) L\b/, 17, 42],
  washer: [/(\d+(?:[.,]\d+)?) kg/, 5, 14],
  sack: [/(\d+(?:[.,]\d+)?) kg/, 1, 50],
  bottle: [/(\d+(?:[.,]\d+)?) (?:cl|L)\b/, 25, 150],
  perfume: [/(\d+) ml/, 30, 200],
  generator: [/(\d+(?:[.,]\d+)?) kVA/, 1, 10],
  solar: [/(\d+) W\b/, 20, 600],
  ac: [/(\d+) BTU/, 9000, 24000],
};

/** The model a product is, from its French name: no Prime-edition prefix, no colour or size segment. */
export function modelName(nameFr: string): string {
  const parts = nameFr.replace(/^Édition Prime · /, '').split(' - ');
  if (parts.length > 1 && parts.at(-1)!.split(' / ').every((v) => VARIANT_WORDS.has(v))) parts.pop();
  return parts.join(' - ');
}

function sizeScale(kind: string, model: string): number {
  const range = SIZE_RANGES[kind];
  const found = range?.[0].exec(model);
  if (!range || !found) return 1;
  const value = Number(found[1]!.replace(',', '.'));
  const position = Math.min(1, Math.max(0, (value - range[1]) / (range[2] - range[1])));
  return 0.8 + 0.3 * position;
}

/** The drawing's inputs for a product row (a configurable product is shown in its first colour). */
export function shotSpec(row: Pick<PictureSource, 'name_fr' | 'attributes' | 'extension'>): ShotSpec {
  const attributes = JSON.parse(row.attributes) as Record<string, string | undefined>;
  const extension = JSON.parse(row.extension) as { configurable_product_options?: { attribute_code: string; values: number[] }[] };
  const kind = attributes['_kind'] ?? 'box';
  const colourId = Number(attributes['color'] ?? extension.configurable_product_options?.find((o) => o.attribute_code === 'color')?.values[0] ?? 0);
  const model = modelName(row.name_fr);
  const brand = attributes['marque'] ?? '';
  const [head = '', ...rest] = model.split(' - ');
  const title = SANS_MARQUE.has(brand) ? head : head.replace(brand, '').replace(/\s{2,}/g, ' ').trim() || head;
  return {
    kind,
    body: SWATCHES.get(colourId) ?? DEFAULT_BODY[kind] ?? '#E0A96D',
    brand: SANS_MARQUE.has(brand) ? '' : brand,
    title,
    detail: rest.join(' · '),
    scale: sizeScale(kind, model),
    seed: textSeed(model),
  };
}

/** A picture as served: its bytes and a validator made of what it was made from. */
export interface Picture {
  bytes: Buffer;
  etag: string;
}

// Encoder effort is kept low: mozjpeg and WebP's default effort cost 4–15 times as much for files
// 10–35 % smaller (measured in docs/benchmarks/2026-11-28-product-pictures.md).
const encode = (image: Sharp, format: PictureFormat) =>
  format === 'webp' ? image.webp({ quality: 78, effort: 2 }).toBuffer() : image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }).toBuffer();

/** A decompression bomb (a tiny file declaring a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * Product pictures, made on first request and kept on disk (`{mediaDir}/catalog-cache`) and the
 * hottest in memory: drawing and encoding all ~5,300 products' views, sizes and formats up front
 * would cost the seed minutes (docs/benchmarks/2026-11-28-product-pictures.md). A picture is
 * named by what it is made from, so a changed product never gets an old file.
 */
export function pictureMaker(cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  const memory = new LRUCache<string, Buffer>({ maxSize: 48 * 1024 * 1024, sizeCalculation: (b) => b.length });
  const making = new Map<string, Promise<Buffer>>();

  const cached = async (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = memory.get(key) ?? making.get(key);
    if (hit) return hit;
    const file = join(cacheDir, key);
    const pending = readFile(file)
      .catch(async () => {
        const bytes = await make();
        // Written under a temporary name first: a reader never sees half a file.
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
        return bytes;
      })
      .then((bytes) => {
        memory.set(key, bytes);
        return bytes;
      })
      .finally(() => making.delete(key));
    making.set(key, pending);
    return pending;
  };

  return {
    /** The generated shot of a product's view. */
    async generated(spec: ShotSpec, view: number, width: ProductImageWidth, format: PictureFormat): Promise<Picture> {
      const svg = productShotSvg(spec, view, width);
      const key = `g-${createHash('sha256').update(svg).digest('hex').slice(0, 24)}.${format}`;
      return { bytes: await cached(key, () => encode(sharp(Buffer.from(svg)), format)), etag: `"${key}"` };
    },
    /** An uploaded picture at a served size, square on white like the generated ones. */
    async uploaded(hash: string, master: () => Promise<Buffer | undefined>, width: ProductImageWidth, format: PictureFormat): Promise<Picture | undefined> {
      const key = `u-${hash}-${width}.${format}`;
      let missing = false;
      const bytes = await cached(key, async () => {
        const source = await master();
        if (!source) {
          missing = true;
          throw new Error('no such picture');
        }
        return encode(sharp(source).resize({ width, height: width, fit: 'contain', background: '#ffffff' }), format);
      }).catch((error: unknown) => {
        if (missing) return undefined;
        throw error;
      });
      return bytes ? { bytes, etag: `"${key}"` } : undefined;
    },
  };
}

export type PictureMaker = ReturnType<typeof pictureMaker>;

/** The largest file a merchant may upload (a phone photo is 2–6 MB). */
export const PICTURE_MAX_BYTES = 12 * 1024 * 1024;
/** Smaller than this on its longer side, the 600 px picture would be blurred. */
export const PICTURE_MIN_SIDE = 300;
const MASTER_SIDE = 1200;

export type Master = { ok: true; value: { image: Buffer; hash: string; width: number; height: number } } | { ok: false; error: { key: 'product_picture_unreadable' | 'product_picture_too_small'; parameters: Record<string, number> } };

/**
 * An uploaded photo made into the master every size is cut from: decoded (JPEG, PNG, WebP,
 * AVIF, GIF), turned upright from its EXIF orientation, fitted within 1200 × 1200 px, WebP.
 */
export async function pictureMaster(bytes: Buffer): Promise<Master> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return { ok: false, error: { key: 'product_picture_unreadable', parameters: {} } };
  }
  if (!['jpeg', 'png', 'webp', 'avif', 'heif', 'gif'].includes(meta.format ?? '')) return { ok: false, error: { key: 'product_picture_unreadable', parameters: {} } };
  if (Math.max(meta.width, meta.height) < PICTURE_MIN_SIDE) return { ok: false, error: { key: 'product_picture_too_small', parameters: { width: meta.width, height: meta.height, minimum: PICTURE_MIN_SIDE } } };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MASTER_SIDE, height: MASTER_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, value: { image: data, hash: createHash('sha256').update(data).digest('hex').slice(0, 16), width: info.width, height: info.height } };
  } catch {
    return { ok: false, error: { key: 'product_picture_unreadable', parameters: {} } };
  }
}
