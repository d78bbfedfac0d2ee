import type { Db } from './db/database.ts';

export interface AppConfig {
  /** 'production' hides development helpers such as the outbox. */
  mode: 'development' | 'production' | 'test';
  /** Public, read-only key the browser sends to /search/ (never a write key). */
  searchKey: string;
  /** When set, documents and settings are pushed to this Meilisearch; else /search/ is answered here. */
  meiliHost?: string;
  meiliMasterKey?: string;
  indexPrefix: string;
  /** Customer token lifetime. */
  tokenTtlSeconds: number;
}

/** What every feature module receives: the database, the configuration and a clock tests can move. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  now: () => Date;
}
