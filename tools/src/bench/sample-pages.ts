/**
 * The pages every front-end benchmark measures: the home page, one category and one product
 * of that category, found through the store's own catalogue API (so they exist in any seed).
 */
export const SAMPLE_CATEGORY = { id: 13, path: '/category/smartphones-13' };

export async function samplePages(base: string): Promise<string[]> {
  const query =
    `searchCriteria[filter_groups][0][filters][0][field]=category_id&searchCriteria[filter_groups][0][filters][0][value]=${SAMPLE_CATEGORY.id}` +
    '&searchCriteria[filter_groups][1][filters][0][field]=visibility&searchCriteria[filter_groups][1][filters][0][value]=4' +
    '&searchCriteria[pageSize]=1';
  const response = await fetch(`${base}/rest/fr/V1/products?${query}`);
  if (!response.ok) throw new Error(`catalogue API answered ${response.status}`);
  const { items } = (await response.json()) as { items: { id: number; custom_attributes: { attribute_code: string; value: unknown }[] }[] };
  const product = items[0];
  if (!product) throw new Error(`no product in category ${SAMPLE_CATEGORY.id}`);
  const urlKey = product.custom_attributes.find((a) => a.attribute_code === 'url_key')?.value;
  return ['/', SAMPLE_CATEGORY.path, `/product/${String(urlKey)}-${product.id}`];
}
