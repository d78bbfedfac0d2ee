import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { htmlEncoding, pageCompressor } from './html-encoding.ts';

describe('htmlEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(htmlEncoding('gzip, deflate, br')).toBe('br');
    expect(htmlEncoding('gzip, br;q=0')).toBe('gzip');
    expect(htmlEncoding('*')).toBe('gzip');
    expect(htmlEncoding('identity')).toBeNull();
    expect(htmlEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(htmlEncoding(undefined)).toBeNull();
  });
});

describe('pageCompressor', () => {
  it('compresses a page once per encoding, and the bytes decode to the page', async () => {
    const compress = pageCompressor();
    const page = {};
    const html = `<!doctype html><p>${'Téléphone 25 000 FCFA '.repeat(500)}</p>`;
    // Two requests for the page at once share one compression.
    const [br, again] = await Promise.all([compress(page, html, 'br'), compress(page, 'ignored: under way already', 'br')]);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(again).toBe(br);
    expect(await compress(page, 'ignored: the page was compressed already', 'br')).toBe(br);
    expect(gunzipSync(await compress(page, html, 'gzip')).toString('utf8')).toBe(html);
  });
});
