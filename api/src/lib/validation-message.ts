import type { FastifySchemaValidationError } from 'fastify';
import { AppError, errorFactory, type ErrorTexts } from './app-error';

/** What a schema violation is made of: enough to say it again in other words. */
export interface ValidationParams {
  /** The ajv keyword that failed (`required`, `maxLength`, `enum`, ...), or `body` for a missing or malformed body. */
  keyword: string;
  /** The field as the user reads it (`Start date`), or '' for the body itself. */
  field: string;
  limit?: number;
  format?: string;
  property?: string;
  type?: string;
  allowed?: string;
  /** ajv's own words, for a keyword without a sentence of ours. */
  detail?: string;
}

function label(path: string): string {
  // A list's item is named by its list: `/department_ids/0` reads "Department ids".
  const name = path
    .split('/')
    .filter((part) => part && !/^\d+$/.test(part))
    .join('.')
    .replace(/_/g, ' ');
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : '';
}

function describe({ keyword, field: name, limit, format, property, type, allowed, detail }: ValidationParams): string {
  const field = name || 'The request';
  switch (keyword) {
    case 'required':
      return `${field} is required.`;
    case 'format':
      return format === 'email' ? `${field} must be a valid email address.` : `${field} must be a valid ${format}.`;
    case 'minLength':
      return limit === 1 ? `${field} is required.` : `${field} must be at least ${limit} characters.`;
    case 'maxLength':
      return `${field} must be at most ${limit} characters.`;
    case 'additionalProperties':
      return `Unknown field "${property}".`;
    case 'body':
      return 'The request body is missing or malformed.';
    case 'type':
      return type === 'integer' ? `${field} must be a whole number.` : `${field} must be of type ${type}.`;
    case 'minimum':
      return `${field} must be at least ${limit}.`;
    case 'maximum':
      return `${field} must be at most ${limit}.`;
    case 'enum':
      return `${field} must be one of: ${allowed}.`;
    case 'none':
      return 'The request is invalid.';
    default:
      return `${field} ${detail ?? 'is invalid'}.`;
  }
}

export const VALIDATION_ERRORS = {
  'validation.invalid_input': describe,
} as const satisfies ErrorTexts;

const validationErrorOf = errorFactory(VALIDATION_ERRORS);

function paramsOf(issue: FastifySchemaValidationError): ValidationParams {
  const params = issue.params as Record<string, unknown>;
  const text = (value: unknown) => (value === undefined ? undefined : String(value));
  if (issue.keyword === 'required') return { keyword: 'required', field: label(String(params.missingProperty)) };
  const field = label(issue.instancePath);
  const found: ValidationParams = {
    // The body itself of the wrong type: a keyword of its own, as a translation cannot test for an empty field.
    keyword: issue.keyword === 'type' && !field ? 'body' : issue.keyword,
    field,
    limit: typeof params.limit === 'number' ? params.limit : undefined,
    format: text(params.format),
    property: text(params.additionalProperty),
    type: text(params.type),
    allowed: Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : undefined,
    detail: issue.message,
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== undefined)) as ValidationParams;
}

/** The first schema violation as one sentence a user can act on, with what it was made of. */
export function validationError(issues: readonly FastifySchemaValidationError[] | undefined): AppError {
  const first = issues?.[0];
  return validationErrorOf(400, 'validation.invalid_input', first ? paramsOf(first) : { keyword: 'none', field: '' });
}
