import { api, searchCriteria, STATUS_ENABLED, VISIBILITY, type ProductSearchResult, type QuoteRequest, type QuoteRequestSent } from '@shop/shared';

export type { QuoteRequest };

export interface ProductHit {
  id: number;
  sku: string;
  name: string;
  price: number;
  brand: string;
}

/** Products whose name contains the text (catalogue read, no credential), for the simulators' product picker. */
export async function searchProducts(text: string, signal?: AbortSignal): Promise<ProductHit[]> {
  const words = text.trim().replace(/[%_]/g, ' ').replace(/\s+/g, '%');
  if (words.length < 2) return [];
  const params = searchCriteria({
    filterGroups: [
      [{ field: 'name', value: `%${words}%`, conditionType: 'like' }],
      [{ field: 'status', value: STATUS_ENABLED }],
      [{ field: 'visibility', value: VISIBILITY, conditionType: 'in' }],
    ],
    pageSize: 8,
    currentPage: 1,
  });
  const result = await api.get('products', { searchParams: params, signal }).json<ProductSearchResult>();
  return result.items.map((p) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    price: Number(p.price) || 0,
    brand: String(p.custom_attributes?.find((a) => a.attribute_code === 'marque')?.value ?? ''),
  }));
}

/** Quote request: the shop calls the shopper back (installment requests and phone orders go this way too). */
export function createQuoteRequest(data: QuoteRequest): Promise<QuoteRequestSent> {
  return api.post('gt/quote-request/create', { json: { data } }).json<QuoteRequestSent>();
}
