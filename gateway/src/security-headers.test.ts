import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cachedInlineHashes, contentSecurityPolicy, inlineScriptHashes, originsOf } from './security-headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('hashes inline scripts only, exactly as written', () => {
    const html = '<script>window.a = 1;</script><script src="/static/js/main.js"></script><script type="module">\n b()\n</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('\n b()\n')]);
  });

  it('takes origins from absolute manifest URLs only', () => {
    expect(originsOf(['/remotes/mf-catalog/1/mf-manifest.json', 'https://cdn.example/mf/mf-manifest.json', 'http://localhost:3001/mf-manifest.json', 'https://cdn.example/x'])).toEqual([
      'http://localhost:3001',
      'https://cdn.example',
    ]);
  });

  it('allows scripts from this origin, the remotes and the hashed inline scripts, and forbids framing', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], remoteOrigins: ['https://cdn.example'] });
    expect(csp).toContain("script-src 'self' 'sha256-abc' https://cdn.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('re-reads a page only when it changed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    const file = join(dir, 'index.html');
    writeFileSync(file, '<script>one()</script>');
    const hashesOf = cachedInlineHashes();
    expect(await hashesOf(file)).toEqual([sha('one()')]);
    writeFileSync(file, '<script>two()</script>');
    const later = new Date(Date.now() + 5000);
    const { utimesSync } = await import('node:fs');
    utimesSync(file, later, later);
    expect(await hashesOf(file)).toEqual([sha('two()')]);
  });
});
