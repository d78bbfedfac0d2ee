import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';

/** The largest file a manager may upload (a phone photo is 2–6 MB). */
export const HERO_MAX_BYTES = 12 * 1024 * 1024;
/** The page shows the hero at 160 px (120 on a phone): 640 px serves 4× screens and stays light. */
export const HERO_SIZE = 640;
/** Smaller than this on either side, the hero would be blurred even on an ordinary screen. */
export const HERO_MIN_SIDE = 320;
/** A decompression bomb (a tiny file declaring a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

/** The URL path of stored campaign images; the files themselves live in `mediaDir()/campaigns`. */
export const HERO_URL_PREFIX = '/media/campaigns/';
export const HERO_FILE = /^[0-9a-f]{32}\.webp$/;

let memoryDir: string | undefined;

/**
 * Where uploaded media live: `MEDIA_DIR`, else a `media/` folder beside the database (the
 * store's volume in docker-compose, `.store/` by default); a database in memory gets a
 * temporary folder for the process.
 */
export function mediaDir(dbFile: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env['MEDIA_DIR']) return env['MEDIA_DIR'];
  if (!dbFile || dbFile === ':memory:') return (memoryDir ??= mkdtempSync(join(tmpdir(), 'commerce-media-')));
  return join(dirname(dbFile), 'media');
}

export type Stored = { ok: true; value: { path: string; width: number; height: number; bytes: number } } | { ok: false; error: { key: string; parameters: Record<string, string | number> } };

/**
 * A campaign's hero image: decoded (JPEG, PNG, WebP, AVIF, GIF), turned upright from its EXIF
 * orientation, fitted within 640 × 640 px and stored as WebP under a name made of its content,
 * so the same picture uploaded twice is one file and a URL never changes meaning (cacheable forever).
 */
export async function storeHeroImage(bytes: Buffer, dir: string): Promise<Stored> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return { ok: false, error: { key: 'campaign_image_unreadable', parameters: {} } };
  }
  if (!['jpeg', 'png', 'webp', 'avif', 'heif', 'gif'].includes(meta.format ?? '')) return { ok: false, error: { key: 'campaign_image_unreadable', parameters: {} } };
  // EXIF orientations 5–8 swap the sides.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (width < HERO_MIN_SIDE || height < HERO_MIN_SIDE) return { ok: false, error: { key: 'campaign_image_too_small', parameters: { width, height, minimum: HERO_MIN_SIDE } } };
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: HERO_SIZE, height: HERO_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, error: { key: 'campaign_image_unreadable', parameters: {} } };
  }
  const name = `${createHash('sha256').update(out.data).digest('hex').slice(0, 32)}.webp`;
  const folder = join(dir, 'campaigns');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), out.data);
  return { ok: true, value: { path: `${HERO_URL_PREFIX}${name}`, width: out.info.width, height: out.info.height, bytes: out.data.length } };
}
