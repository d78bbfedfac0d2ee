import { hash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A cached JSON response with its compressed forms. Catalogue pages are ~100 KB of JSON served
 * many times: compressing per request, as a gateway would, costs more than the request itself,
 * while a compressed copy is ~20× smaller on 3G. Compression runs synchronously: ~1 ms at these
 * levels, whereas zlib's asynchronous API measured far slower under 50 concurrent connections
 * (its chunks queue behind every other event).
 *
 * Only the compressed form of a body over 1 KB is kept; the JSON is made again from it for the
 * rare client that accepts no brotli. Browsers all do, and kept bytes are memory outside V8's
 * heap, whose growth starts full collections of the reader thread's heap: a listing keeps 7 KB
 * instead of 127 KB. The JSON a body is made from is read only while it is made.
 *
 * Each answer carries an ETag (a hash of the JSON) with `Cache-Control: private, no-cache`: the
 * browser keeps it and asks again with `If-None-Match`; an unchanged page is then a bodiless 304.
 * Private, because a Prime member's catalogue differs from a guest's.
 */
export class EncodedBody {
  readonly etag: string;
  /** The JSON itself, for a body under 1 KB (not worth compressing). */
  private readonly small?: Uint8Array;
  private br?: Uint8Array;
  /** How many answers `br` has given: the second one makes the smaller form (quality 3). */
  private brAnswers = 0;
  private gzip?: Uint8Array;

  constructor(json: Uint8Array) {
    this.etag = `"${hash('sha1', json, 'base64url')}"`;
    if (json.length < 1024) this.small = ownCopy(json);
    // Varied traffic makes most answers once: made at quality 1 (a 120 KB listing: 0.08 ms of
    // CPU for 7.1 KB), remade at quality 3 when asked for again (0.21 ms for 6.1 KB), kept for
    // every later request (quality 4 and up cost more for little less).
    else this.br = ownCopy(brotli(json, 1));
  }

  static json(text: string): EncodedBody {
    return new EncodedBody(Buffer.from(text));
  }

  /** Bytes kept (a cache's weight). */
  get size(): number {
    return (this.small?.length ?? 0) + (this.br?.length ?? 0) + (this.gzip?.length ?? 0);
  }

  /**
   * What to answer a request carrying these headers: a bodiless 304 when the browser holds this
   * JSON already, else the body in the best encoding it accepts. Plain data, so a reader thread
   * can hand it to the thread that owns the socket (`sendAnswer`).
   */
  answer(ifNoneMatch: string | undefined, acceptEncoding: string | undefined): EncodedAnswer {
    const etag = this.etag;
    // The same JSON whatever the encoding: one tag for all of them (weak comparison, as for a GET).
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return { kind: 'encoded', status: 304, etag };
    if (this.small) return { kind: 'encoded', status: 200, etag, body: this.small };
    const accept = acceptEncoding ?? '';
    if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accept)) {
      if (++this.brAnswers === 2) this.br = ownCopy(brotli(this.json(), 3));
      return { kind: 'encoded', status: 200, etag, encoding: 'br', body: this.br! };
    }
    if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accept)) {
      this.gzip ??= ownCopy(gzipSync(this.json(), { level: 1 }));
      return { kind: 'encoded', status: 200, etag, encoding: 'gzip', body: this.gzip };
    }
    return { kind: 'encoded', status: 200, etag, body: this.json() };
  }

  /** The JSON, made again from its compressed form. */
  private json(): Uint8Array {
    return this.small ?? brotliDecompressSync(this.br!);
  }
}

function brotli(json: Uint8Array, quality: number): Buffer {
  return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
}

/**
 * The bytes in an array of their own, of their exact size (a typed array built from another is a
 * copy): zlib's output is a view into a larger chunk, and a message to another thread copies a
 * view's whole buffer.
 */
const ownCopy = (bytes: Uint8Array): Uint8Array => new Uint8Array(bytes);

/**
 * The request headers an `EncodedAnswer` depends on, for a read answered on a reader thread: every
 * route that sends one reads them here, so none answers a 200 to a browser that holds the page, or
 * uncompressed to one that accepts compression.
 */
export function answerHeaders(request: FastifyRequest): { ifNoneMatch?: string; acceptEncoding?: string } {
  return { ifNoneMatch: request.headers['if-none-match'], acceptEncoding: request.headers['accept-encoding'] };
}

/**
 * What a reader thread needs of a GET it answers with an `EncodedAnswer`: the URL and query it
 * makes and caches the JSON by, and the headers the answer depends on.
 */
export function encodedGet(request: FastifyRequest): { url: string; query: Record<string, unknown>; ifNoneMatch?: string; acceptEncoding?: string } {
  return { url: request.url, query: request.query as Record<string, unknown>, ...answerHeaders(request) };
}

/** A cached JSON response as one request gets it (see `EncodedBody.answer`). */
export interface EncodedAnswer {
  kind: 'encoded';
  status: 200 | 304;
  etag: string;
  encoding?: 'br' | 'gzip';
  body?: Uint8Array;
}

export function sendAnswer(reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding').header('cache-control', 'private, no-cache').header('etag', answer.etag);
  if (answer.status === 304) return reply.code(304).send();
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  const body = answer.body!;
  // A body that crossed from a reader thread arrives as a plain Uint8Array.
  return reply.send(Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}
