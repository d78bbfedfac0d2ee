import { contentApi, type CampaignProduct, type Locale } from '@shop/shared';

export type { CampaignProduct };

export interface HourWindow {
  starts_at: string;
  ends_at: string;
}

export interface Campaign {
  slug: string;
  /** A dated campaign, or a brand shop (no countdown). */
  kind: 'campaign' | 'brand';
  title: string;
  text: string;
  hero_image: string | null;
  colors: { background: string; text: string; accent: string };
  starts_at: string;
  ends_at: string;
  status: 'programmed' | 'in_progress' | 'ended';
  server_time: string;
  one_item_per_customer: boolean;
  max_percent_off: number | null;
  /** Hour-long windows (Douala time) when the selection is on offer: the one running and the next. */
  crazy_hours: { hours: number[]; current: HourWindow | null; next: HourWindow | null } | null;
  /** False between two crazy hours: products are shown greyed, nothing is on offer. */
  on_offer: boolean;
  parent: { slug: string; title: string } | null;
  children: { slug: string; title: string; status: Campaign['status'] }[];
}

export type SortField = 'best_sellers' | 'new' | 'price' | 'product_name' | 'percent_off';

export interface ListOptions {
  sort?: { field: SortField; direction: 'asc' | 'desc' };
  category?: number;
}

export interface ProductPage {
  items: CampaignProduct[];
  total_count: number;
  page: number;
  page_size: number;
  sort: { field: SortField; direction: 'asc' | 'desc' };
  categories: { id: number; name: string; count: number }[];
  best_sellers: CampaignProduct[];
}

export interface CampaignPage {
  campaign: Campaign;
  /** Null once the campaign has ended. */
  products: ProductPage | null;
}

/** `GET /api/campaigns/{slug}`: the campaign, its state and one page of its products. */
export function fetchCampaign(slug: string, locale: Locale, page: number, signal?: AbortSignal, options: ListOptions = {}): Promise<CampaignPage> {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  const searchParams: Record<string, string | number> = { locale, page };
  if (options.sort) {
    searchParams['sort'] = options.sort.field;
    searchParams['dir'] = options.sort.direction;
  }
  if (options.category !== undefined) searchParams['category'] = options.category;
  return contentApi.get(`campaigns/${path}`, { searchParams, signal }).json<CampaignPage>();
}
