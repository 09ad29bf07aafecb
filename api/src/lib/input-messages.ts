import { errorFactory, type ErrorTexts } from './app-error';

/** What the input guard (plugins/input-guard.ts) and the multipart forms answer to input no schema can refuse. */
export const INPUT_ERRORS = {
  'validation.nul_character': 'Text must not contain NUL characters.',
  'validation.not_decimal': ({ field }: { field: string }) => `${field} must be a whole number written in digits.`,
  'validation.negative_zero': ({ field }: { field: string }) => `${field} must not be negative zero.`,
} as const satisfies ErrorTexts;

export const inputError = errorFactory(INPUT_ERRORS);
