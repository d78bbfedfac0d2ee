import { contentApi, type AgencyList, type ContactMessage, type ContactSent, type InfoPage, type Locale } from '@shop/shared';

export type { Agency, ContactMessage, ContactSubject, InfoPage } from '@shop/shared';

export function fetchInfoPage(slug: string, locale: Locale, signal?: AbortSignal): Promise<InfoPage> {
  return contentApi.get(`pages/${encodeURIComponent(slug)}`, { searchParams: { locale }, signal }).json<InfoPage>();
}

export function fetchAgencies(locale: Locale, signal?: AbortSignal): Promise<AgencyList> {
  return contentApi.get('agencies', { searchParams: { locale }, signal }).json();
}

export function sendContactMessage(body: ContactMessage, locale: Locale): Promise<ContactSent> {
  return contentApi.post('contact', { json: body, searchParams: { locale } }).json();
}
