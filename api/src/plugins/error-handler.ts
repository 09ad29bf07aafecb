import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../lib/app-error';
import { validationMessage } from '../lib/validation-message';

export const GENERIC_ERROR = 'An error occurred. Please try again later.';
export const NOT_FOUND = 'Not found';

export const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
  FST_ERR_BAD_URL: 'The address is malformed.',
};

/** The router's refusals (a path segment over maxParamLength, a broken %-escape) in the api's error shape. */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.status(err.statusCode ?? 400).send({ error: CLIENT_MESSAGES[err.code] ?? err.message });
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // The id in the logs of a failed request, for support to find it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.status(err.status).send({ ...err.fields, error: err.message });
    }
    if (err.validation) return reply.status(400).send({ error: validationMessage(err) });
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err, reqId: request.id }, 'database did not answer in time');
      reply.header('Retry-After', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
      return reply.status(503).send({ error: DATABASE_UNAVAILABLE.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: CLIENT_MESSAGES[err.code] ?? err.message });
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply.status(500).send({ error: GENERIC_ERROR });
  });
});
