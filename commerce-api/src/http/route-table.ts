import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RouteSummary {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
}

const tables = new WeakMap<FastifyInstance, RouteSummary[]>();

/**
 * Records every route registered after this call with its schema, so tooling (the schema-driven
 * fuzz test, documentation) can walk the API as it really is instead of a hand-kept list.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteSummary[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, ...(route.schema ? { schema: route.schema } : {}) });
    }
  });
}

export function routesOf(app: FastifyInstance): readonly RouteSummary[] {
  return tables.get(app) ?? [];
}
