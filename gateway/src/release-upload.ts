import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promote, rollback } from '@shop/tools/release/commands';
import { acceptUpload, StoreConflict, type ReleaseUpload } from '@shop/tools/release/store-upload';
import { readState } from '@shop/tools/release/store';
import { ReleaseError } from '@shop/tools/release/versioning';
import { addressKey } from '@shop/commerce-api';

/**
 * Releases from CI or a workstation into this store (decision 021): `pnpm release <remote>
 * --store <url>` builds and checks where the source is, then sends the files and the manifest
 * change here; this server checks them again against the live manifest and writes both into its
 * store directory, the one every store process beside it reads (the compose file's volume). Only
 * that remote switches. The credential is `RELEASE_TOKEN` in this server's environment, sent as a
 * bearer token by the CLI; without it these routes do not exist (404).
 */
export interface ReleaseUploadOptions {
  token: string | undefined;
  storeDir: string;
  /** Where the back end answers: its campaign pages are addresses a release may not take. */
  apiOrigin: () => string;
  now?: () => Date;
}

/** Long enough that guessing is hopeless even without the attempt limit. */
export const MIN_RELEASE_TOKEN_LENGTH = 24;
const ATTEMPTS_PER_MINUTE = 10;
/**
 * A remote's build (a few MB of text, base64 in JSON) with room to grow. The CLI gzips it; the
 * gateway's compression plugin inflates request bodies, and the limit counts the inflated bytes.
 */
const UPLOAD_LIMIT = 64 * 1024 * 1024;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

const WINDOW = {
  type: 'object',
  additionalProperties: false,
  properties: { from: { type: 'string', maxLength: 64 }, until: { type: 'string', maxLength: 64 }, route: { type: 'string', maxLength: 512 }, wholeRemote: { type: 'boolean' } },
} as const;

const UPLOAD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['packageVersion', 'version', 'files'],
  properties: {
    packageVersion: { type: 'string', minLength: 1, maxLength: 64 },
    version: { type: 'string', minLength: 1, maxLength: 80 },
    files: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['path', 'data'], properties: { path: { type: 'string', minLength: 1, maxLength: 512 }, data: { type: 'string' } } },
    },
    release: {
      type: 'object',
      additionalProperties: false,
      required: ['commit', 'author', 'dirty'],
      properties: { commit: { type: ['string', 'null'], maxLength: 64 }, author: { type: 'string', maxLength: 256 }, dirty: { type: 'boolean' }, forced: { type: 'boolean' } },
    },
    contract: {
      type: 'object',
      additionalProperties: false,
      required: ['events', 'stores', 'hash'],
      properties: {
        events: { type: 'object', additionalProperties: { type: 'string' } },
        stores: { type: 'object', additionalProperties: { type: 'string' } },
        hash: { type: 'string', maxLength: 64 },
      },
    },
    sharedSource: { type: 'string', maxLength: 128 },
    canary: { type: 'integer' },
    window: WINDOW,
    acceptContract: { type: 'boolean' },
    keep: { type: 'integer' },
  },
} as const;

const NAME_PARAMS = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } } as const;

/** The back end's campaign pages; a store that cannot say which exist takes no release. */
async function campaignSlugs(origin: string): Promise<string[]> {
  let res: Response;
  try {
    res = await fetch(`${origin}/api/campaigns`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  } catch (error) {
    throw new CampaignsUnknown(`the back end did not list its campaign pages (${error instanceof Error ? error.message : String(error)}); try again`);
  }
  if (!res.ok) throw new CampaignsUnknown(`the back end answered ${res.status} for its campaign pages; try again`);
  const body = (await res.json()) as { items?: { slug?: unknown }[] };
  return (body.items ?? []).map((c) => c.slug).filter((s): s is string => typeof s === 'string');
}

class CampaignsUnknown extends Error {}

/** A refusal the operator can act on, with its reason; anything else is the server's own failure. */
function refuse(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof StoreConflict) return reply.code(409).send({ message: error.message });
  if (error instanceof ReleaseError) return reply.code(400).send({ message: error.message });
  if (error instanceof CampaignsUnknown) return reply.code(503).send({ message: error.message });
  throw error;
}

export function registerReleaseUpload(app: FastifyInstance, { token, storeDir, apiOrigin, now = () => new Date() }: ReleaseUploadOptions): void {
  if (!token) return;
  if (token.length < MIN_RELEASE_TOKEN_LENGTH) throw new Error(`RELEASE_TOKEN must be at least ${MIN_RELEASE_TOKEN_LENGTH} characters (openssl rand -base64 32)`);
  const expected = digest(token);
  const attempts = new Map<string, { minute: number; count: number }>();

  /** Checked before the body is read: a refused caller never gets 64 MB parsed. */
  const authorised = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('Cache-Control', 'no-store');
    const minute = Math.floor(now().getTime() / 60_000);
    const seen = attempts.get(addressKey(request.ip));
    if (seen?.minute === minute && seen.count >= ATTEMPTS_PER_MINUTE) return reply.code(429).send({ message: 'Too many refused attempts; wait a minute' });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (given && timingSafeEqual(digest(given), expected)) return;
    for (const [ip, attempt] of attempts) if (attempt.minute !== minute) attempts.delete(ip);
    attempts.set(addressKey(request.ip), { minute, count: seen?.minute === minute ? seen.count + 1 : 1 });
    return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: given ? 'Wrong release token' : "A release needs the store's release token (Authorization: Bearer …)" });
  };

  const ctx = { storeDir, now };

  app.get('/operator/api/releases', { onRequest: authorised }, async () => {
    const [state, campaigns] = await Promise.all([readState(storeDir), campaignSlugs(apiOrigin()).catch(() => null)]);
    // The CLI checks against these before it uploads; the store checks again on upload.
    return { state, campaigns: campaigns ?? [] };
  });

  app.post<{ Params: { name: string }; Body: ReleaseUpload }>(
    '/operator/api/releases/:name',
    {
      bodyLimit: UPLOAD_LIMIT,
      schema: { params: NAME_PARAMS, body: UPLOAD_SCHEMA },
      onRequest: authorised,
    },
    async (request, reply) => {
      try {
        return await acceptUpload({ ...ctx, campaigns: () => campaignSlugs(apiOrigin()), log: (line) => request.log.info(line) }, request.params.name, request.body);
      } catch (error) {
        return refuse(reply, error);
      }
    },
  );

  app.post<{ Params: { name: string }; Body: { to?: string } }>(
    '/operator/api/releases/:name/rollback',
    { onRequest: authorised, schema: { params: NAME_PARAMS, body: { type: 'object', additionalProperties: false, properties: { to: { type: 'string', maxLength: 80 } } } } },
    async (request, reply) => {
      const messages: string[] = [];
      try {
        await rollback({ ...ctx, log: (line) => messages.push(line) }, request.params.name, request.body.to);
        return { messages };
      } catch (error) {
        return refuse(reply, error instanceof ReleaseError ? new StoreConflict(error.message) : error);
      }
    },
  );

  app.post<{ Params: { name: string } }>('/operator/api/releases/:name/promote', { onRequest: authorised, schema: { params: NAME_PARAMS } }, async (request, reply) => {
    const messages: string[] = [];
    try {
      await promote({ ...ctx, log: (line) => messages.push(line) }, request.params.name);
      return { messages };
    } catch (error) {
      return refuse(reply, error instanceof ReleaseError ? new StoreConflict(error.message) : error);
    }
  });
}
