import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody } from './encoded-body.ts';

describe('EncodedBody', () => {
  const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Téléphone ${i % 7}`, price: (i * 7919) % 100_000 })) });

  it('compresses a first answer quickly and a repeated one smaller, the same JSON every time', () => {
    const body = EncodedBody.json(json);
    const bodies = [1, 2, 3].map(() => body.answer(undefined, 'gzip, deflate, br').body!);
    for (const b of bodies) expect(brotliDecompressSync(b).toString()).toBe(json);
    // The second answer is the smaller form, kept from then on.
    expect(bodies[1]!.length).toBeLessThan(bodies[0]!.length);
    expect(bodies[2]).toBe(bodies[1]);
  });

  it('answers 304 to the tag it gave, and uncompressed without an accepted encoding', () => {
    const body = EncodedBody.json(json);
    expect(body.answer(`W/${body.etag}`, 'br')).toEqual({ kind: 'encoded', status: 304, etag: body.etag });
    expect(Buffer.from(body.answer(undefined, 'br;q=0').body!).toString()).toBe(json);
  });

  it('keeps only the compressed form of a large body and makes the JSON again for clients without brotli', () => {
    const body = EncodedBody.json(json);
    expect(body.size).toBeLessThan(json.length / 4);
    expect(gunzipSync(body.answer(undefined, 'gzip').body!).toString()).toBe(json);
    expect(Buffer.from(body.answer(undefined, undefined).body!).toString()).toBe(json);
    // Each kept body is an array of its own (a message to the main thread copies a view's whole buffer).
    const br = body.answer(undefined, 'br').body!;
    expect(br.byteLength).toBe(br.buffer.byteLength);
  });

  it('reads the JSON it is made from only while it is made (the caller may reuse those bytes)', () => {
    const bytes = Buffer.from(json);
    const body = new EncodedBody(bytes);
    bytes.fill(0x20);
    expect(brotliDecompressSync(body.answer(undefined, 'br').body!).toString()).toBe(json);
    const reused = Buffer.from('{"a":1}');
    const small = new EncodedBody(reused);
    reused.write('{"b":2}');
    expect(Buffer.from(small.answer(undefined, 'br').body!).toString()).toBe('{"a":1}');
  });
});

