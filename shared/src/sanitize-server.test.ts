// @vitest-environment node
// Server rendering: loaders run in Node, with no DOM of their own.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadSanitizer, setSanitizerDom } from './sanitize';

describe('loadSanitizer on the server', () => {
  it('refuses without a DOM (the page is then rendered by the browser), and sanitises with the one it is handed', async () => {
    await expect(loadSanitizer()).rejects.toThrow(/No DOM/);
    setSanitizerDom(async () => new JSDOM('').window);
    const sanitize = await loadSanitizer();
    const out = sanitize('<p>Sept jours</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="https://x.cm" target="_blank">x</a>');
    expect(out).toBe('<p>Sept jours</p><img src="x"><a href="https://x.cm" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
