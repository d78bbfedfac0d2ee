import { contentApi, type Locale } from '@shop/shared';

export interface CampaignProduct {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  price: number;
  special_price: number | null;
  percent_off: number;
  hide_price: boolean;
  /** Path under `/media/catalog/product`. */
  image: string | null;
  in_stock: boolean;
  flash_sale?: { qty_left: number; ends_at: string };
}

export interface Campaign {
  slug: string;
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
  parent: { slug: string; title: string } | null;
  children: { slug: string; title: string; status: Campaign['status'] }[];
}

export interface ProductPage {
  items: CampaignProduct[];
  total_count: number;
  page: number;
  page_size: number;
}

export interface CampaignPage {
  campaign: Campaign;
  /** Null once the campaign has ended. */
  products: ProductPage | null;
}

/** `GET /api/campaigns/{slug}`: the campaign, its state and one page of its products. */
export function fetchCampaign(slug: string, locale: Locale, page: number, signal?: AbortSignal): Promise<CampaignPage> {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  return contentApi.get(`campaigns/${path}`, { searchParams: { locale, page }, signal }).json<CampaignPage>();
}
