import { join } from 'node:path';
import { tmpdir } from 'node:os';

export const STORE_PORT = Number(process.env['E2E_PORT'] ?? 8181);
export const STORE_URL = `http://127.0.0.1:${STORE_PORT}`;
/** Shared by the global set-up (which fills it) and the deploy tests (which release into it). */
export const STORE_DIR = process.env['E2E_STORE_DIR'] ?? join(tmpdir(), `e2e-store-${STORE_PORT}`);
export const REPO_ROOT = join(import.meta.dirname, '../..');

export const REMOTES = ['mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-promotions', 'mf-games'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** The console's first administrator (`admin`) is made with it: the operator tests sign in so. */
export const OPERATOR_PASSWORD = 'browser tests operator password';
