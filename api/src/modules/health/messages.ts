import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const HEALTH_ERRORS = {
  'health.database_unavailable': 'Database unavailable.',
} as const satisfies ErrorTexts;

export const healthError = errorFactory(HEALTH_ERRORS);
