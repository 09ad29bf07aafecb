import multipart, { type FastifyMultipartBaseOptions, type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type } from 'typebox';
import { inputError } from './input-messages';
import { validationError } from './validation-message';
import { AppError, errorFactory, type ErrorTexts } from './app-error';

export const MULTIPART_ERRORS = {
  'multipart.unknown_field': ({ name }: { name: string }) => `Unknown field "${name}".`,
  'multipart.repeated_field': ({ name }: { name: string }) => `Field "${name}" must be sent once.`,
  'multipart.too_many_parts': 'The form has too many fields or files.',
  'multipart.malformed': 'The multipart body is malformed.',
} as const satisfies ErrorTexts;

const multipartError = errorFactory(MULTIPART_ERRORS);

/** A file field of a form's body schema: ajvFilePlugin's `isFile` checks it, and documents it as binary. */
export const FormFile = (description: string) => Type.Unsafe<MultipartFile>({ isFile: true, description });

/** What a form module answers in its own words; any other schema issue gets the JSON routes' error. */
export interface FormErrors {
  notMultipart: () => AppError;
  /** A 413. */
  fileTooLarge: () => AppError;
  /** The module's error for a schema issue on `field`, when the generic one is not it. */
  issue?: (field: string, issue: FastifySchemaValidationError) => AppError | undefined;
}

export interface FormOptions {
  limits: FastifyMultipartBaseOptions['limits'];
  errors: FormErrors;
}

interface PropertySchema {
  type?: string;
  items?: PropertySchema;
  anyOf?: PropertySchema[];
}

const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const DECIMAL = /^\d+$/;
const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
const isInteger = (schema: PropertySchema | undefined): boolean =>
  !!schema && (schema.type === 'integer' || !!schema.anyOf?.some(isInteger) || isInteger(schema.items));

/** Buffers the file and puts its part in the body: `isFile` asks for a part, handlers read it with toBuffer(). */
async function keepFilePart(part: MultipartFile) {
  await part.toBuffer();
  Object.assign(part, { value: part });
}

function tidyValue(name: string, property: PropertySchema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  // The rules input-guard applies to JSON bodies, which it reads before the form is parsed.
  if (value.includes('\u0000')) throw inputError(400, 'validation.nul_character');
  const text = value.trim();
  if (text && isInteger(property) && !DECIMAL.test(text))
    throw inputError(400, 'validation.not_decimal', { field: label(name) });
  return text;
}

/**
 * The parsed form as its schema reads it: `name[]` is `name`, text is trimmed, and a field the schema does not
 * declare, or sends twice when it is not a list, is refused (Fastify's ajv would drop unknown fields silently).
 */
function schemaInput(request: FastifyRequest): Record<string, unknown> {
  const schema = request.routeOptions.schema?.body as { properties?: Record<string, PropertySchema> } | undefined;
  const properties = schema?.properties ?? {};
  const input: Record<string, unknown[]> = {};
  for (const [sent, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
    const name = sent.replace(/\[\]$/, '');
    const property = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (!property) throw multipartError(400, 'multipart.unknown_field', { name });
    input[name] = [...(input[name] ?? []), ...[value].flat().map((item) => tidyValue(name, property, item))];
  }
  return Object.fromEntries(
    Object.entries(input).map(([name, values]) => {
      if (properties[name]!.type === 'array') return [name, values];
      if (values.length > 1) throw multipartError(400, 'multipart.repeated_field', { name });
      return [name, values[0]];
    }),
  );
}

/** A refused upload (too large, too many parts, a cut or broken body) as the client's error. */
function parsingError(err: FastifyError, errors: FormErrors): AppError {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return errors.fileTooLarge();
  if (TOO_MANY.has(err.code)) return multipartError(413, 'multipart.too_many_parts');
  return multipartError(400, 'multipart.malformed');
}

function schemaError(issues: FastifySchemaValidationError[], errors: FormErrors): AppError {
  const first = issues[0]!;
  const field =
    first.keyword === 'required'
      ? String((first.params as { missingProperty?: unknown }).missingProperty)
      : (first.instancePath.split('/')[1] ?? '');
  return errors.issue?.(field, first) ?? validationError(issues);
}

/**
 * A scope for multipart form routes: @fastify/multipart reads the whole body into `request.body` (files
 * buffered) before the route's body schema validates it, so a refused request is answered after its upload ended.
 */
export function formRoutes(
  { limits, errors }: FormOptions,
  routes: FastifyPluginAsyncTypebox,
): FastifyPluginAsyncTypebox {
  return async (scope) => {
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', onFile: keepFilePart, limits });
    const formsRead = new WeakSet<FastifyRequest>();
    scope.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) throw errors.notMultipart();
      // Parsed: whatever fails from here on is not the parser's.
      formsRead.add(request);
      request.body = schemaInput(request);
    });
    scope.setSchemaErrorFormatter((issues) => schemaError(issues, errors));
    // Thrown on to the app's error handler; only what the parser raised is translated.
    scope.setErrorHandler((err: FastifyError, request) => {
      if (err instanceof AppError || formsRead.has(request) || !request.isMultipart()) throw err;
      throw parsingError(err, errors);
    });
    await scope.register(routes);
  };
}
