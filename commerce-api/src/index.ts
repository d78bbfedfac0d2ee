// What other packages may use of the back end (package.json `exports`): the gateway builds it
// in-process, reads the campaign and error-report credentials it writes, marks its
// server-rendering reads and counts callers per address (an IPv6 one by its /64) as the back end does.
export { buildApp, defaultConfig, type BuildOptions } from './app.ts';
export { resolveAdminToken } from './campaigns/admin-token.ts';
export { resolveReportsToken } from './shopper-errors/routes.ts';
export { isPostgresUrl } from './db/store.ts';
export { addressKey } from './http/address-key.ts';
export { createReadLimiter, RENDER_FOR_HEADER, RENDER_KEY_HEADER } from './http/read-limiter.ts';
export { parseTrustedProxies } from './http/trusted-proxies.ts';
