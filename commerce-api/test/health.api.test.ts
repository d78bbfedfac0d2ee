import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';

const api = useTestServer();

describe('service basics', () => {
  it('answers the health route', async () => {
    const res = await fetch(`${api.server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown routes with a Magento-shaped 404 in the path locale', async () => {
    const fr = await fetch(`${api.server.url}/rest/fr/V1/nope`);
    expect(fr.status).toBe(404);
    expect(await fr.json()).toEqual({ message: 'La requête ne correspond à aucune route : %path', parameters: { path: '/rest/fr/V1/nope' } });
    const en = await fetch(`${api.server.url}/rest/en/V1/nope`);
    expect(((await en.json()) as { message: string }).message).toBe('Request does not match any route: %path');
  });

  it('rejects a body over 1 MB with a 413 and a message', async () => {
    const res = await fetch(`${api.server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });
});
