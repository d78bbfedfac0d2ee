/** Crawlers get no error page, the error is only logged (no soft-404 content indexed). */
const CRAWLER_PATTERN =
  /bot\b|bot\/|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|whatsapp|telegrambot|lighthouse|headlesschrome.*(?:google|inspection)|mediapartners|adsbot|yandex|baidu|duckduckgo|semrush|ahrefs|petalbot|applebot/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && CRAWLER_PATTERN.test(userAgent));
}
