import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A cached JSON response with its compressed forms made once, on first demand. Catalogue pages
 * are ~100 KB of JSON served many times: compressing per request, as a gateway would, costs more
 * than the request itself, while a compressed copy is ~20× smaller on 3G. Compression runs
 * synchronously: ~1 ms at these levels, whereas zlib's asynchronous API measured far slower
 * under 50 concurrent connections (its chunks queue behind every other event).
 *
 * Each answer carries an ETag (a hash of the JSON) with `Cache-Control: private, no-cache`: the
 * browser keeps it and asks again with `If-None-Match`; an unchanged page is then a bodiless 304.
 * Private, because a Prime member's catalogue differs from a guest's.
 */
export class EncodedBody {
  private br?: Buffer;
  /** Whether `br` is the smaller form (quality 3) made once the answer was asked for again. */
  private brFinal = false;
  private gzip?: Buffer;
  private tag?: string;

  constructor(readonly raw: Buffer) {}

  static json(text: string): EncodedBody {
    return new EncodedBody(Buffer.from(text));
  }

  get etag(): string {
    this.tag ??= `"${hash('sha1', this.raw, 'base64url')}"`;
    return this.tag;
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
    const accept = acceptEncoding ?? '';
    if (this.raw.length < 1024 || !accept) return { kind: 'encoded', status: 200, etag, body: this.raw };
    if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accept)) {
      // Varied traffic makes most answers once: the first is compressed at quality 1 (a 120 KB
      // listing: 0.08 ms of CPU for 7.1 KB), an answer asked for again at quality 3 (0.21 ms
      // for 6.1 KB), kept for every later request (quality 4 and up cost more for little less).
      if (!this.br || !this.brFinal) {
        this.brFinal = this.br !== undefined;
        this.br = brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: this.brFinal ? 3 : 1, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } });
      }
      return { kind: 'encoded', status: 200, etag, encoding: 'br', body: this.br };
    }
    if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accept)) {
      this.gzip ??= gzipSync(this.raw, { level: 1 });
      return { kind: 'encoded', status: 200, etag, encoding: 'gzip', body: this.gzip };
    }
    return { kind: 'encoded', status: 200, etag, body: this.raw };
  }
}

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
