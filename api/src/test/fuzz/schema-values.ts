import fc from 'fast-check';
import { hostileScalar } from './hostile-values';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** An operation of the OpenAPI document, as far as the fuzz tests read it. */
export interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const PLAUSIBLE_DATES = ['2026-11-02', '2026-11-20', '2026-12-31', '2025-01-01'];
// Well-formed but out of the calendar the api keeps, or at its edges; pairs of them form short ranges.
const EDGE_DATES = [
  '0000-01-01',
  '0000-02-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '2101-01-01',
  '9999-12-30',
  '9999-12-31',
  '2024-02-29',
  '2023-02-29',
  '2026-04-31',
];
const EDGE_INTEGERS = [0, -1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e21];

/** A value the schema accepts, so a request gets past validation and reaches the rules behind it. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausible));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return fc.oneof(fc.constantFrom(1, 2, 3), fc.constantFrom(...EDGE_INTEGERS));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return objectFor(schema);
    default:
      if (schema.format === 'date')
        return fc.oneof(fc.constantFrom(...PLAUSIBLE_DATES), fc.constantFrom(...EDGE_DATES));
      if (schema.format === 'email') return fc.constantFrom('admin1@test.example', 'someone@test.example');
      return fc.constantFrom('Sick', 'Vacation', 'COMPANY_NAME', 'TIME_ZONE', 'Europe/Berlin', 'x');
  }
}

/** Mostly what the schema expects, often something hostile in its place. */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: plausible(schema) }, { weight: 1, arbitrary: hostileScalar });
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const own = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [
      key,
      fc.option(valueFor(property), { nil: undefined, freq: 6 }),
    ]),
  );
  const strangers = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'valueOf', 'extra'), hostileScalar, {
    maxKeys: 1,
  });
  return fc.tuple(fc.record(own, { requiredKeys: [] }), strangers).map(([known, extra]) => ({ ...extra, ...known }));
}
