import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import ajvFormats from 'ajv-formats';
import type { AppError } from '../lib/app-error';
import { isCalendarDate } from '../lib/calendar-date';
import { inputError } from '../lib/input-messages';

/**
 * ajv-formats, with `format: 'date'` meaning a real calendar date the api keeps (lib/calendar-date.ts).
 * The name matters: Fastify adds ajv-formats after its plugins unless one is called formatsPlugin,
 * and that would put the lenient `date` back.
 */
export function formatsPlugin(ajv: Parameters<typeof ajvFormats>[0]) {
  ajvFormats(ajv);
  ajv.addFormat('date', { type: 'string', validate: isCalendarDate });
  return ajv;
}

interface PropertySchema {
  type?: string | string[];
  anyOf?: PropertySchema[];
  items?: PropertySchema;
}

// A list of ids (employee_ids) is checked item by item, like a single id.
const isInteger = (schema: PropertySchema): boolean =>
  schema.type === 'integer' ||
  (Array.isArray(schema.type) && schema.type.includes('integer')) ||
  (schema.type === 'array' && !!schema.items && isInteger(schema.items)) ||
  !!schema.anyOf?.some(isInteger);

function integerFields(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => isInteger(property))
    .map(([name]) => name);
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

const DECIMAL = /^-?\d+$/;
const NEGATIVE_ZERO = /^-0+$/;
const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

/** Why an integer field's raw value is refused before ajv coerces it, or null to let the schema judge it. */
function integerProblem(name: string, value: unknown): AppError | null {
  // Coercion unwraps a one-item list, reads true as 1 and hex or exponent text as the number it spells.
  if (Array.isArray(value)) return value.map((item) => integerProblem(name, item)).find(Boolean) ?? null;
  if (typeof value === 'boolean' || (typeof value === 'string' && !DECIMAL.test(value.trim())))
    return inputError(400, 'validation.not_decimal', { field: label(name) });
  // -0 would pass a minimum of 0 as 0; nobody means to send it.
  if (Object.is(value, -0) || (typeof value === 'string' && NEGATIVE_ZERO.test(value.trim())))
    return inputError(400, 'validation.negative_zero', { field: label(name) });
  return null;
}

/**
 * Before schema validation, on the raw values: text with NUL bytes (PostgreSQL refuses them) and
 * integers sent as `1e1`, `0x1`, `Infinity`, `true` or -0 (which type coercion would quietly turn into numbers).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const integers = new Map<string, { params: string[]; query: string[]; body: string[] }>();
  const key = (method: string, url: string) => `${method} ${url}`;
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema ?? {};
    const fields = {
      params: integerFields(schema.params),
      query: integerFields(schema.querystring),
      body: integerFields(schema.body),
    };
    for (const method of [route.method].flat()) integers.set(key(method, route.url), fields);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body))
      throw inputError(400, 'validation.nul_character');
    const fields = integers.get(key(request.method, request.routeOptions.url ?? ''));
    if (!fields) return;
    const sources = [
      [fields.params, request.params],
      [fields.query, request.query],
      [fields.body, request.body],
    ] as const;
    for (const [names, values] of sources) {
      for (const name of names) {
        const problem = integerProblem(name, (values as Record<string, unknown> | undefined)?.[name]);
        if (problem) throw problem;
      }
    }
  });
});
