import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/**
 * Answers checked against the route's declared response schema (`schema.response`), outside
 * production: a field renamed, dropped or retyped on one side of the wire fails the API tests
 * instead of a shopper's page. Fastify's own use of `schema.response` is a serializer that
 * silently drops what the schema does not name, which would hide exactly that drift, so the
 * serializer stays `JSON.stringify` (same bytes as before) and the schema is used only here.
 * See docs/decisions/020-wire-schemas.md.
 */
export function installResponseSchemas(app: FastifyInstance, { check }: { check: boolean }): void {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (!check) return;
  const validators = new WeakMap<TSchema, Validator>();
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = declaredSchema(request, reply.statusCode);
    // A Magento `fields` selector asks for a projection: a subset of the shape by design.
    if (!schema || (request.query as Record<string, unknown> | undefined)?.['fields'] !== undefined) return payload;
    const json = jsonOf(payload, reply);
    if (json === undefined) return payload;
    let validator = validators.get(schema);
    if (!validator) validators.set(schema, (validator = Compile(schema)));
    const value: unknown = JSON.parse(json);
    if (validator.Check(value)) return payload;
    // A bug of the back end, hence a 500; the failing field is named in the body (never in
    // production) so the test that met it says what drifted.
    const [first] = validator.Errors(value);
    const drift = `${request.method} ${request.routeOptions.url} ${reply.statusCode}: ${first?.instancePath || '/'} ${first?.message ?? 'does not match'}`;
    request.log.error({ drift }, 'answer does not match its response schema');
    reply.code(500).removeHeader('content-encoding').removeHeader('etag').type('application/json; charset=utf-8');
    return JSON.stringify({ message: `The answer does not match its response schema: ${drift}`, parameters: {} });
  });
}

function declaredSchema(request: FastifyRequest, status: number): TSchema | undefined {
  const response = request.routeOptions.schema?.response as Record<string, TSchema> | undefined;
  return response?.[String(status)] ?? response?.[`${String(status)[0]}xx`];
}

/** The answer's JSON text, decompressed when it was sent compressed; undefined for a stream or no body. */
function jsonOf(payload: unknown, reply: FastifyReply): string | undefined {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload) || payload.length === 0) return undefined;
  const encoding = reply.getHeader('content-encoding');
  const bytes = encoding === 'br' ? brotliDecompressSync(payload) : encoding === 'gzip' ? gunzipSync(payload) : payload;
  return bytes.toString('utf8');
}
