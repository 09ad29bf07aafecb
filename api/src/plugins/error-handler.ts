import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { validationMessage } from '../lib/validation-message';

export const GENERIC_ERROR = 'An error occurred. Please try again later.';
export const NOT_FOUND = 'Not found';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

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
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: CLIENT_MESSAGES[err.code] ?? err.message });
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply.status(500).send({ error: GENERIC_ERROR });
  });
});
