import type { InjectOptions } from 'fastify';
import { multipartBody, type Part } from '../multipart';
import type { JsonSchema, Operation } from './schema-values';
import { validValue } from './valid-values';

const HUNDRED_DIGITS = '1234567890'.repeat(10);
/** Integers no field holds, or written so that coercion would read them as another number: text on the wire. */
export const INTEGER_TEXT_FORMS = [
  HUNDRED_DIGITS,
  `-${HUNDRED_DIGITS}`,
  String(2 ** 53),
  '1e308',
  '-0',
  '1.5',
  '1e3',
  '0x10',
];
/** The same as JSON numbers (raw text: JSON.stringify writes -0 as 0); JSON has no hex, and 1e3 is just 1000. */
export const INTEGER_JSON_NUMBERS = [
  HUNDRED_DIGITS,
  `-${HUNDRED_DIGITS}`,
  String(2 ** 53),
  '1e308',
  '-0',
  '1.5',
  '1e10',
];

export interface IntegerField {
  where: 'path' | 'query' | 'json' | 'form';
  name: string;
  /** A list of integers (the form sent as its one item). */
  list: boolean;
  schema: JsonSchema;
}

export interface IntegerCase {
  field: IntegerField;
  /** The form as sent. */
  form: string;
  request: InjectOptions;
}

const isInteger = (schema: JsonSchema | undefined): boolean =>
  !!schema && (schema.type === 'integer' || !!schema.anyOf?.some(isInteger));
const isIntegerList = (schema: JsonSchema) => schema.type === 'array' && isInteger(schema.items);

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'multipart/form-data';

/** Every integer of an operation's params, query and body, as its OpenAPI document declares them. */
export function integerFields(op: Operation): IntegerField[] {
  const fromParams = (op.parameters ?? [])
    .filter((p) => (p.in === 'path' || p.in === 'query') && isInteger(p.schema))
    .map((p) => ({ where: p.in as 'path' | 'query', name: p.name, list: false, schema: p.schema! }));
  const fromBody = ([JSON_TYPE, FORM_TYPE] as const).flatMap((type) =>
    Object.entries(op.requestBody?.content?.[type]?.schema?.properties ?? {})
      .filter(([, schema]) => isInteger(schema) || isIntegerList(schema))
      .map(([name, schema]) => ({
        where: type === JSON_TYPE ? ('json' as const) : ('form' as const),
        name,
        list: isIntegerList(schema),
        schema,
      })),
  );
  return [...fromParams, ...fromBody];
}

const wire = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The form part of a field; a file (`format: binary`) gets a few bytes, checked only after the schema. */
function formParts(name: string, schema: JsonSchema, value: unknown): Part[] {
  if (schema.format === 'binary')
    return [{ name, value: Buffer.from('x'), filename: 'x.png', contentType: 'image/png' }];
  return [value].flat().map((item) => ({ name, value: wire(item) }));
}

/** A request valid in all but `field`, which carries `raw` (JSON text for a JSON body, else the text sent). */
function requestWith(method: string, path: string, op: Operation, field: IntegerField, raw: string): InjectOptions {
  const params = op.parameters ?? [];
  const url = params
    .filter((p) => p.in === 'path')
    .reduce((at, p) => {
      const value = p.name === field.name && field.where === 'path' ? raw : wire(validValue(p.schema ?? {}));
      return at.replace(`{${p.name}}`, encodeURIComponent(value));
    }, path);
  const query: Record<string, string> = Object.fromEntries(
    params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, wire(validValue(p.schema ?? {}))]),
  );
  if (field.where === 'query') query[field.name] = raw;
  const request = { method: method as InjectOptions['method'], url, query };
  const formSchema = op.requestBody?.content?.[FORM_TYPE]?.schema;
  if (formSchema) {
    const properties = formSchema.properties ?? {};
    const parts = (formSchema.required ?? [])
      .filter((name) => name !== field.name || field.where !== 'form')
      .flatMap((name) => formParts(name, properties[name]!, validValue(properties[name]!)));
    const form = multipartBody([...parts, ...(field.where === 'form' ? [{ name: field.name, value: raw }] : [])]);
    return { ...request, payload: form.payload, headers: form.headers };
  }
  const bodySchema = op.requestBody?.content?.[JSON_TYPE]?.schema;
  if (!bodySchema) return request;
  // The raw text goes in as written: a placeholder string stands in for it while the rest is serialized.
  const placeholder = '\u0001integer form\u0001';
  const body = validValue(bodySchema) as Record<string, unknown>;
  if (field.where === 'json') body[field.name] = field.list ? [placeholder] : placeholder;
  const payload = JSON.stringify(body).replace(JSON.stringify(placeholder), raw);
  return { ...request, payload, headers: { 'content-type': JSON_TYPE } };
}

/** Each integer field of the operation with each form: as text in path, query and form, as number and text in JSON. */
export function integerCases(method: string, path: string, op: Operation): IntegerCase[] {
  return integerFields(op).flatMap((field) => {
    const raws =
      field.where === 'json'
        ? [...INTEGER_JSON_NUMBERS, ...INTEGER_TEXT_FORMS.map((form) => JSON.stringify(form))]
        : INTEGER_TEXT_FORMS;
    return raws.map((raw) => ({ field, form: raw, request: requestWith(method, path, op, field, raw) }));
  });
}
