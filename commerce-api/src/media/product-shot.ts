/**
 * A generated product shot: the product's shape for its kind, in its colour, at its size class,
 * on a studio background, with its brand and model written under it (as on a shop's packshot
 * label). Drawn as SVG in a 600 × 600 box and rasterised by sharp (see product-picture.ts).
 */

export interface ShotSpec {
  kind: string;
  /** Body colour (`#rrggbb`). */
  body: string;
  brand: string;
  /** The model's name without the brand (`iPhone 13`, `Téléviseur 43" A6K`). */
  title: string;
  /** The model's other features (`6,1" · 128 Go ROM · 4 Go RAM`). */
  detail: string;
  /** 0.8 (smallest of its kind) to 1.1 (largest). */
  scale: number;
  /** A number drawn from the model's name: its background tone and small details differ per model. */
  seed: number;
}

const TINTS = ['#FFF4E5', '#E8F4FD', '#EEF7EE', '#F6EEFB', '#FDEDEE', '#F2F2F2', '#FFF9DB', '#E6F7F5'];
const ACCENTS = ['#E65100', '#1565C0', '#2E7D32', '#6A1B9A', '#C62828', '#37474F', '#F57F17', '#00796B'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** FNV-1a: a stable number from a text (the same model always gets the same drawing). */
export function textSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** `#rrggbb` moved towards white (amount > 0) or black (< 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Near-white bodies get a darker outline, or they vanish on the light background. */
function outlineOf(body: string, accent: string): string {
  const n = Number.parseInt(body.slice(1), 16);
  const light = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return light > 200 ? '#90A4AE' : accent;
}

/**
 * A line of text that never overflows the label: a long one gets a smaller font, never cut (librsvg
 * ignores `textLength`). DejaVu Sans, the fonts a Debian image has, averages 0.66 em a character
 * in bold, 0.58 regular.
 */
function line(text: string, y: number, size: number, weight: number, fill: string): string {
  if (!text) return '';
  const fitted = Math.min(size, 530 / (text.length * (weight >= 600 ? 0.66 : 0.58)));
  return `<text x="300" y="${y}" font-family="DejaVu Sans,Arial,Helvetica,sans-serif" font-size="${fitted.toFixed(1)}" font-weight="${weight}" text-anchor="middle" fill="${fill}">${escapeXml(text)}</text>`;
}

/** Lenses on the back of a phone or tablet: their number and place differ between models. */
function lenses(seed: number, a: string): string {
  const count = 1 + (seed % 4);
  const square = (seed >> 3) % 2 === 0;
  const dots = [[270, 170], [270, 200], [296, 170], [296, 200]].slice(0, count);
  const frame = square ? `<rect x="254" y="154" width="${count > 2 ? 58 : 32}" height="${count > 1 ? 62 : 32}" rx="10" fill="#263238" opacity=".85"/>` : '';
  return frame + dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#37474F" stroke="${a}" stroke-width="2"/>`).join('');
}

/** The back of a phone or tablet: lenses and the brand. */
function back(kind: string, b: string, a: string, brand: string, seed: number): string {
  const body = kind === 'tablet' ? `<rect x="200" y="150" width="200" height="200" rx="16" fill="${b}" stroke="${a}" stroke-width="6"/>` : `<rect x="240" y="140" width="120" height="220" rx="18" fill="${b}" stroke="${a}" stroke-width="6"/>`;
  return `${body}${lenses(seed, a)}<text x="300" y="${kind === 'tablet' ? 300 : 320}" font-family="DejaVu Sans,Arial,sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="${a}">${escapeXml(brand.slice(0, 12))}</text>`;
}

/** Kinds with a label on the product itself, where the brand is printed. */
const LABELLED = new Set(['bottle', 'perfume', 'cream', 'baby', 'blender', 'sack']);

/**
 * The views of a gallery: 0 the front, 1 the back or a three-quarter angle, 2 a close-up of
 * the product. Every view keeps the label, so no two models share any of their pictures.
 */
export function productShotSvg(spec: ShotSpec, view: number, width: number): string {
  const tint = TINTS[spec.seed % TINTS.length]!;
  // A brand keeps its colour across its models; the background tone differs per model.
  const accent = ACCENTS[textSeed(spec.brand) % ACCENTS.length]!;
  const outline = outlineOf(spec.body, accent);
  const drawn =
    view === 1 && (spec.kind === 'phone' || spec.kind === 'tablet')
      ? back(spec.kind, 'url(#body)', outline, spec.brand, spec.seed)
      : icon(spec.kind, 'url(#body)', outline) +
        (LABELLED.has(spec.kind) ? `<text x="300" y="277" font-family="DejaVu Sans,Arial,sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="${accent}">${escapeXml(spec.brand.slice(0, 10))}</text>` : '');
  // The icons are drawn in a 200 px box: 1.2 fills the stage above the label, 1.7 is the close-up.
  const s = spec.scale * (view === 2 ? 1.7 : 1.2);
  const angle = view === 1 && spec.kind !== 'phone' && spec.kind !== 'tablet' ? ' skewY(-6) scale(.88 1)' : '';
  const centreY = view === 2 ? 215 : 235;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="${width}" height="${width}">` +
    `<defs><radialGradient id="bg" cx="50%" cy="38%" r="70%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${tint}"/></radialGradient>` +
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(spec.body, 0.35)}"/><stop offset=".55" stop-color="${spec.body}"/><stop offset="1" stop-color="${shade(spec.body, -0.3)}"/></linearGradient>` +
    // A shadow fading out by a gradient, not a blur filter: blurring costs librsvg several times the whole drawing.
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="stage"><rect width="600" height="430"/></clipPath></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<g clip-path="url(#stage)">` +
    (view === 2 ? '' : `<ellipse cx="300" cy="${(centreY + 128 * s).toFixed(1)}" rx="${(125 * s).toFixed(1)}" ry="24" fill="url(#shadow)"/>`) +
    `<g transform="translate(300 ${centreY}) scale(${s.toFixed(3)})${angle} translate(-300 -250)">${drawn}</g></g>` +
    `<rect x="20" y="440" width="560" height="145" rx="18" fill="#fff" opacity=".94"/>` +
    line(spec.brand, 484, 32, 700, accent) +
    line(spec.title, 527, 27, 600, '#212121') +
    line(spec.detail, 565, 20, 400, '#546E7A') +
    `</svg>`
  );
}

/** Icons drawn in a 200×200 box centred at (300, 250); `b` is the body colour, `a` the accent. */
function icon(kind: string, b: string, a: string): string {
  const stroke = `stroke="${a}" stroke-width="6" fill="none"`;
  switch (kind) {
    case 'phone':
      return `<rect x="240" y="140" width="120" height="220" rx="18" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="252" y="165" width="96" height="165" rx="4" fill="#fff" opacity=".85"/><circle cx="300" cy="345" r="7" fill="${a}"/>`;
    case 'tablet':
      return `<rect x="200" y="150" width="200" height="200" rx="16" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="215" y="165" width="170" height="170" rx="4" fill="#fff" opacity=".85"/>`;
    case 'laptop':
      return `<rect x="205" y="160" width="190" height="130" rx="8" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="218" y="172" width="164" height="106" fill="#fff" opacity=".85"/><path d="M180 300h240l-20 30H200z" fill="${a}"/>`;
    case 'tv':
    case 'desktop':
      return `<rect x="180" y="150" width="240" height="150" rx="8" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="192" y="162" width="216" height="126" fill="#fff" opacity=".8"/><path d="M290 300h20v30h40v10h-100v-10h40z" fill="${a}"/>`;
    case 'fridge':
      return `<rect x="235" y="120" width="130" height="250" rx="10" fill="${b}" stroke="${a}" stroke-width="6"/><line x1="235" y1="200" x2="365" y2="200" ${stroke}/><rect x="345" y="145" width="8" height="40" fill="${a}"/><rect x="345" y="220" width="8" height="60" fill="${a}"/>`;
    case 'washer':
      return `<rect x="215" y="145" width="170" height="210" rx="12" fill="${b}" stroke="${a}" stroke-width="6"/><circle cx="300" cy="270" r="58" fill="#fff" stroke="${a}" stroke-width="6"/><circle cx="245" cy="170" r="6" fill="${a}"/><circle cx="265" cy="170" r="6" fill="${a}"/>`;
    case 'microwave':
    case 'printer':
      return `<rect x="185" y="180" width="230" height="140" rx="10" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="200" y="195" width="150" height="110" rx="4" fill="#fff" opacity=".85"/><circle cx="385" cy="220" r="8" fill="${a}"/><circle cx="385" cy="250" r="8" fill="${a}"/>`;
    case 'ac':
      return `<rect x="170" y="190" width="260" height="90" rx="20" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M195 255h210M195 265h210" ${stroke}/><path d="M220 300q10 25 0 50M300 300q10 25 0 50M380 300q10 25 0 50" ${stroke}/>`;
    case 'fan':
      return `<circle cx="300" cy="220" r="80" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M300 220q-10-60 20-70q20 40-20 70zM300 220q55 25 45 55q-45-5-45-55zM300 220q-50 35-70 10q30-35 70-10z" fill="${a}"/><path d="M300 300v60M260 365h80" ${stroke}/>`;
    case 'cooker':
      return `<rect x="200" y="170" width="200" height="190" rx="8" fill="${b}" stroke="${a}" stroke-width="6"/><circle cx="250" cy="150" r="18" ${stroke}/><circle cx="350" cy="150" r="18" ${stroke}/><rect x="220" y="220" width="160" height="110" rx="6" fill="#fff" opacity=".8"/>`;
    case 'blender':
    case 'bottle':
    case 'perfume':
    case 'cream':
    case 'baby':
      return `<path d="M270 130h60v40l25 40v140a15 15 0 0 1-15 15h-80a15 15 0 0 1-15-15V210l25-40z" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="262" y="240" width="76" height="60" rx="6" fill="#fff" opacity=".85"/>`;
    case 'table':
      return `<rect x="170" y="200" width="260" height="22" rx="6" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M195 222v120M405 222v120M240 222v90M360 222v90" ${stroke}/>`;
    case 'sofa':
      return `<path d="M180 230a20 20 0 0 1 40 0v30h160v-30a20 20 0 0 1 40 0v100H180z" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="220" y="190" width="160" height="70" rx="14" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M195 330v25M405 330v25" ${stroke}/>`;
    case 'bed':
      return `<rect x="170" y="250" width="260" height="60" rx="8" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="170" y="180" width="30" height="150" rx="6" fill="${a}"/><rect x="215" y="225" width="70" height="30" rx="12" fill="#fff" stroke="${a}" stroke-width="4"/>`;
    case 'pot':
      return `<path d="M200 210h200v100a40 40 0 0 1-40 40H240a40 40 0 0 1-40-40z" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M180 215h20M400 215h20M260 190h80" ${stroke}/>`;
    case 'console':
    case 'gamepad':
      return `<path d="M220 200h160a50 50 0 0 1 48 64l-18 62a28 28 0 0 1-48 8l-22-26h-80l-22 26a28 28 0 0 1-48-8l-18-62a50 50 0 0 1 48-64z" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M240 240v40M220 260h40" ${stroke}/><circle cx="360" cy="248" r="9" fill="${a}"/><circle cx="380" cy="272" r="9" fill="${a}"/>`;
    case 'disc':
      return `<circle cx="300" cy="250" r="100" fill="${b}" stroke="${a}" stroke-width="6"/><circle cx="300" cy="250" r="22" fill="#fff" stroke="${a}" stroke-width="6"/>`;
    case 'sack':
      return `<path d="M240 140h120l-10 30q60 60 50 150a30 30 0 0 1-30 30H230a30 30 0 0 1-30-30q-10-90 50-150z" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="245" y="240" width="110" height="60" rx="6" fill="#fff" opacity=".85"/>`;
    case 'soap':
    case 'box':
    case 'usb':
      return `<path d="M300 140l110 50v120l-110 50-110-50V190z" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M190 190l110 50 110-50M300 240v120" ${stroke}/>`;
    case 'shoe':
      return `<path d="M180 300v-90h60q20 40 80 45l60 10a40 40 0 0 1 40 35v0z" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M180 300h240v25H180z" fill="${a}"/>`;
    case 'shirt':
      return `<path d="M250 140l-70 40 25 50 30-15v145h130V215l30 15 25-50-70-40q-25 30-50 0z" fill="${b}" stroke="${a}" stroke-width="6"/>`;
    case 'watch':
      return `<rect x="270" y="120" width="60" height="260" rx="20" fill="${a}"/><circle cx="300" cy="250" r="70" fill="${b}" stroke="${a}" stroke-width="8"/><path d="M300 250v-40M300 250l28 18" ${stroke}/>`;
    case 'bag':
      return `<path d="M260 200v-30a40 40 0 0 1 80 0v30" ${stroke}/><rect x="200" y="200" width="200" height="160" rx="18" fill="${b}" stroke="${a}" stroke-width="6"/>`;
    case 'solar':
      return `<path d="M200 170h200l30 150H170z" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M215 220h170M205 270h190M266 170l-10 150M334 170l10 150" ${stroke}/><path d="M300 320v40M260 360h80" ${stroke}/>`;
    case 'battery':
    case 'generator':
      return `<rect x="200" y="170" width="200" height="170" rx="12" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="230" y="150" width="40" height="20" fill="${a}"/><rect x="330" y="150" width="40" height="20" fill="${a}"/><path d="M310 200l-40 60h40l-20 50 50-70h-40z" fill="${a}"/>`;
    case 'speaker':
      return `<rect x="225" y="130" width="150" height="240" rx="20" fill="${b}" stroke="${a}" stroke-width="6"/><circle cx="300" cy="290" r="45" fill="#fff" stroke="${a}" stroke-width="6"/><circle cx="300" cy="185" r="22" fill="#fff" stroke="${a}" stroke-width="6"/>`;
    case 'headphones':
      return `<path d="M210 290v-40a90 90 0 0 1 180 0v40" ${stroke}/><rect x="195" y="270" width="45" height="80" rx="14" fill="${b}" stroke="${a}" stroke-width="6"/><rect x="360" y="270" width="45" height="80" rx="14" fill="${b}" stroke="${a}" stroke-width="6"/>`;
    case 'voucher':
      return `<path d="M180 190h240v40a20 20 0 0 0 0 40v40H180v-40a20 20 0 0 0 0-40z" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M260 190v120" stroke="${a}" stroke-width="4" stroke-dasharray="10 8"/><text x="340" y="262" font-size="44" text-anchor="middle" fill="${a}" font-weight="700">%</text>`;
    default:
      return `<rect x="220" y="170" width="160" height="160" rx="24" fill="${b}" stroke="${a}" stroke-width="6"/><path d="M260 250l30 30 50-60" ${stroke}/>`;
  }
}

