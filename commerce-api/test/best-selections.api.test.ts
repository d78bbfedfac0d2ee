import { describe, expect, it } from 'vitest';
import { call } from './support/commerce.ts';
import { useTestServer } from './support/server.ts';

const api = useTestServer();

describe('GET /api/best-selections', () => {
  it("lists the merchandiser's tiles in order, named in the page's language, each a real category page", async () => {
    const fr = await call(api.server, 'GET', '/api/best-selections?locale=fr');
    const en = await call(api.server, 'GET', '/api/best-selections?locale=en');
    expect(fr.status).toBe(200);
    expect(fr.body.length).toBeGreaterThanOrEqual(8);
    expect(fr.body.map((t: { id: number }) => t.id)).toEqual(en.body.map((t: { id: number }) => t.id));
    expect(fr.body[0].name).not.toBe(en.body[0].name);
    for (const tile of fr.body as { id: number; path: string }[]) {
      expect(tile.path).toMatch(new RegExp(`^/category/[a-z0-9-]+-${tile.id}$`));
      expect((await call(api.server, 'GET', `/rest/fr/V1/categories/${tile.id}`)).status).toBe(200);
    }
  });

  it('drops a category once it is retired, and refuses an unknown language', async () => {
    const before = (await call(api.server, 'GET', '/api/best-selections')).body as { id: number }[];
    await api.store.db.updateTable('categories').set({ is_active: 0 }).where('id', '=', before[0]!.id).execute();
    const after = (await call(api.server, 'GET', '/api/best-selections')).body as { id: number }[];
    expect(after.map((t) => t.id)).toEqual(before.slice(1).map((t) => t.id));
    expect((await call(api.server, 'GET', '/api/best-selections?locale=de')).status).toBe(400);
  });
});
