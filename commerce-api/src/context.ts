import type { FastifyPluginAsync } from 'fastify';
import type { Db } from './db/database.ts';
import type { DataAccess } from './repositories.ts';
import type { Messenger } from './messaging/messenger.ts';
import type { Locale } from './http/locale.ts';
import type { CatalogueView } from './prime/hooks.ts';
import type { OrderCaps } from './orders/caps.ts';
import type { EncodedAnswer } from './catalog/encoded-body.ts';
import type { SearchAnswer, SearchParams } from './search/port.ts';
import type { MeSombSettings } from './payments/mesomb.ts';
import type { PaymentsRuntime } from './payments/runtime.ts';

export interface AppConfig {
  /** 'production' hides development helpers such as the outbox. */
  mode: 'development' | 'production' | 'test';
  /** Public, read-only key the browser sends to /search/ (never a write key). */
  searchKey: string;
  /** When set, documents and settings are pushed to this Meilisearch; else /search/ is answered here. */
  meiliHost?: string;
  meiliMasterKey?: string;
  indexPrefix: string;
  /**
   * `DATABASE_URL=postgres://…`: the store is that PostgreSQL database (migrated beforehand by
   * `pnpm db:migrate`); unset, the embedded SQLite file (decision 020).
   */
  databaseUrl?: string;
  /** Customer token lifetime. */
  tokenTtlSeconds: number;
  /**
   * The fresh-machine demo keeps sent codes in a database outbox readable from this machine
   * only. Off unless `DEMO_OUTBOX=1`; never on in production.
   */
  demoOutbox: boolean;
  /** Abuse limits an operator may loosen (a shop behind one carrier-grade NAT) or tests raise. */
  limits: AbuseLimits;
  /** Caps on orders not paid yet (orders/caps.ts). */
  orderCaps: OrderCaps;
  /** e.g. `smtp://mailpit:1025`; e-mail is not sent without it. */
  smtpUrl?: string;
  mailFrom: string;
  /** HTTP SMS provider (`POST {to, text}` with a bearer token). */
  smsGatewayUrl?: string;
  smsGatewayToken?: string;
  /** Development: without an SMS provider, texts are mailed to `<number>@<this domain>`. */
  smsToEmailDomain?: string;
  /**
   * The gateway's server-rendering key: its page loaders' reads carry it with the shopper's
   * address, so the per-address limits count the shopper, not the gateway (decision 014).
   * Unset: no request is attributed to anyone but its own socket.
   */
  renderKey?: string;
  /**
   * The proxy hops whose `X-Forwarded-For` is believed (`TRUST_PROXY`: addresses, CIDR ranges,
   * `uniquelocal`…); empty: the socket's address is the client's.
   */
  trustedProxies: string[];
  /** The storefront's feature flags, served at `GET /api/feature-flags`. */
  featureFlags: FeatureFlags;
  /**
   * Threads answering catalogue lists and searches (`READER_THREADS`, default 1); 0 answers them
   * on the main thread. Each thread holds its own caches and search indexes (decision 013).
   */
  readerThreads: number;
  /**
   * How many increments (marge) one bid may add to the current offer (`AUCTION_MAX_INCREMENTS`):
   * one bid at the schema's ceiling left no higher bid possible and froze the auction.
   */
  auctionMaxIncrements: number;
  /**
   * The release store's `manifest.json` (`ROUTE_MANIFEST`, else `$STORE_DIR/manifest.json`, else
   * the repository's `.store/`): the live route tables a campaign address must stay clear of
   * (decision 019). Unset or unreadable: only the shell's own pages are known.
   */
  routeManifest?: string;
  /**
   * MeSomb's keys and host (`MESOMB_APPLICATION_KEY`, `MESOMB_ACCESS_KEY`, `MESOMB_SECRET_KEY`,
   * `MESOMB_HOST`): set, mobile money is collected for real; unset, the demo's simulator collects.
   */
  mesomb?: MeSombSettings;
  /** `PAYMENT_WINDOW_MINUTES` (default 15): how long a payer has to answer before the order lapses. */
  paymentWindowMinutes: number;
  /** The payment app's installment service (`INSTALLMENT_PROVIDER_URL`, `INSTALLMENT_PROVIDER_KEY`); unset, the demo's simulator. */
  installmentProvider?: { url: string; key: string };
}

/** What a merchandiser switches without a release (env `FEATURE_*`, see the README). */
export interface FeatureFlags {
  /** Show the Orange data bundle offered with a telephone on its product page. */
  showOrangeDataOnProducts: boolean;
  /** Telephones (skus) that do not come with it. */
  orangeDataOnProductExceptions: string[];
  showPageBanners: boolean;
}

export interface AbuseLimits {
  /** Account creations per client address per hour. */
  signupsPerHour: number;
  /** Answers revealing whether an account exists, per client address per hour. */
  accountLookupsPerHour: number;
  /** Catalogue listing and search requests per client address per minute. */
  readsPerMinute: number;
  /**
   * Acknowledgements (contact message, quote request) one telephone or e-mail address receives
   * per hour, whoever sends the forms: the per-address caps alone let many addresses flood one.
   */
  acknowledgementsPerRecipientPerHour: number;
}

/**
 * What every feature module receives: data access, the configuration and a clock tests can move.
 * `store`, `repos` and `transaction` are the data-access layer (decision 020); `db`, the raw
 * SQLite connection, is what modules not yet moved onto their repository still use.
 */
export interface AppContext extends DataAccess {
  db: Db;
  config: AppConfig;
  now: () => Date;
  /**
   * The games' chance (where the wheel lands): an integer in [0, outcomes), uniform and from the
   * system's cryptographic source unless a test chooses the outcome. Identifiers (coupon codes,
   * tickets, tokens) never come from it: a fixed draw must not make them collide.
   */
  draw: (outcomes: number) => number;
  /** Outgoing e-mail and SMS. */
  messenger: Messenger;
  /** Catalogue lists, products and searches, answered off the main thread (`readers/`). */
  reader: CatalogueReader;
  /** Mobile money and installments; absent where nothing is collected (the seed, unit tests). */
  payments?: PaymentsRuntime;
}

/** What the main thread asks a reader: the request's parts, its clock and the caller's Prime view. */
interface Conditional {
  ifNoneMatch?: string;
  acceptEncoding?: string;
}
export interface ReadOps {
  list: { in: Conditional & { locale: Locale; now: number; url: string; query: Record<string, unknown>; view: CatalogueView }; out: EncodedAnswer };
  product: { in: { locale: Locale; now: number; sku: string; query: Record<string, unknown>; view: CatalogueView }; out: string };
  search: { in: Conditional & { locale: Locale; now: number; uid: string; body: unknown }; out: EncodedAnswer };
  searchRun: { in: { locale: Locale; now: number; params: SearchParams }; out: SearchAnswer };
  magentoSearch: { in: Conditional & { locale: Locale; now: number; url: string; query: Record<string, unknown> }; out: EncodedAnswer };
}

/**
 * The catalogue's heavy reads, wherever they run: errors come back as the `ApiError` or
 * `SearchError` the read threw, so routes answer them as before.
 */
export interface CatalogueReader {
  read<K extends keyof ReadOps>(op: K, input: ReadOps[K]['in']): Promise<ReadOps[K]['out']>;
  /** Renders the catalogue and builds the search indexes ahead of the first shoppers (what each took). */
  warm(): Promise<WarmUpTimes>;
  close(): Promise<void>;
}

/** A feature of the back end: a Fastify plugin given the shared context (registered in modules.ts). */
export type FeatureModule = FastifyPluginAsync<{ ctx: AppContext }>;

/** What a reader's warm-up took, in ms of wall time (the slowest thread's). */
export interface WarmUpTimes {
  renderMs: number;
  indexMs: number;
}

/** The reader of a context that serves no catalogue reads (the seed's checkout, unit tests). */
export const NO_READER: CatalogueReader = {
  read: () => Promise.reject(new Error('this context answers no catalogue reads')),
  warm: async () => ({ renderMs: 0, indexMs: 0 }),
  close: async () => undefined,
};
