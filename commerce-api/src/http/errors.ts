import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageFor, type MessageKey } from './messages.ts';
import { localeOf } from './locale.ts';
import { formatWait } from './wait.ts';

/**
 * An error the client caused or may see. Rendered in Magento's shape
 * `{ message, parameters }` with the message template worded in the path's locale and its
 * `%name` placeholders left for the client to fill, exactly as Magento does.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey | (string & {}),
    readonly parameters: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey = 'no_such_entity', parameters = {}) => new ApiError(404, key, parameters);
export const badRequest = (key: MessageKey | (string & {}), parameters = {}) => new ApiError(400, key, parameters);
export const unauthorized = (key: MessageKey = 'unauthorized', parameters = {}) => new ApiError(401, key, parameters);
export const forbidden = (key: MessageKey = 'forbidden', parameters = {}) => new ApiError(403, key, parameters);
export const conflict = (key: MessageKey | (string & {}), parameters = {}) => new ApiError(409, key, parameters);

export function errorBody(request: FastifyRequest, key: MessageKey | (string & {}), parameters: Record<string, string | number> = {}) {
  const locale = localeOf(request);
  // A wait in seconds is also given in words (`%wait`), with the plural the figure needs.
  const seconds = parameters['seconds'];
  const worded = typeof seconds === 'number' && !('wait' in parameters) ? { ...parameters, wait: formatWait(locale, seconds) } : parameters;
  return { message: messageFor(locale, key), parameters: worded };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(request, error.key, error.parameters));
    }
    if ((error as FastifyError).validation) {
      const issue = (error as FastifyError).validation![0];
      const field = String(issue?.instancePath || issue?.params?.['missingProperty'] || '').replace(/^\//, '') || 'request';
      return reply.status(400).send(
        errorBody(request, 'invalid_field', { fieldName: field, reason: issue?.message ?? 'invalid' }),
      );
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const key: MessageKey =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      return reply.status(status).send(errorBody(request, key));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(request, 'internal_error'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(request, 'route_not_found', { path: request.url.split('?')[0] ?? '' }));
  });
}
