import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/database.ts';
import { badRequest, installErrorHandling } from './http/errors.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './http/json-depth.ts';
import { createReadLimiter, flushEvery, readLimitHook } from './http/read-limiter.ts';
import { sharedReadCounts } from './auth/rate-limit.ts';
import { recordRoutes } from './http/route-table.ts';
import { installResponseSchemas } from './http/response-check.ts';
import type { AbuseLimits, AppConfig, AppContext, CatalogueReader } from './context.ts';
import { defaultConfig } from './config.ts';
import { modules, onRepositories } from './modules.ts';
import { buildMessenger } from './messaging/setup.ts';
import { registerDemoOutbox } from './messaging/outbox-route.ts';
import { magentoTime } from './auth/clock.ts';
import { fairDraw } from './games/lib/draw.ts';
import { LocalReader, type ReaderData } from './readers/local.ts';
import { ReaderPool } from './readers/pool.ts';
import { recordWarmUp, trackWarmUp } from './catalog/warm-up.ts';
import { dataAccess } from './repositories.ts';
import { isPostgresUrl, sqliteStore, type Store } from './db/store.ts';
import { modulesOnPostgres, noSqliteConnection, openPostgresStore } from './db/engine.ts';
import { Readiness, registerReadiness } from './http/readiness.ts';
import { startPayments } from './payments/runtime.ts';

export interface BuildOptions {
  /** SQLite file; ':memory:' for throw-away runs. Unused when `config.databaseUrl` names PostgreSQL. */
  dbPath: string;
  /**
   * On PostgreSQL, serve only the modules already on repositories (`onRepositories`) instead of
   * refusing to start: for the API tests of those modules, never for shoppers.
   */
  onlyMovedModules?: boolean;
  /** Seed the catalogue when the database is empty. */
  seed?: boolean;
  logger?: boolean;
  /** Settings that differ from the environment's; `limits` given one by one. */
  config?: Partial<Omit<AppConfig, 'limits'>> & { limits?: Partial<AbuseLimits> };
  now?: () => Date;
  /** The games' chance (`AppContext.draw`); crypto's by default. */
  draw?: (outcomes: number) => number;
  /**
   * Render the catalogue and build the search indexes once started (`/api/ready` waits for it).
   * Default: on, except in test mode, where nothing measures speed and it only costs time.
   */
  warmUp?: boolean;
  /** The catalogue reader, made from the database (tests hold its warm-up); threads by default. */
  reader?: (data: ReaderData, options: { warmSearch: boolean }) => CatalogueReader;
}

export { defaultConfig } from './config.ts';


/**
 * The embedded commerce back end as a Fastify instance, ready to `listen` or to be mounted
 * by the store's gateway. Routes: `/rest/{fr|en}/V1/…` (Magento subset), `/api/…` (content,
 * auth, games), `/search/…` (Meilisearch-compatible), `/media/…` (product images).
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const defaults = defaultConfig();
  // Limits merge one by one: a test raising one limit keeps the others' defaults.
  const config = { ...defaults, ...options.config, limits: { ...defaults.limits, ...options.config?.limits } };
  const now = options.now ?? (() => new Date());
  // PostgreSQL when DATABASE_URL names it, else the embedded SQLite file (decision 020).
  const onPostgres = isPostgresUrl(config.databaseUrl);
  const served = onPostgres ? modulesOnPostgres(modules, onRepositories, options.onlyMovedModules ?? false) : modules;
  const store: Store = onPostgres ? await openPostgresStore(config.databaseUrl!) : sqliteStore(openDatabase(options.dbPath));
  const db = store.engine === 'sqlite' ? store.connection : noSqliteConnection();
  if (options.seed) {
    const { seedIfEmpty } = await import('./seed/seed.ts');
    await seedIfEmpty(store, now());
  }
  // Lists and searches run on reader threads with their own connections (an in-memory database
  // has no second connection: it is read here, as it is where threads cannot start).
  const warmSearch = !config.meiliHost;
  const access = dataAccess(store);
  const readerData: ReaderData = { catalog: access.repos.catalog };
  const reader = options.reader
    ? options.reader(readerData, { warmSearch })
    : (!onPostgres && options.dbPath === ':memory:') || config.readerThreads === 0 || !ReaderPool.available()
      ? new LocalReader(readerData, { warmSearch })
      : await ReaderPool.start(onPostgres ? { engine: 'postgres', url: config.databaseUrl! } : { engine: 'sqlite', path: options.dbPath }, { threads: config.readerThreads, warmSearch });
  const payments = await startPayments(config, now);
  const ctx: AppContext = { db, ...access, config, now, draw: options.draw ?? fairDraw, messenger: buildMessenger(config, access.repos.messaging, () => magentoTime(now())), reader, payments };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // A module's start (campaigns' catalogue, PostgreSQL's first reads) outlasted Fastify's 10 s on
    // a loaded 2-core machine and killed the process; /api/ready, not this timer, tells a balancer.
    pluginTimeout: 60_000,
    // Behind the store's gateway (and nginx) the client address comes from X-Forwarded-For, believed
    // only from those hops: trusting any peer would let anyone dodge the per-address rate limits.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // Magento clients send `searchCriteria[filter_groups][0][filters][0][field]=…`.
    routerOptions: { maxParamLength: 500 },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });
  installErrorHandling(app);
  // Production skips the check: a parse and a walk of every answer, for drift the tests catch.
  installResponseSchemas(app, { check: config.mode !== 'production' });
  recordRoutes(app);
  // Every answer: never sniffed into another type. An answer that did not choose its own caching
  // (carts, orders, profiles, tokens: anything personal) is never stored by a browser or proxy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  // Magento accepts a bodiless POST sent with a JSON content type (clients create carts that
  // way); an empty body is "no body", which a route's schema may still require.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  // Before routing and parsing: a flood of listings or searches from one address costs little.
  // Counted once across the nodes sharing the database, judged in memory (decision 030).
  const readLimiter = createReadLimiter(ctx.config.limits.readsPerMinute, {
    now: () => now().getTime(),
    shared: sharedReadCounts(access.repos.auth),
    onError: (error) => app.log.warn({ err: error }, 'catalogue reads not shared with the other nodes this time; counted here'),
  });
  const readFlush = flushEvery(readLimiter);
  app.addHook('onRequest', readLimitHook(readLimiter, ctx.config.renderKey));
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) throw badRequest('bad_request');
  });
  app.addHook('onClose', async () => {
    await readFlush.stop();
    await reader.close();
    await payments.close();
    await ctx.messenger.settled();
    await store.close();
  });
  // Rendering every product and building the search indexes, after start rather than on the
  // first shoppers' requests; not ready (`/api/ready`) until done.
  const readiness = new Readiness();
  registerReadiness(app, readiness);
  if (options.warmUp ?? config.mode !== 'test') {
    const started = new Promise<void>((resolve) => app.addHook('onReady', async () => resolve()));
    const warmed = started.then(() => reader.warm()).then(recordWarmUp);
    // Counted from the start only: an instance never started has nothing for the benchmark to wait for.
    void started.then(() => trackWarmUp(warmed));
    readiness.wait('catalogue', warmed);
    if (warmSearch) readiness.wait('search-indexes', warmed);
    warmed.catch((error: unknown) => app.log.error({ err: error }, 'catalogue warm-up failed; reads warm up as they come'));
  }
  // The liveness probe: answers from the start, also while the service is busy or warming up:
  // an index-only count, on either engine.
  app.get('/api/health', async () => {
    const { n } = await store.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { status: 'ok', products: Number(n) };
  });
  for (const module of served) await app.register(module, { ctx });
  registerDemoOutbox(app, ctx);
  return app;
}
