import { describe, expect, it } from 'vitest';
import { useTestServer } from './support/server.ts';
import { call } from './support/commerce.ts';

const api = useTestServer();

type Product = { id: number; sku: string; price: number; custom_attributes: { attribute_code: string; value: unknown }[]; extension_attributes: { configurable_product_links?: number[] } };
const attr = (p: Product, code: string) => p.custom_attributes.find((a) => a.attribute_code === code)?.value;

describe('seeded configurable products', () => {
  it('give their variants the parent discount, so the price does not jump when an option is chosen', async () => {
    const q = 'searchCriteria[filter_groups][0][filters][0][field]=type_id&searchCriteria[filter_groups][0][filters][0][value]=configurable&searchCriteria[pageSize]=300';
    const parents = ((await call(api.server, 'GET', `/rest/fr/V1/products?${q}`)).body.items as Product[]).filter((p) => Number(attr(p, 'special_price')) > 0);
    expect(parents.length).toBeGreaterThan(0);
    for (const parent of parents.slice(0, 20)) {
      const links = parent.extension_attributes.configurable_product_links ?? [];
      expect(links.length).toBeGreaterThan(0);
      const ids = `searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=${links.join(',')}&searchCriteria[filter_groups][0][filters][0][conditionType]=in`;
      const children = (await call(api.server, 'GET', `/rest/fr/V1/products?${ids}`)).body.items as Product[];
      expect(children.length).toBe(links.length);
      const ratio = Number(attr(parent, 'special_price')) / parent.price;
      for (const child of children) {
        const special = Number(attr(child, 'special_price'));
        expect(Math.abs(special - child.price * ratio)).toBeLessThanOrEqual(50);
        expect(attr(child, 'special_to_date')).toBe(attr(parent, 'special_to_date'));
      }
    }
  });
});
