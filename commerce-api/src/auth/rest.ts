import { ApiError } from '../http/errors.ts';
import { LOCALES } from '../http/locale.ts';
import type { FastifyInstance, RouteShorthandOptions, RouteHandlerMethod, HTTPMethods } from 'fastify';


/**
 * Registers a Magento route under both store views, `/rest/fr/V1/…` and `/rest/en/V1/…`, as
 * static paths: a `:locale` parameter would compete with the catalogue's own routes.
 */
export function magentoRoute(
  app: FastifyInstance,
  method: HTTPMethods,
  path: string,
  options: RouteShorthandOptions,
  handler: RouteHandlerMethod,
): void {
  for (const locale of LOCALES) {
    app.route({ method, url: `/rest/${locale}/V1/${path.replace(/^\//, '')}`, ...options, handler });
  }
}

/** 404 with a feature module's own message key (the core helper accepts only core keys). */
export const missing = (key: string, parameters: Record<string, string | number> = {}): ApiError => new ApiError(404, key, parameters);
