import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';

let file: string;

const api = useTestServer();
beforeAll(async () => {
  const { media } = await api.store.db.selectFrom('products').select('media').where('status', '=', 1).where('media', '!=', '[]').orderBy('id').limit(1).executeTakeFirstOrThrow();
  file = (JSON.parse(media) as { file: string }[])[0]!.file;
});

const fetchImage = (query: string) => fetch(`${api.server.url}/media/catalog/product${file}${query}`);

describe('GET /media/catalog/product/…?w= (responsive sizes)', () => {
  it('serves the 160 px thumbnail lighter than the full picture, each with its own size and validator', async () => {
    const full = await fetchImage('');
    const large = await fetchImage('?w=600');
    const thumb = await fetchImage('?w=160');
    expect([full.status, large.status, thumb.status]).toEqual([200, 200, 200]);
    const [fullSvg, largeSvg, thumbSvg] = await Promise.all([full.text(), large.text(), thumb.text()]);
    expect(largeSvg).toBe(fullSvg);
    expect(fullSvg).toContain('width="600" height="600"');
    expect(thumbSvg).toContain('width="160" height="160"');
    // Same drawing, less detail: the unreadable brand line and the halo are left out.
    expect(thumbSvg).not.toContain('<text');
    expect(thumbSvg.length).toBeLessThan(fullSvg.length * 0.8);
    expect(thumb.headers.get('etag')).not.toBe(full.headers.get('etag'));
    expect(thumb.headers.get('cache-control')).toContain('immutable');
    const revalidated = await fetch(`${api.server.url}/media/catalog/product${file}?w=160`, { headers: { 'if-none-match': thumb.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  it('keeps the image retry marker working with a size', async () => {
    expect((await fetchImage('?w=160&retry=2')).status).toBe(200);
  });

  it('refuses a size it does not serve with a 400 and a message, never a 500', async () => {
    for (const w of ['0', '161', '10000', 'abc', '-160', '']) {
      const res = await fetchImage(`?w=${w}`);
      expect(res.status, `w=${w}`).toBe(400);
      const body = (await res.json()) as { message: string; parameters: Record<string, string> };
      expect(body.message).toContain('%fieldName');
      expect(body.parameters).toMatchObject({ fieldName: 'w', reason: '160, 600' });
    }
  });
});
