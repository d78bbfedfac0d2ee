import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedRequest {
  method: string;
  /** The path as sent, with its query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body's exact text ('' when none). */
  body: string;
}

export interface Credentials {
  accessKey: string;
  secretKey: string;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

const AUTHORIZATION = /^HMAC-SHA1 Credential=([^/,\s]+)\/([^,\s]+), SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{40})$/;
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * Checks a request signed as MeSomb's SDK signs it (`Signature.signRequest` in
 * `@hachther/mesomb`): HMAC-SHA1 over the method, path, query, the signed headers (`host` as
 * `http://host:port`, since the SDK signs its URL's origin), and the SHA-1 of the JSON body (of
 * `{}` for a request without one), under a scope of date, service and `mesomb_request`. The
 * timestamp must be within `skewMs` of `now`, so a captured request cannot be replayed later.
 */
export function verifyMeSombSignature(request: SignedRequest, credentials: Credentials, now: number, skewMs = 5 * 60_000): SignatureCheck {
  const header = request.headers['authorization'];
  const match = typeof header === 'string' ? AUTHORIZATION.exec(header) : null;
  if (!match) return { ok: false, reason: 'authorization header missing or malformed' };
  const [, accessKey, scope, signedHeaders, signature] = match as unknown as [string, string, string, string, string];
  if (accessKey !== credentials.accessKey) return { ok: false, reason: 'unknown access key' };
  if (!/^\d{5,8}\/payment\/mesomb_request$/.test(scope)) return { ok: false, reason: 'bad scope' };
  const timestamp = request.headers['x-mesomb-date'];
  if (typeof timestamp !== 'string' || !/^\d{10,16}$/.test(timestamp) || Math.abs(Number(timestamp) - now) > skewMs) return { ok: false, reason: 'request date out of range' };
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-mesomb-date') || !names.includes('x-mesomb-nonce')) return { ok: false, reason: 'required headers not signed' };
  const canonicalHeaders = names
    .map((name) => {
      const value = name === 'host' ? `http://${String(request.headers['host'] ?? '')}` : request.headers[name];
      return `${name}:${Array.isArray(value) ? value.join(',') : (value ?? '')}`;
    })
    .join('\n');
  const question = request.url.indexOf('?');
  const path = question === -1 ? request.url : request.url.slice(0, question);
  const query = question === -1 ? '' : request.url.slice(question + 1);
  const canonicalRequest = [request.method, path, query, canonicalHeaders, signedHeaders, sha1(request.body || '{}')].join('\n');
  const toSign = ['HMAC-SHA1', timestamp, scope, sha1(canonicalRequest)].join('\n');
  const expected = createHmac('sha1', credentials.secretKey).update(toSign).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'signature mismatch' };
}
