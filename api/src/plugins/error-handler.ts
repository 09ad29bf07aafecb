import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import { lockedPayPeriod, payPeriodLockedError } from '../db/pay-period-locked';
import { AppError } from '../lib/app-error';
import { requestError } from '../lib/request-errors';
import { validationError } from '../lib/validation-message';

/** Fastify's own refusals that have a sentence of ours. */
const FASTIFY_REFUSALS = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body_too_large',
  FST_ERR_MAX_PARAM_LENGTH: 'request.path_too_long',
  FST_ERR_BAD_URL: 'request.malformed_url',
} as const;

const isClientErrorCode = (code: string): code is keyof typeof FASTIFY_REFUSALS => code in FASTIFY_REFUSALS;

/** What the client is told, or null for a failure of ours (answered 500 `internal`). */
function clientError(err: FastifyError): AppError | null {
  if (err instanceof AppError) return err;
  if (err.validation) return validationError(err.validation);
  // Whatever route wrote to a day of a locked period, the database refused it (migration 038's triggers).
  const lockedPeriod = lockedPayPeriod(err);
  if (lockedPeriod !== null) return payPeriodLockedError(409, 'pay_period.locked', { name: lockedPeriod });
  if (isDatabaseUnavailable(err))
    return requestError(503, 'service.database_unavailable', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  return isClientErrorCode(err.code)
    ? requestError(status, FASTIFY_REFUSALS[err.code])
    : requestError(status, 'request.invalid', { detail: err.message });
}

function send(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.status(error.status).send({ ...error.fields, error: error.message, code: error.code });
}

/** The router's refusals (a path segment over maxParamLength, a broken %-escape) in the api's error shape. */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code = isClientErrorCode(err.code) ? FASTIFY_REFUSALS[err.code] : 'request.malformed_url';
  void send(reply, requestError(err.statusCode ?? 400, code));
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // The id in the logs of a failed request, for support to find it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const error = clientError(err);
    if (!error) {
      request.log.error({ err, reqId: request.id }, 'request failed');
      const internal = requestError(500, 'internal');
      return reply.status(500).send({ error: internal.message, code: internal.code });
    }
    if (error.code === 'service.database_unavailable')
      request.log.warn({ err, reqId: request.id }, 'database did not answer in time');
    return send(reply, error);
  });
});
