import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp, isPostgresUrl, resolveAdminToken, resolveReportsToken } from '@shop/commerce-api';
import { repoRoot } from '@shop/tools/release/store';
import type { ApiOption } from './api-mount.ts';
import { createGateway } from './app.ts';

export interface StartOptions {
  /** 0 picks a free port. */
  port: number;
  storeDir: string;
  /** commerce-api's SQLite file (seeded when empty); ignored when `apiUrl` is given. */
  dbPath: string;
  /** Seed an empty database with the catalogue (default true). */
  seed?: boolean;
  /** Proxy the back end to this URL instead of running it in-process. */
  apiUrl?: string;
  shellDir?: string;
  host?: string;
  logger?: boolean;
  /** Enables the operator console at `/operator` and makes its first administrator, `admin` (env `OPERATOR_PASSWORD` in `pnpm serve`). */
  operatorPassword?: string;
  /** Enables releases into this store from CI or a workstation (env `RELEASE_TOKEN` in `pnpm serve`). */
  releaseToken?: string;
  /** The in-process back end's games' chance (browser tests choose it); crypto's by default. */
  draw?: (outcomes: number) => number;
  /**
   * The proxy hops in front of the store (env `TRUSTED_PROXIES` in `pnpm serve`), believed about
   * the client's address by the gateway and by an in-process back end, which sees the same socket.
   */
  trustedProxies?: string[];
}

export interface RunningStore {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  close: () => Promise<void>;
}

/** Starts the composed store (shell + published remotes + back end) on one origin. */
export async function startStore(options: StartOptions): Promise<RunningStore> {
  // In process, the back end and the gateway share a key made for this run; a proxied back end
  // and its gateway are given the same RENDER_KEY.
  const renderKey = options.apiUrl ? process.env['RENDER_KEY'] || undefined : randomBytes(24).toString('base64url');
  const api: ApiOption = options.apiUrl
    ? { mode: 'proxy', url: options.apiUrl }
    : {
        mode: 'in-process',
        create: () => buildApp({ dbPath: options.dbPath, seed: options.seed ?? true, logger: options.logger ?? false, config: { renderKey, trustedProxies: options.trustedProxies ?? [] }, ...(options.draw ? { draw: options.draw } : {}) }),
      };
  const app = await createGateway({
    storeDir: options.storeDir,
    shellDir: options.shellDir ?? join(repoRoot, 'shell', 'dist'),
    api,
    ...(renderKey ? { renderKey } : {}),
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    warmUp: true,
    logger: options.logger ?? false,
    ...(options.operatorPassword ? { operatorPassword: options.operatorPassword } : {}),
    ...(options.releaseToken ? { releaseToken: options.releaseToken } : {}),
    // Pages are rendered on the server unless the environment says `SHOP_SSR=0` (decision 014).
    ssr: process.env['SHOP_SSR'] !== '0',
    // The campaign managers' credential, as the back end resolves it (env, else the token file
    // beside its database); a proxied back end's comes from the environment only.
    campaignAdminToken: () => (options.apiUrl ? process.env['CAMPAIGN_ADMIN_TOKEN'] || null : resolveAdminToken(options.dbPath)),
    // The shopper-error credential, resolved as the back end resolves it: the environment, else
    // (an in-process back end on its SQLite file) the token file beside it.
    reportsCredential: resolveReportsToken(options.apiUrl || isPostgresUrl(process.env['DATABASE_URL']) ? '' : options.dbPath),
  });
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return { url: `http://${shownHost}:${port}`, close: () => app.close() };
}
