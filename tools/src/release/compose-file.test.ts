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
  ports?: string[];
  command?: string[];
  restart?: string;
  deploy?: { replicas?: number | string };
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const compose = parse(await readFile(join(repoRoot, 'docker-compose.yml'), 'utf8')) as Compose;
const store = compose.services['store']!;
const api = compose.services['commerce-api']!;
const nginx = compose.services['nginx']!;
const migrate = compose.services['migrate']!;
const postgres = compose.services['postgres']!;
const source = (path: string) => readFile(join(repoRoot, path), 'utf8');

/** A service's replicas, `${NAME:-default}` read as its default. */
const replicas = (service: Service) => Number(String(service.deploy?.replicas).replace(/^\$\{\w+:-(\d+)\}$/, '$1'));

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

  it('writes releases into the volume every gateway serves from and the back ends read, and shares uploaded media', () => {
    const storeDir = store.environment?.['STORE_DIR'];
    // Read-write for every gateway (a release uploaded to any of them, publish at start), read-only for the back ends.
    expect(store.volumes).toContain(`store-data:${storeDir}`);
    expect(api.volumes).toContain(`store-data:${storeDir}:ro`);
    expect(api.environment?.['ROUTE_MANIFEST']).toBe(`${storeDir}/manifest.json`);
    // Campaign images uploaded through one back end are served by all.
    expect(api.volumes).toContain(`media-data:${api.environment?.['MEDIA_DIR']}`);
    expect(compose.volumes).toHaveProperty('store-data');
    expect(compose.volumes).toHaveProperty('media-data');
  });

  it('runs several gateways and back ends behind nginx, its only published port, with the repository configuration', async () => {
    expect(replicas(store)).toBeGreaterThanOrEqual(2);
    expect(replicas(api)).toBeGreaterThanOrEqual(2);
    expect(store.ports).toBeUndefined();
    expect(api.ports).toBeUndefined();
    expect(nginx.ports).toEqual(['${STORE_PORT:-8080}:80']);
    expect((await source(nginx.build!.dockerfile)).match(/^COPY tools\/deploy\/nginx\/store\.conf \/etc\/nginx\/conf\.d\/\S+$/m)).not.toBeNull();
    const conf = await source('tools/deploy/nginx/store.conf');
    // Its upstreams are the services (every replica, as resolved when nginx starts), on their ports.
    expect(conf).toContain(`server store:${store.environment?.['PORT']} `);
    expect(conf).toContain(`server commerce-api:${api.environment?.['PORT']} `);
    expect(conf).toMatch(/^\s*listen 80;$/m);
    expect(conf).toMatch(/proxy_cache_path \/var\/cache\/nginx\/store /);
    expect(nginx.volumes).toContain('nginx-cache:/var/cache/nginx');
    // The gateways reach the back ends through nginx's internal port, and believe its forwarded address.
    expect(conf).toMatch(/^\s*listen 8081;$/m);
    expect(store.environment?.['COMMERCE_API_URL']).toBe('http://nginx:8081');
    expect(store.environment?.['TRUSTED_PROXIES']).toBe('uniquelocal');
    expect(api.environment?.['TRUST_PROXY']).toBe('uniquelocal');
    // nginx resolves the gateways when it starts, and the gateways need it to reach a back end: it
    // waits for their start, not for their readiness (which would wait for nginx).
    expect(nginx.depends_on).toEqual({ store: { condition: 'service_started' }, 'commerce-api': { condition: 'service_healthy' } });
    expect(store.depends_on?.['commerce-api']).toEqual({ condition: 'service_healthy' });
  });

  it('migrates PostgreSQL once, in a job every back end waits for, and the back ends share that database', async () => {
    const url = new URL(api.environment!['DATABASE_URL']!.replace(/\$\{POSTGRES_PASSWORD:\?[^}]+\}/, 'secret'));
    expect(migrate.environment?.['DATABASE_URL']).toBe(api.environment?.['DATABASE_URL']);
    expect([url.protocol, url.hostname, url.port, url.username, url.pathname]).toEqual(['postgres:', 'postgres', '5432', postgres.environment?.['POSTGRES_USER'], `/${postgres.environment?.['POSTGRES_DB']}`]);
    expect(api.environment?.['DATABASE_URL']).toContain('${POSTGRES_PASSWORD:?');
    expect(postgres.environment?.['POSTGRES_PASSWORD']).toMatch(required('POSTGRES_PASSWORD'));
    // The migration runner refuses a database that does not compare text byte by byte.
    expect(postgres.environment?.['POSTGRES_INITDB_ARGS']).toContain('--locale=C');
    expect(postgres.healthcheck?.test).toContain('pg_isready');
    // The job is `pnpm db:migrate`'s program, run once per `up`, after PostgreSQL answers.
    const script = JSON.parse(await source('commerce-api/package.json')).scripts['db:migrate'] as string;
    expect(`commerce-api/${script.split(' ').at(-1)}`).toBe(migrate.command!.at(-1));
    expect(migrate.build?.target).toBe(api.build?.target);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on?.['postgres']).toEqual({ condition: 'service_healthy' });
    expect(api.depends_on?.['migrate']).toEqual({ condition: 'service_completed_successfully' });
    expect(api.environment?.['DB_PATH']).toBeUndefined();
  });

  it('builds every service from Dockerfile targets that exist, without the secrets in the image', async () => {
    const dockerfile = await source(store.build!.dockerfile);
    for (const service of [store, api, nginx, migrate]) expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${service.build!.target}$`, 'm'));
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
    expect(new Set(names)).toEqual(new Set(['MEILI_MASTER_KEY', 'OPERATOR_PASSWORD', 'CAMPAIGN_ADMIN_TOKEN', 'ERROR_REPORTS_TOKEN', 'RELEASE_TOKEN', 'POSTGRES_PASSWORD']));
    expect(names.filter((name) => !first[name])).toEqual([]);
    // A password already chosen is kept; an empty line is replaced, not left as a second value.
    expect(first['OPERATOR_PASSWORD']).toBe('chosen-by-the-team');
    expect((await readFile(file, 'utf8')).match(/^RELEASE_TOKEN=/gm)).toHaveLength(1);
    // The back end and the store refuse tokens under 24 characters; Meilisearch a key under 16 bytes.
    expect(['CAMPAIGN_ADMIN_TOKEN', 'ERROR_REPORTS_TOKEN', 'RELEASE_TOKEN', 'MEILI_MASTER_KEY', 'POSTGRES_PASSWORD'].filter((name) => first[name]!.length < 24)).toEqual([]);
    // The password goes into a URL as it is.
    expect(first['POSTGRES_PASSWORD']).toMatch(/^[\w-]+$/);
    expect(first['CAMPAIGN_ADMIN_TOKEN']).toMatch(/^\S+$/);
    await run(file);
    expect(await read(file)).toEqual(first);
  });
});
