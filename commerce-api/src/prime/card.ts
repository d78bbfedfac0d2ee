/**
 * The Prime virtual card as one drawing (rectangles and text, top-left origin, in points) that
 * two small writers turn into an SVG image or a one-page PDF, so both downloads show the same
 * card. The card number is printed as a Code 39 barcode: digits only, no check character
 * needed, read by every counter scanner.
 */
import type { TierCode } from './rules.ts';

export interface CardData {
  number: string;
  holder: string;
  tier: TierCode;
  tierLabel: string;
  memberSinceLabel: string;
  memberSince: string;
  title: string;
}

type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string; radius?: number }
  | { kind: 'text'; x: number; y: number; size: number; bold?: boolean; color: string; text: string };

/** ISO/IEC 7810 ID-1 card, 85.6 × 54 mm, in PDF points. */
export const CARD_WIDTH = 243;
export const CARD_HEIGHT = 153;

const TIER_COLOURS: Record<TierCode, { background: string; accent: string; text: string }> = {
  classic: { background: '#1f4e79', accent: '#9cc3e6', text: '#ffffff' },
  silver: { background: '#6b7280', accent: '#e5e7eb', text: '#ffffff' },
  gold: { background: '#8a6d1d', accent: '#f5d97a', text: '#ffffff' },
  platinum: { background: '#1f2937', accent: '#d1d5db', text: '#ffffff' },
};

/** Code 39 patterns (bar, space, bar, … ; w = wide, n = narrow) for digits and the start/stop '*'. */
const CODE39: Record<string, string> = {
  '0': 'nnnwwnwnn', '1': 'wnnwnnnnw', '2': 'nnwwnnnnw', '3': 'wnwwnnnnn', '4': 'nnnwwnnnw',
  '5': 'wnnwwnnnn', '6': 'nnwwwnnnn', '7': 'nnnwnnwnw', '8': 'wnnwnnwnn', '9': 'nnwwnnwnn', '*': 'nwnnwnwnn',
};

/** Bars of a Code 39 barcode as [offset, width] in narrow units (wide = 3 narrow). */
export function code39Bars(digits: string): { bars: [number, number][]; width: number } {
  if (!/^\d+$/.test(digits)) throw new Error('Code 39 card numbers are digits only');
  const bars: [number, number][] = [];
  let x = 0;
  for (const char of `*${digits}*`) {
    const pattern = CODE39[char]!;
    for (let i = 0; i < 9; i++) {
      const w = pattern[i] === 'w' ? 3 : 1;
      if (i % 2 === 0) bars.push([x, w]);
      x += w;
    }
    x += 1; // narrow gap between characters
  }
  return { bars, width: x - 1 };
}

export const groupedNumber = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export function cardShapes(card: CardData): Shape[] {
  const colours = TIER_COLOURS[card.tier];
  const shapes: Shape[] = [
    { kind: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: CARD_HEIGHT, color: colours.background, radius: 10 },
    { kind: 'rect', x: 0, y: 34, w: CARD_WIDTH, h: 3, color: colours.accent },
    { kind: 'text', x: 14, y: 24, size: 14, bold: true, color: colours.text, text: card.title },
    { kind: 'text', x: 150, y: 24, size: 11, bold: true, color: colours.accent, text: card.tierLabel.toUpperCase() },
    { kind: 'text', x: 14, y: 58, size: 12, bold: true, color: colours.text, text: groupedNumber(card.number) },
    { kind: 'text', x: 14, y: 74, size: 9, color: colours.text, text: card.holder },
    { kind: 'text', x: 14, y: 87, size: 7, color: colours.accent, text: `${card.memberSinceLabel} ${card.memberSince}` },
    { kind: 'rect', x: 10, y: 95, w: CARD_WIDTH - 20, h: 50, color: '#ffffff', radius: 3 },
  ];
  const { bars, width } = code39Bars(card.number);
  const unit = (CARD_WIDTH - 36) / width;
  for (const [offset, w] of bars) shapes.push({ kind: 'rect', x: 18 + offset * unit, y: 100, w: w * unit, h: 32, color: '#000000' });
  shapes.push({ kind: 'text', x: 18, y: 141, size: 6, color: '#000000', text: card.number });
  return shapes;
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (value: number) => String(Math.round(value * 100) / 100);

export function cardSvg(card: CardData): string {
  const body = cardShapes(card)
    .map((s) =>
      s.kind === 'rect'
        ? `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}"${s.radius ? ` rx="${s.radius}"` : ''} fill="${s.color}"/>`
        : `<text x="${n(s.x)}" y="${n(s.y)}" font-size="${s.size}"${s.bold ? ' font-weight="700"' : ''} fill="${s.color}">${xml(s.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH * 3}" height="${CARD_HEIGHT * 3}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${xml(`${card.title} ${card.tierLabel} ${card.number}`)}">${body}</svg>`;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => n(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');

/** PDF text strings are bytes in WinAnsi: Latin-1 letters stay, anything else becomes '?'. */
const pdfText = (text: string) =>
  [...text]
    .map((c) => (c.charCodeAt(0) > 255 ? '?' : c))
    .join('')
    .replace(/([\\()])/g, '\\$1');

/** A one-page PDF of the card, written by hand (the drawing is a dozen rectangles and lines of text). */
export function cardPdf(card: CardData): Buffer {
  const ops: string[] = [];
  for (const s of cardShapes(card)) {
    if (s.kind === 'rect') ops.push(`${rgb(s.color)} rg ${n(s.x)} ${n(CARD_HEIGHT - s.y - s.h)} ${n(s.w)} ${n(s.h)} re f`);
    else ops.push(`BT /${s.bold ? 'F2' : 'F1'} ${s.size} Tf ${rgb(s.color)} rg ${n(s.x)} ${n(CARD_HEIGHT - s.y)} Td (${pdfText(s.text)}) Tj ET`);
  }
  const content = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${CARD_WIDTH} ${CARD_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.concat([Buffer.from(`6 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream\nendobj\n', 'latin1')]));
  const xrefAt = length;
  const xref = ['xref', `0 ${offsets.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  push(Buffer.from(`${xref}\ntrailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
