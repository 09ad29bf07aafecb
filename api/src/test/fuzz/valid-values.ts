import fc from 'fast-check';
import type { JsonSchema } from './schema-values';

const fits = (text: string, schema: JsonSchema) =>
  text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);

function validText(schema: JsonSchema): string {
  if (schema.format === 'date') return '2026-11-02';
  if (schema.format === 'date-time') return '2026-11-02T09:00:00.000Z';
  if (schema.format === 'email') return 'someone@test.example';
  if (schema.pattern) {
    const samples = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: 20261128, numRuns: 50 });
    const text = samples.find((sample) => fits(sample, schema));
    if (text === undefined) throw new Error(`No text of /${schema.pattern}/ fits its length limits.`);
    return text;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * One value the schema accepts, always the same: the fields around the one under test, so that the
 * schema's first complaint is about that field.
 */
export function validValue(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum.find((value) => value !== '') ?? schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return validValue(schema.anyOf[0]!);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, validValue(schema.properties![name]!)]));
    default:
      return validText(schema);
  }
}
