import { errorFactory, type ErrorTexts } from './app-error';

/** The errors any route may answer whatever it does: the error handler's own (plugins/error-handler.ts). */
export const REQUEST_ERRORS = {
  not_found: 'Not found',
  internal: 'An error occurred. Please try again later.',
  'request.invalid_json': 'The request body is not valid JSON.',
  'request.unsupported_media_type': 'Unsupported content type.',
  'request.body_too_large': 'The request body is too large.',
  'request.path_too_long': 'A part of the address is too long.',
  'request.malformed_url': 'The address is malformed.',
  // PostgreSQL did not answer in time (db/database-unavailable.ts): come back shortly, maybe to another instance.
  'service.database_unavailable': 'The service is temporarily unavailable. Please try again in a few seconds.',
  // Any other request Fastify refuses before a route runs: its own sentence.
  'request.invalid': ({ detail }: { detail: string }) => detail,
} as const satisfies ErrorTexts;

export const requestError = errorFactory(REQUEST_ERRORS);
