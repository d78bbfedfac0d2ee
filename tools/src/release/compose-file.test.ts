import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from './store.ts';

/**
 * Docker does not run on this project's machines, so `docker compose config` cannot check the
 * production composition here. These tests read `docker-compose.yml` as YAML and check what the
 * store relies on: the settings its code reads are set, the secrets are required (compose refuses
 * to start without them) and `tools/docker/make-env.sh` generates every one of them.
 */
interface Service {
  build?: { context: string; dockerfile: string; target: string };
  environment?: Record<string, string>;
  volumes?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const compose = parse(await readFile(join(repoRoot, 'docker-compose.yml'), 'utf8')) as Compose;
const store = compose.services['store']!;
const api = compose.services['commerce-api']!;
const source = (path: string) => readFile(join(repoRoot, path), 'utf8');

/** `${NAME:?message}`: compose stops with the message when NAME is unset or empty. */
const required = (name: string) => new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`);

describe('docker-compose.yml', () => {
  it("gives the store the console's password, the campaign token and the release token, all required", async () => {
    expect(store.environment?.['OPERATOR_PASSWORD']).toMatch(required('OPERATOR_PASSWORD'));
    expect(store.environment?.['CAMPAIGN_ADMIN_TOKEN']).toMatch(required('CAMPAIGN_ADMIN_TOKEN'));
    expect(store.environment?.['RELEASE_TOKEN']).toMatch(required('RELEASE_TOKEN'));
    // The names the store reads (`pnpm serve` and the proxied back end's campaign token).
    const main = await source('gateway/src/main.ts');
    expect(main).toContain("process.env['OPERATOR_PASSWORD']");
    expect(main).toContain("process.env['RELEASE_TOKEN']");
    expect(await source('gateway/src/start.ts')).toContain("process.env['CAMPAIGN_ADMIN_TOKEN']");
  });

  it('gives the back end the same campaign token as the store, not one of its own', () => {
    expect(api.environment?.['CAMPAIGN_ADMIN_TOKEN']).toBe(store.environment?.['CAMPAIGN_ADMIN_TOKEN']);
  });

  it('gives the store and the back end one required error-reports credential (decision 029)', () => {
    expect(store.environment?.['ERROR_REPORTS_TOKEN']).toMatch(required('ERROR_REPORTS_TOKEN'));
    expect(api.environment?.['ERROR_REPORTS_TOKEN']).toBe(store.environment?.['ERROR_REPORTS_TOKEN']);
  });

  it('proxies the back end and writes releases into the volume the back end reads', () => {
    const port = api.environment?.['PORT'];
    expect(store.environment?.['COMMERCE_API_URL']).toBe(`http://commerce-api:${port}`);
    const storeDir = store.environment?.['STORE_DIR'];
    // Read-write for the store (uploaded releases, publish at start), read-only for the back end.
    expect(store.volumes).toContain(`store-data:${storeDir}`);
    expect(api.volumes).toContain(`store-data:${storeDir}:ro`);
    expect(api.environment?.['ROUTE_MANIFEST']).toBe(`${storeDir}/manifest.json`);
    expect(compose.volumes).toHaveProperty('store-data');
  });

  it('builds both services from Dockerfile targets that exist, without the secrets in the image', async () => {
    const dockerfile = await source(store.build!.dockerfile);
    for (const service of [store, api]) expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${service.build!.target}$`, 'm'));
    // BuildKit reads `<Dockerfile>.dockerignore`: `.env` (make-env.sh's output) never enters a layer.
    expect((await source(`${store.build!.dockerfile}.dockerignore`)).split('\n')).toContain('.env');
    expect((await source('.gitignore')).split('\n')).toContain('.env');
  });
});

const run = (envFile: string) => promisify(execFile)('sh', [join(repoRoot, 'tools/docker/make-env.sh')], { env: { ...process.env, ENV_FILE: envFile } });
const read = async (file: string): Promise<Record<string, string>> =>
  Object.fromEntries((await readFile(file, 'utf8')).trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));

describe('tools/docker/make-env.sh', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'make-env-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('generates every secret the compose file requires, long enough, and keeps them on a second run', async () => {
    const file = join(dir, '.env');
    await writeFile(file, 'OPERATOR_PASSWORD=chosen-by-the-team\nRELEASE_TOKEN=\n');
    await run(file);
    const first = await read(file);
    const names = [...JSON.stringify(compose).matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
    expect(new Set(names)).toEqual(new Set(['MEILI_MASTER_KEY', 'OPERATOR_PASSWORD', 'CAMPAIGN_ADMIN_TOKEN', 'ERROR_REPORTS_TOKEN', 'RELEASE_TOKEN']));
    expect(names.filter((name) => !first[name])).toEqual([]);
    // A password already chosen is kept; an empty line is replaced, not left as a second value.
    expect(first['OPERATOR_PASSWORD']).toBe('chosen-by-the-team');
    expect((await readFile(file, 'utf8')).match(/^RELEASE_TOKEN=/gm)).toHaveLength(1);
    // The back end and the store refuse tokens under 24 characters; Meilisearch a key under 16 bytes.
    expect(['CAMPAIGN_ADMIN_TOKEN', 'ERROR_REPORTS_TOKEN', 'RELEASE_TOKEN', 'MEILI_MASTER_KEY'].filter((name) => first[name]!.length < 24)).toEqual([]);
    expect(first['CAMPAIGN_ADMIN_TOKEN']).toMatch(/^\S+$/);
    await run(file);
    expect(await read(file)).toEqual(first);
  });
});
