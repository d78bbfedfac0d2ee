import { describe, expect, it } from 'vitest';
import type { RuntimeManifest } from '@shop/shared';
import { overallStatus, runHealthChecks } from './health';

const manifest: RuntimeManifest = {
  build: 'b42',
  remotes: [
    { name: 'mf-catalog', version: '1.2.0', manifest: '/remotes/mf-catalog/1.2.0/mf-manifest.json', routes: [] },
    { name: 'mf-games', version: '0.9.0', manifest: '/remotes/mf-games/0.9.0/mf-manifest.json', routes: [] },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('runHealthChecks', () => {
  it('reports every part ok when each answers as expected', async () => {
    const answers: Record<string, Response> = {
      '/remotes/mf-catalog/1.2.0/mf-manifest.json': json({ id: 'mf_catalog', name: 'mf_catalog' }),
      '/remotes/mf-games/0.9.0/mf-manifest.json': json({ id: 'mf_games' }),
      '/api/health': json({ status: 'ok', products: 420 }),
      '/search/health': json({ status: 'available' }),
    };
    const checks = await runHealthChecks(manifest, async (url) => answers[url]!);
    expect(checks.map((c) => [c.name, c.status, c.detail])).toEqual([
      ['shell', 'ok', 'b42'],
      ['mf-catalog', 'ok', '1.2.0'],
      ['mf-games', 'ok', '0.9.0'],
      ['commerce-api', 'ok', ''],
      ['search', 'ok', ''],
    ]);
    expect(checks[3]!.products).toBe(420);
    expect(overallStatus(checks)).toBe('ok');
  });

  it('marks a missing manifest, a failing API and a network error as down', async () => {
    const checks = await runHealthChecks(manifest, async (url) => {
      if (url.includes('mf-games')) return new Response('not found', { status: 404 });
      if (url === '/api/health') return json({ status: 'degraded' });
      if (url === '/search/health') throw new TypeError('Failed to fetch');
      return json({ id: 'mf_catalog' });
    });
    const byName = Object.fromEntries(checks.map((c) => [c.name, c]));
    expect(byName['mf-catalog']!.status).toBe('ok');
    expect(byName['mf-games']).toMatchObject({ status: 'down', detail: 'HTTP 404' });
    expect(byName['commerce-api']).toMatchObject({ status: 'down', unexpected: true });
    expect(byName['search']).toMatchObject({ status: 'down', detail: 'Failed to fetch' });
    expect(overallStatus(checks)).toBe('down');
  });
});
