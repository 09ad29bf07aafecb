import multipart, { type FastifyMultipartBaseOptions, type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type } from 'typebox';
import { INPUT_MESSAGES } from './input-messages';
import { validationMessage } from './validation-message';
import { AppError } from './app-error';

export const MULTIPART_MESSAGES = {
  unknownField: (name: string) => `Unknown field "${name}".`,
  repeatedField: (name: string) => `Field "${name}" must be sent once.`,
  tooManyParts: 'The form has too many fields or files.',
  malformed: 'The multipart body is malformed.',
} as const;

/** A file field of a form's body schema: ajvFilePlugin's `isFile` checks it, and documents it as binary. */
export const FormFile = (description: string) => Type.Unsafe<MultipartFile>({ isFile: true, description });

/** What a form module says in its own words; any other schema issue gets the JSON routes' message. */
export interface FormMessages {
  notMultipart: string;
  fileTooLarge: string;
  /** The module's text for a schema issue on `field`, when the generic one is not it. */
  issue?: (field: string, issue: FastifySchemaValidationError) => string | undefined;
}

export interface FormOptions {
  limits: FastifyMultipartBaseOptions['limits'];
  messages: FormMessages;
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
  if (value.includes('\u0000')) throw new AppError(400, INPUT_MESSAGES.nulCharacter);
  const text = value.trim();
  if (text && isInteger(property) && !DECIMAL.test(text))
    throw new AppError(400, INPUT_MESSAGES.notDecimal(label(name)));
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
    if (!property) throw new AppError(400, MULTIPART_MESSAGES.unknownField(name));
    input[name] = [...(input[name] ?? []), ...[value].flat().map((item) => tidyValue(name, property, item))];
  }
  return Object.fromEntries(
    Object.entries(input).map(([name, values]) => {
      if (properties[name]!.type === 'array') return [name, values];
      if (values.length > 1) throw new AppError(400, MULTIPART_MESSAGES.repeatedField(name));
      return [name, values[0]];
    }),
  );
}

/** A refused upload (too large, too many parts, a cut or broken body) as the client's error. */
function parsingError(err: FastifyError, messages: FormMessages): AppError {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, messages.fileTooLarge);
  if (TOO_MANY.has(err.code)) return new AppError(413, MULTIPART_MESSAGES.tooManyParts);
  return new AppError(400, MULTIPART_MESSAGES.malformed);
}

function schemaError(errors: FastifySchemaValidationError[], messages: FormMessages): AppError {
  const first = errors[0]!;
  const field =
    first.keyword === 'required'
      ? String((first.params as { missingProperty?: unknown }).missingProperty)
      : (first.instancePath.split('/')[1] ?? '');
  const generic = () => validationMessage(Object.assign(new Error(), { validation: errors }) as FastifyError);
  return new AppError(400, messages.issue?.(field, first) ?? generic());
}

/**
 * A scope for multipart form routes: @fastify/multipart reads the whole body into `request.body` (files
 * buffered) before the route's body schema validates it, so a refused request is answered after its upload ended.
 */
export function formRoutes(
  { limits, messages }: FormOptions,
  routes: FastifyPluginAsyncTypebox,
): FastifyPluginAsyncTypebox {
  return async (scope) => {
    await scope.register(multipart, { attachFieldsToBody: 'keyValues', onFile: keepFilePart, limits });
    const formsRead = new WeakSet<FastifyRequest>();
    scope.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) throw new AppError(400, messages.notMultipart);
      // Parsed: whatever fails from here on is not the parser's.
      formsRead.add(request);
      request.body = schemaInput(request);
    });
    scope.setSchemaErrorFormatter((errors) => schemaError(errors, messages));
    // Thrown on to the app's error handler; only what the parser raised is translated.
    scope.setErrorHandler((err: FastifyError, request) => {
      if (err instanceof AppError || formsRead.has(request) || !request.isMultipart()) throw err;
      throw parsingError(err, messages);
    });
    await scope.register(routes);
  };
}
