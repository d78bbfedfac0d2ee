import { getApiConfig } from '@shop/shared';

/** Magento serves catalogue pictures under `/media/catalog/product`, beside the REST API. */
export function productMediaUrl(file: string): string {
  return `${getApiConfig().baseUrl}/media/catalog/product${file.startsWith('/') ? file : `/${file}`}`;
}
