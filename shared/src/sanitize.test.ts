// @vitest-environment jsdom
// DOMPurify does not support happy-dom (its maintainers: "you will 100% have a bypass"; happy-dom
// 21 indeed keeps onerror), so this test runs in jsdom, a DOM that DOMPurify supports and tests.
import { describe, expect, it } from 'vitest';
import { loadSanitizer } from './sanitize';

describe('loadSanitizer', () => {
  it('neutralises script, event handlers and javascript: URLs', async () => {
    const sanitize = await loadSanitizer();
    const out = sanitize('<p>Bon produit</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>');
    expect(out).not.toMatch(/onerror|<script|alert\(|javascript:/i);
    expect(out).toContain('<p>Bon produit</p>');
    expect(out).toContain('<img src="x">');

    // Parsed back into a document, nothing executable remains.
    const container = document.createElement('div');
    container.innerHTML = out;
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttributeNames()).toEqual(['src']);
  });

  it('keeps ordinary product markup and hardens new-tab links', async () => {
    const sanitize = await loadSanitizer();
    const out = sanitize('<ul><li><strong>RAM</strong> 4 Go</li></ul><a href="https://x.cm" target="_blank">fiche</a><iframe src="https://evil"></iframe>');
    expect(out).toContain('<ul><li><strong>RAM</strong> 4 Go</li></ul>');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).not.toContain('<iframe');
  });

  it('drops inline styles, so a description cannot overlay the page', async () => {
    const sanitize = await loadSanitizer();
    const out = sanitize('<div style="position:fixed;inset:0;z-index:9999;background:#fff"><a href="/login">Connexion</a></div>');
    expect(out).not.toMatch(/style|position/i);
    expect(out).toContain('<a href="/login">Connexion</a>');
  });

  it('loads DOMPurify once', async () => {
    expect(await loadSanitizer()).toBe(await loadSanitizer());
  });
});
