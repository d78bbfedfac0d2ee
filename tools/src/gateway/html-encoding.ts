import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip';

/**
 * The encoding to send a page in, from the request's `Accept-Encoding`: brotli, else gzip, else
 * none. A coding with `q=0` is refused, as HTTP says.
 */
export function htmlEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Server-rendered pages are sent from the not-found handler, which `@fastify/compress` does not
 * reach (it hooks routes), and a home page's HTML is about 200 KB, a second of 3G. Each rendered
 * page is compressed once per encoding and kept with it (pages are reused for a short while), at
 * a brotli quality that costs milliseconds: the static files get quality 11 at publish time.
 */
export function pageCompressor(): (page: object, html: string, encoding: HtmlEncoding) => Buffer {
  const compressed = new WeakMap<object, Partial<Record<HtmlEncoding, Buffer>>>();
  return (page, html, encoding) => {
    const kept = compressed.get(page) ?? {};
    compressed.set(page, kept);
    kept[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
            },
          })
        : gzipSync(html, { level: 6 });
    return kept[encoding];
  };
}
