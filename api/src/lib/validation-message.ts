import type { FastifyError } from 'fastify';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

function label(path: string): string {
  // A list's item is named by its list: `/department_ids/0` reads "Department ids".
  const name = path
    .split('/')
    .filter((part) => part && !/^\d+$/.test(part))
    .join('.')
    .replace(/_/g, ' ');
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'The request';
}

function describe(issue: ValidationIssue): string {
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'required') return `${label(String(params.missingProperty))} is required.`;
  const field = label(issue.instancePath);
  switch (issue.keyword) {
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid email address.`
        : `${field} must be a valid ${String(params.format)}.`;
    case 'minLength':
      return params.limit === 1
        ? `${field} is required.`
        : `${field} must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters.`;
    case 'additionalProperties':
      return `Unknown field "${String(params.additionalProperty)}".`;
    case 'type':
      if (!issue.instancePath) return 'The request body is missing or malformed.';
      return params.type === 'integer'
        ? `${field} must be a whole number.`
        : `${field} must be of type ${String(params.type)}.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}.`;
  }
}

/** Turns the first schema violation into one sentence a user can act on. */
export function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  return first ? describe(first) : 'The request is invalid.';
}
