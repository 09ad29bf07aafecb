import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import type { ProcessWide } from './pglite-thread-home';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type BuildValidator = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;
/** What Fastify really passes a validator compiler (ajv-compiler's types say an ajv schema). */
type CompileRoute = (route: { schema?: unknown; httpPart?: string }) => unknown;
type BuildRouteCompiler = (externalSchemas: unknown, ajvOptions: unknown) => CompileRoute;

/**
 * Route validators compiled once per jest worker process and reused by its later test files: every file builds the
 * same app, and ajv compiling its schemas was about a second of CPU an app. A validator is a pure function of its
 * schema, the shared schemas and ajv's options, which make up its key; the formats and keywords it calls (ajv-formats,
 * isCalendarDate) keep no state. Without the process-wide object (outside jest) nothing is shared.
 */
export function sharedValidators(
  processWide = (globalThis as { apiTestProcess?: ProcessWide }).apiTestProcess,
): SchemaController | undefined {
  if (!processWide) return undefined;
  const compiled = (processWide.routeValidators ??= new Map());
  const buildCompiler = AjvCompiler() as unknown as BuildRouteCompiler;
  const buildValidator: BuildRouteCompiler = (externalSchemas, ajvOptions) => {
    const compile = buildCompiler(externalSchemas, ajvOptions);
    const shared = JSON.stringify([externalSchemas, ajvOptions]);
    return (route) => {
      const schema = JSON.stringify(route.schema);
      // ajvFilePlugin's `isFile` rewrites its schema as it compiles, and the OpenAPI document shows the rewrite.
      if (schema.includes('"isFile"')) return compile(route);
      const key = `${shared}${route.httpPart}${schema}`;
      const known = compiled.get(key);
      if (known) return known;
      const validate = compile(route);
      compiled.set(key, validate);
      return validate;
    };
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as BuildValidator } };
}
