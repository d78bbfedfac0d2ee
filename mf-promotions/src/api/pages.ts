import { contentApi, type Locale } from '@shop/shared';

export interface InfoPage {
  slug: string;
  title: string;
  /** Untrusted until sanitised. */
  html: string;
  updated_at: string;
}

export function fetchInfoPage(slug: string, locale: Locale, signal?: AbortSignal): Promise<InfoPage> {
  return contentApi.get(`pages/${encodeURIComponent(slug)}`, { searchParams: { locale }, signal }).json<InfoPage>();
}

export interface Agency {
  id: number;
  town: string;
  name: string;
  address: string;
  telephone: string;
  opens: string;
  closes: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  open_days: number[];
}

export function fetchAgencies(locale: Locale, signal?: AbortSignal): Promise<{ server_time: string; items: Agency[] }> {
  return contentApi.get('agencies', { searchParams: { locale }, signal }).json();
}

export type ContactSubject = 'order' | 'delivery' | 'payment' | 'after_sales' | 'return' | 'other';

export interface ContactMessage {
  subject: ContactSubject;
  name: string;
  telephone: string;
  email?: string;
  order_number?: string;
  message: string;
}

export function sendContactMessage(body: ContactMessage, locale: Locale): Promise<{ id: number; message: string; parameters: Record<string, string | number> }> {
  return contentApi.post('contact', { json: body, searchParams: { locale } }).json();
}
