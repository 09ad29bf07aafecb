import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import { lockedPayPeriod, payPeriodLockedError } from '../db/pay-period-locked';
import { AppError } from '../lib/app-error';
import { errorTextIn } from '../lib/error-translations';
import { isLanguage, languageOfHeader, type Language } from '../lib/languages';
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

/**
 * The caller's language: the one the route chose (`request.answerLanguage`), else the one its `Accept-Language`
 * names (the web app sends the page's), else the signed-in person's own choice (GET /api/me/preferences), else
 * English. The code never changes with it. Downloads (the timesheet PDF, the Excel exports) speak it too.
 */
export async function callerLanguage(app: FastifyInstance, request: FastifyRequest): Promise<Language> {
  if (request.answerLanguage) return request.answerLanguage;
  const asked = languageOfHeader(request.headers['accept-language']);
  if (asked) return asked;
  if (!request.auth) return 'en';
  try {
    const row = await app.db
      .selectFrom('employees')
      .select('language')
      .where('employee_id', '=', request.auth.id)
      .executeTakeFirst();
    return isLanguage(row?.language) ? row.language : 'en';
  } catch {
    // The database is what failed: answer in English rather than not at all.
    return 'en';
  }
}

function send(reply: FastifyReply, error: AppError, language: Language = 'en') {
  if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.status(error.status).send({ ...error.fields, error: errorTextIn(error, language), code: error.code });
}

/** The router's refusals (a path segment over maxParamLength, a broken %-escape) in the api's error shape. */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = isClientErrorCode(err.code) ? FASTIFY_REFUSALS[err.code] : 'request.malformed_url';
  void send(reply, requestError(err.statusCode ?? 400, code), languageOfHeader(request.headers['accept-language']));
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('answerLanguage', null);
  // The id in the logs of a failed request, for support to find it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const error = clientError(err);
    if (!error) {
      request.log.error({ err, reqId: request.id }, 'request failed');
      const internal = requestError(500, 'internal');
      return reply
        .status(500)
        .send({ error: errorTextIn(internal, await callerLanguage(app, request)), code: internal.code });
    }
    if (error.code === 'service.database_unavailable') {
      request.log.warn({ err, reqId: request.id }, 'database did not answer in time');
      // No database to ask for the person's language.
      return send(reply, error, request.answerLanguage ?? languageOfHeader(request.headers['accept-language']));
    }
    return send(reply, error, await callerLanguage(app, request));
  });
});
