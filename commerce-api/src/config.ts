import { join, resolve } from 'node:path';
import type { AppConfig } from './context.ts';
import { parseTrustedProxies } from './http/trusted-proxies.ts';
import { orderCapsFromEnv } from './orders/caps.ts';

/** Where the release tool keeps the store by default (`tools/src/release/store.ts`). */
const REPO_STORE = resolve(import.meta.dirname, '../../.store');

/** The back end's configuration from the environment (see the README for each variable). */
export function defaultConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env['NODE_ENV'] === 'production' ? 'production' : env['NODE_ENV'] === 'test' ? 'test' : 'development';
  return {
    mode,
    databaseUrl: env['DATABASE_URL'] || undefined,
    searchKey: env['SEARCH_PUBLIC_KEY'] ?? 'public-search-key',
    meiliHost: env['MEILI_HOST'] || undefined,
    meiliMasterKey: env['MEILI_MASTER_KEY'] || undefined,
    indexPrefix: env['SEARCH_INDEX_PREFIX'] ?? '',
    tokenTtlSeconds: Number(env['TOKEN_TTL_SECONDS'] ?? 3600),
    demoOutbox: env['DEMO_OUTBOX'] === '1',
    limits: {
      signupsPerHour: positiveInt(env['SIGNUPS_PER_HOUR'], 60),
      accountLookupsPerHour: positiveInt(env['ACCOUNT_LOOKUPS_PER_HOUR'], 60),
      readsPerMinute: positiveInt(env['CATALOG_READS_PER_MINUTE'], 1200),
      acknowledgementsPerRecipientPerHour: positiveInt(env['ACKS_PER_RECIPIENT_PER_HOUR'], 5),
    },
    orderCaps: orderCapsFromEnv(env),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || 'Boutique Cameroun <no-reply@boutique.cm>',
    smsGatewayUrl: env['SMS_GATEWAY_URL'] || undefined,
    smsGatewayToken: env['SMS_GATEWAY_TOKEN'] || undefined,
    smsToEmailDomain: env['SMS_TO_EMAIL_DOMAIN'] || undefined,
    renderKey: env['RENDER_KEY'] || undefined,
    trustedProxies: parseTrustedProxies(env['TRUST_PROXY']),
    featureFlags: {
      showOrangeDataOnProducts: env['FEATURE_ORANGE_DATA'] === '1',
      orangeDataOnProductExceptions: (env['FEATURE_ORANGE_DATA_EXCEPTIONS'] ?? '').split(',').map((sku) => sku.trim()).filter(Boolean),
      showPageBanners: env['FEATURE_PAGE_BANNERS'] === '1',
    },
    auctionMaxIncrements: positiveInt(env['AUCTION_MAX_INCREMENTS'], 20),
    readerThreads: env['READER_THREADS'] === '0' ? 0 : positiveInt(env['READER_THREADS'], 1),
    ...mesombKeys(env),
    paymentWindowMinutes: positiveInt(env['PAYMENT_WINDOW_MINUTES'], 15),
    ...(env['INSTALLMENT_PROVIDER_URL'] ? { installmentProvider: { url: env['INSTALLMENT_PROVIDER_URL'], key: env['INSTALLMENT_PROVIDER_KEY'] ?? '' } } : {}),
    ...routeManifest(env, mode),
  };
}

/** Tests name theirs: a developer's own `.store/` must not decide what a test accepts. */
function routeManifest(env: NodeJS.ProcessEnv, mode: AppConfig['mode']): Pick<AppConfig, 'routeManifest'> {
  if (env['ROUTE_MANIFEST']) return { routeManifest: env['ROUTE_MANIFEST'] };
  if (env['STORE_DIR']) return { routeManifest: join(resolve(env['STORE_DIR']), 'manifest.json') };
  return mode === 'test' ? {} : { routeManifest: join(REPO_STORE, 'manifest.json') };
}

/** All three keys or none: two of three would fail at the first collect, in front of a shopper. */
function mesombKeys(env: NodeJS.ProcessEnv): Pick<AppConfig, 'mesomb'> {
  const [applicationKey, accessKey, secretKey] = ['MESOMB_APPLICATION_KEY', 'MESOMB_ACCESS_KEY', 'MESOMB_SECRET_KEY'].map((name) => env[name] || undefined);
  if (!applicationKey && !accessKey && !secretKey) return {};
  if (!applicationKey || !accessKey || !secretKey) throw new Error('MESOMB_APPLICATION_KEY, MESOMB_ACCESS_KEY and MESOMB_SECRET_KEY go together: set all three or none');
  return { mesomb: { applicationKey, accessKey, secretKey, host: env['MESOMB_HOST'] || 'https://mesomb.hachther.com' } };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

