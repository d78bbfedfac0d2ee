import { ApiError } from '../http/errors.ts';
import { LOCALES } from '../http/locale.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

/** A route handler whose request (and, with a response schema, answer) is typed by its TypeBox schemas. */
export type TypedHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/**
 * Registers a Magento route under both store views, `/rest/fr/V1/…` and `/rest/en/V1/…`, as
 * static paths: a `:locale` parameter would compete with the catalogue's own routes.
 */
export function magentoRoute<S extends FastifySchema>(
  app: FastifyInstance,
  method: HTTPMethods,
  path: string,
  options: Omit<RouteShorthandOptions, 'schema'> & { schema?: S },
  handler: TypedHandler<S>,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const locale of LOCALES) {
    typed.route({ method, url: `/rest/${locale}/V1/${path.replace(/^\//, '')}`, ...options, handler });
  }
}

/** 404 with a feature module's own message key (the core helper accepts only core keys). */
export const missing = (key: string, parameters: Record<string, string | number> = {}): ApiError => new ApiError(404, key, parameters);
