import type { RuntimeManifest } from '@shop/shared';

export type CheckStatus = 'ok' | 'down';

export interface HealthCheck {
  name: string;
  kind: 'shell' | 'remote' | 'api';
  status: CheckStatus;
  /** Version, build id, `HTTP <status>` or the browser's network error. */
  detail: string;
  /** The answer came but did not look like a healthy one. */
  unexpected?: boolean;
  /** Products in the catalogue, from the commerce API's health answer. */
  products?: number;
  /** Round trip in milliseconds (0 for the shell itself). */
  ms: number;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

type Probe = Pick<HealthCheck, 'status' | 'detail' | 'ms' | 'unexpected'>;

async function probe(fetchFn: Fetch, url: string, now: () => number, read: (body: unknown) => string | null): Promise<Probe> {
  const started = now();
  try {
    const res = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    const ms = Math.round(now() - started);
    if (!res.ok) return { status: 'down', detail: `HTTP ${res.status}`, ms };
    const detail = read(await res.json());
    return detail === null ? { status: 'down', detail: '', unexpected: true, ms } : { status: 'ok', detail, ms };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : String(error), ms: Math.round(now() - started) };
  }
}

/**
 * /healthcheck: the shell (running, with the build it started on), every remote of the runtime
 * manifest (its mf-manifest.json answers and parses), the commerce API and the search API.
 */
export async function runHealthChecks(manifest: RuntimeManifest, fetchFn: Fetch, now: () => number = () => performance.now()): Promise<HealthCheck[]> {
  const shell: HealthCheck = { name: 'shell', kind: 'shell', status: 'ok', detail: manifest.build || '-', ms: 0 };
  const remotes = manifest.remotes.map(async (remote): Promise<HealthCheck> => {
    const result = await probe(fetchFn, remote.manifest, now, (body) =>
      body && typeof body === 'object' && ('id' in body || 'name' in body || 'metaData' in body) ? remote.version : null,
    );
    return { name: remote.name, kind: 'remote', ...result };
  });
  let products: number | undefined;
  const api = probe(fetchFn, '/api/health', now, (body) => {
    const b = body as { status?: unknown; products?: unknown } | null;
    if (typeof b?.products === 'number') products = b.products;
    return b?.status === 'ok' ? '' : null;
  }).then((result): HealthCheck => ({ name: 'commerce-api', kind: 'api', ...result, ...(products !== undefined ? { products } : {}) }));
  const search = probe(fetchFn, '/search/health', now, (body) => ((body as { status?: unknown } | null)?.status === 'available' ? '' : null)).then(
    (result): HealthCheck => ({ name: 'search', kind: 'api', ...result }),
  );
  return [shell, ...(await Promise.all([...remotes, api, search]))];
}

export function overallStatus(checks: readonly HealthCheck[]): CheckStatus {
  return checks.every((check) => check.status === 'ok') ? 'ok' : 'down';
}
