import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
 * The compression runs on libuv's thread pool, not on the event loop, which renders every page
 * of this process: a product page's brotli was a tenth of its uncached render's event-loop time,
 * and another core can do it while the next page renders.
 */
export function pageCompressor(): (page: object, html: string, encoding: HtmlEncoding) => Promise<Buffer> {
  const compressed = new WeakMap<object, Partial<Record<HtmlEncoding, Promise<Buffer>>>>();
  return (page, html, encoding) => {
    const kept = compressed.get(page) ?? {};
    compressed.set(page, kept);
    const known = kept[encoding];
    if (known) return known;
    const made =
      encoding === 'br'
        ? brotliCompressAsync(html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
            },
          })
        : gzipAsync(html, { level: 6 });
    kept[encoding] = made;
    // A failure is not kept: the next request for the page tries again.
    made.catch(() => {
      if (kept[encoding] === made) delete kept[encoding];
    });
    return made;
  };
}
