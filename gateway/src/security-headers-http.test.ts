import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './app.ts';

const INLINE = "window.early = fetch('/remotes.json');";
const INDEX = `<!doctype html><html><head><title>Boutique</title><script>${INLINE}</script></head><body><div id="root"></div></body></html>`;

let root: string;
let gateway: FastifyInstance;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'gateway-headers-'));
  const shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), INDEX);
  const api = Fastify();
  api.get('/rest/fr/V1/customers/me', async () => ({ id: 1 }));
  gateway = await createGateway({ storeDir: join(root, '.store'), shellDir, api: { mode: 'in-process', create: async () => api } });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const address = gateway.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway.close();
  await rm(root, { recursive: true, force: true });
});

describe('page security headers', () => {
  it('carry a CSP that allows exactly the shell page inline script, and forbid framing', async () => {
    for (const path of ['/', '/no-such-page']) {
      const res = await fetch(base + path);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256').update(INLINE).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('are not put on JSON answers', async () => {
    const res = await fetch(`${base}/remotes.json`);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
