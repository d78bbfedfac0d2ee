import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';

const api = useTestServer();

const PAGE =
  '/rest/fr/V1/products?searchCriteria[filter_groups][0][filters][0][field]=category_id&searchCriteria[filter_groups][0][filters][0][value]=13' +
  '&searchCriteria[sortOrders][0][field]=price&searchCriteria[sortOrders][0][direction]=ASC&searchCriteria[pageSize]=5';

describe('catalogue answers a browser can keep', () => {
  it('tags a listing, answers 304 while it is unchanged and the new page once the stock moves', async () => {
    const first = await fetch(`${api.server.url}${PAGE}`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const page = (await first.json()) as { items: { id: number; extension_attributes: { stock_item: { qty: number } } }[] };

    // The tag names the JSON, whatever the encoding it travelled in.
    const again = await fetch(`${api.server.url}${PAGE}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // An order elsewhere (another connection) changes the stock shown on the page.
    const product = page.items[0]!;
    await api.store.db.updateTable('stock').set({ qty: sql`qty + 7` }).where('product_id', '=', product.id).execute();
    const changed = await fetch(`${api.server.url}${PAGE}`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const fresh = (await changed.json()) as typeof page;
    expect(fresh.items[0]!.extension_attributes.stock_item.qty).toBe(product.extension_attributes.stock_item.qty + 7);
  });

  it('tags searches the same way', async () => {
    const search = () =>
      fetch(`${api.server.url}/rest/en/V1/search?searchCriteria[requestName]=quick_search_container&searchCriteria[filter_groups][0][filters][0][field]=search_term&searchCriteria[filter_groups][0][filters][0][value]=samsung`, {
        headers: etag ? { 'if-none-match': etag } : {},
      });
    let etag: string | null = null;
    const first = await search();
    expect(first.status).toBe(200);
    etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await search()).status).toBe(304);
  });
});
