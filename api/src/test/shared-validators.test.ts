import { ajvFilePlugin } from '@fastify/multipart';
import { formatsPlugin } from '../plugins/input-guard';
import type { ProcessWide } from './pglite-thread-home';
import { sharedValidators } from './shared-validators';

type Compile = (route: { schema: unknown; httpPart: string; method: string; url: string }) => unknown;

/** A validator compiler as one app (test file) gets it, on the process-wide object given. */
function appCompiler(processWide: ProcessWide): Compile {
  const build = sharedValidators(processWide)!.compilersFactory!.buildValidator as unknown as (
    externalSchemas: object,
    options: object,
  ) => Compile;
  return build({}, { customOptions: {}, plugins: [formatsPlugin, ajvFilePlugin] });
}

const route = (schema: object, httpPart = 'body') => ({ schema, httpPart, method: 'POST', url: '/api/things' });
const dateBody = () => ({ type: 'object', properties: { day: { type: 'string', format: 'date' } } });

test("a later app reuses an earlier app's validator for the same schema, and validates with it", () => {
  const processWide: ProcessWide = {};
  const earlier = appCompiler(processWide)(route(dateBody()));
  const later = appCompiler(processWide);

  const validate = later(route(dateBody())) as (data: unknown) => boolean;
  expect(validate).toBe(earlier);
  expect(validate({ day: '2026-02-28' })).toBe(true);
  expect(validate({ day: '2026-02-30' })).toBe(false);
  expect(later(route(dateBody(), 'querystring'))).not.toBe(earlier);
  expect(later(route({ type: 'object', properties: { day: { type: 'integer' } } }))).not.toBe(earlier);
});

test('a file field is compiled by every app: compiling rewrites its schema, which the OpenAPI document shows', () => {
  const processWide: ProcessWide = {};
  const fileForm = () => ({ type: 'object', properties: { photo: { isFile: true } } });
  appCompiler(processWide)(route(fileForm()));

  const laterSchema = fileForm();
  appCompiler(processWide)(route(laterSchema));
  expect(laterSchema.properties.photo).toEqual({ type: 'string', format: 'binary' });
});
