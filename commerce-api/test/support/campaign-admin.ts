import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { TOKEN_FILE } from '../../src/campaigns/admin-token.ts';
import { testEngine, type TestServer } from './server.ts';

/** The credential of PostgreSQL runs (long enough for the server: 24 characters at least). */
const POSTGRES_CREDENTIAL = 'test-campaign-admin-credential-0123456789';

/**
 * Call before the file's server starts. On SQLite the server generates the campaign managers'
 * credential into a file beside its database and keeps uploads in a `media/` folder there. A
 * PostgreSQL node has no such file (every node shares the database, not a disk): as in
 * production, the credential is CAMPAIGN_ADMIN_TOKEN and uploads go to MEDIA_DIR.
 */
export function shareCampaignAdminSettings(): void {
  if (testEngine !== 'postgres') return;
  process.env['CAMPAIGN_ADMIN_TOKEN'] = POSTGRES_CREDENTIAL;
  process.env['MEDIA_DIR'] = mkdtempSync(join(tmpdir(), 'commerce-media-'));
}

/** The credential the server expects (`shareCampaignAdminSettings`). */
export function campaignAdminToken(server: TestServer): string {
  return testEngine === 'postgres' ? POSTGRES_CREDENTIAL : readFileSync(join(dirname(server.dbPath), TOKEN_FILE), 'utf8').trim();
}

/** Where the server stores uploaded media. */
export function mediaRoot(server: TestServer): string {
  return testEngine === 'postgres' ? process.env['MEDIA_DIR']! : join(dirname(server.dbPath), 'media');
}
