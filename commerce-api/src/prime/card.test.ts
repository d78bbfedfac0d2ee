import { describe, expect, it } from 'vitest';
import { cardPdf, cardSvg, code39Bars, groupedNumber, type CardData } from './card.ts';

const card: CardData = {
  number: '9237000000000421',
  holder: 'Awa Mbarga <b>',
  tier: 'gold',
  tierLabel: 'Or',
  memberSinceLabel: 'Membre depuis',
  memberSince: '24/11/2026',
  title: 'PRIME',
};

describe('Code 39 barcode', () => {
  it('draws 5 bars per character between start and stop characters, 16 units per character', () => {
    const { bars, width } = code39Bars('0123');
    expect(bars).toHaveLength(6 * 5);
    expect(width).toBe(6 * 15 + 5);
    expect(bars[0]).toEqual([0, 1]);
  });
  it('refuses anything but digits', () => {
    expect(() => code39Bars('12A')).toThrow();
  });
});

describe('card files', () => {
  it('writes an SVG with the number, the tier and the escaped holder name', () => {
    const svg = cardSvg(card);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(groupedNumber(card.number));
    expect(svg).toContain('9237 0000 0000 0421');
    expect(svg).toContain('OR');
    expect(svg).toContain('Awa Mbarga &lt;b&gt;');
    expect(svg).not.toContain('<b>');
  });
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = cardPdf({ ...card, holder: 'Éloïse (Ndjock) 李' });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(\xc9lo\xefse \\(Ndjock\\) ?) Tj');
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  });
});
