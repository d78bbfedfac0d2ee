import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { openDatabase } from './db/database.ts';
import { installErrorHandling } from './http/errors.ts';
import type { AppConfig, AppContext } from './context.ts';
import { modules } from './modules.ts';
import { buildMessenger } from './messaging/setup.ts';
import { registerDemoOutbox } from './messaging/outbox-route.ts';
import { magentoTime } from './auth/clock.ts';

export interface BuildOptions {
  /** SQLite file; ':memory:' for throw-away runs. */
  dbPath: string;
  /** Seed the catalogue when the database is empty. */
  seed?: boolean;
  logger?: boolean;
  config?: Partial<AppConfig>;
  now?: () => Date;
}

export type FeatureModule = FastifyPluginAsync<{ ctx: AppContext }>;

export function defaultConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env['NODE_ENV'] === 'production' ? 'production' : env['NODE_ENV'] === 'test' ? 'test' : 'development';
  return {
    mode,
    searchKey: env['SEARCH_PUBLIC_KEY'] ?? 'public-search-key',
    meiliHost: env['MEILI_HOST'] || undefined,
    meiliMasterKey: env['MEILI_MASTER_KEY'] || undefined,
    indexPrefix: env['SEARCH_INDEX_PREFIX'] ?? '',
    tokenTtlSeconds: Number(env['TOKEN_TTL_SECONDS'] ?? 3600),
    demoOutbox: env['DEMO_OUTBOX'] === '1',
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || 'Boutique Cameroun <no-reply@boutique.cm>',
    smsGatewayUrl: env['SMS_GATEWAY_URL'] || undefined,
    smsGatewayToken: env['SMS_GATEWAY_TOKEN'] || undefined,
    smsToEmailDomain: env['SMS_TO_EMAIL_DOMAIN'] || undefined,
  };
}

/**
 * The embedded commerce back end as a Fastify instance, ready to `listen` or to be mounted
 * by the store's gateway. Routes: `/rest/{fr|en}/V1/…` (Magento subset), `/api/…` (content,
 * auth, games), `/search/…` (Meilisearch-compatible), `/media/…` (product images).
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbPath);
  const config = { ...defaultConfig(), ...options.config };
  const now = options.now ?? (() => new Date());
  const ctx: AppContext = { db, config, now, messenger: buildMessenger(config, db, () => magentoTime(now())) };
  if (options.seed) {
    const { seedIfEmpty } = await import('./seed/seed.ts');
    seedIfEmpty(db, ctx.now());
  }
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Behind the store's gateway (docker-compose) the client address comes from X-Forwarded-For;
    // trusting it otherwise would let anyone dodge the per-address rate limits.
    trustProxy: process.env['TRUST_PROXY'] === '1',
    // Magento clients send `searchCriteria[filter_groups][0][filters][0][field]=…`.
    routerOptions: { maxParamLength: 500 },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });
  installErrorHandling(app);
  app.addHook('onClose', async () => {
    await ctx.messenger.settled();
    db.close();
  });
  app.get('/api/health', async () => ({ status: 'ok', products: db.prepare('SELECT count(*) FROM products').pluck().get() }));
  for (const module of modules) await app.register(module, { ctx });
  registerDemoOutbox(app, ctx);
  return app;
}
