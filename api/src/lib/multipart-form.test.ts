import type { FastifyInstance } from 'fastify';
import { buildOfflineApp } from '../openapi/openapi-document';

interface FormSchema {
  required?: string[];
  additionalProperties?: boolean;
  properties: Record<string, { type?: string; format?: string }>;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildOfflineApp();
});
afterAll(() => app.close());

function formSchema(path: string, method: string): FormSchema {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: FormSchema }> } }>>;
  };
  return doc.paths[path]![method]!.requestBody.content['multipart/form-data']!.schema;
}

describe('multipart forms in the OpenAPI document', () => {
  it.each([
    ['POST /api/employees', ['biometric_consent', 'email', 'first_name', 'image', 'last_name'], ['image']],
    ['PUT /api/employees/{id}', ['email', 'first_name', 'last_name'], ['additional_image']],
    ['POST /api/settings/logo', ['logo'], ['logo']],
    ['POST /api/holidays/import_ics', ['file'], ['file']],
  ])('%s declares its fields, which are required and which are files', (route, required, files) => {
    const [method, path] = route.split(' ') as [string, string];
    const schema = formSchema(path, method.toLowerCase());
    expect([...(schema.required ?? [])].sort()).toEqual(required);
    expect(schema.additionalProperties).toBe(false);
    for (const file of files) expect(schema.properties[file]).toMatchObject({ type: 'string', format: 'binary' });
    const texts = Object.keys(schema.properties).filter((name) => !files.includes(name));
    for (const name of texts) expect(schema.properties[name]!.format).not.toBe('binary');
  });
});
