import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { requestError } from '../lib/request-errors';
import { validationError } from './validation-message';

/** Fastify's own refusals that have a sentence of ours. */
const CLIENT_ERRORS: Record<string, `request.${'invalid_json' | 'unsupported_media_type' | 'body_too_large'}`> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
};

/** What the client is told, or null for a failure of ours (answered 500 `internal`). */
function clientError(err: FastifyError): AppError | null {
  if (err instanceof AppError) return err;
  if (err.validation) return validationError(err.validation);
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const code = CLIENT_ERRORS[err.code];
  return code ? requestError(status, code) : requestError(status, 'request.invalid', { detail: err.message });
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // The id in the logs of a failed request, for support to find it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const error = clientError(err);
    if (!error) {
      request.log.error({ err, reqId: request.id }, 'request failed');
      const internal = requestError(500, 'internal');
      return reply.status(500).send({ error: internal.message, code: internal.code });
    }
    if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.status(error.status).send({ ...error.fields, error: error.message, code: error.code });
  });
});
