/** The OpenAPI component every error body's `code` refers to: the enum of all codes. */
export const ERROR_CODE_COMPONENT = 'ErrorCode';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The JSON schemas of a document's 4xx and 5xx responses. */
function errorSchemas(document: Json): Json[] {
  const schemas: Json[] = [];
  for (const item of Object.values((document.paths ?? {}) as Json)) {
    for (const operation of Object.values(item as Json)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const schema = (response as { content?: { 'application/json'?: { schema?: unknown } } }).content?.[
          'application/json'
        ]?.schema;
        if (Number(status) >= 400 && isObject(schema)) schemas.push(schema);
      }
    }
  }
  return schemas;
}

/**
 * Lists every error code in the document: an `ErrorCode` string enum under components.schemas, and each error
 * response's `code` property pointing at it (an enum per response would repeat the whole list 400 times).
 */
export function documentErrorCodes<T extends Json>(document: T, codes: readonly string[]): T {
  for (const schema of errorSchemas(document)) {
    const properties = schema.properties as Json | undefined;
    if (properties?.code) properties.code = { $ref: `#/components/schemas/${ERROR_CODE_COMPONENT}` };
  }
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Json;
  const description = 'Stable code of an error body; its `error` is the English text for the code.';
  schemas[ERROR_CODE_COMPONENT] = { type: 'string', enum: [...codes], description };
  return { ...document, components: { ...components, schemas } };
}
