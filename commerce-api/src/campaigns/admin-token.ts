import { resolveServerToken } from '../http/server-token.ts';

export { bearerMatches } from '../http/server-token.ts';

export const TOKEN_FILE = 'campaign-admin.token';

/**
 * The campaign managers' credential: `CAMPAIGN_ADMIN_TOKEN`, or else a random token generated
 * once into `campaign-admin.token` beside the database file, which the CLI reads on the same
 * machine (see `resolveServerToken`).
 */
export function resolveAdminToken(dbFile: string, env: NodeJS.ProcessEnv = process.env): string | null {
  return resolveServerToken(dbFile, { variable: 'CAMPAIGN_ADMIN_TOKEN', file: TOKEN_FILE }, env);
}
