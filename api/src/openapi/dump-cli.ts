import { openApiDocument } from './openapi-document';

// Prints the OpenAPI document as JSON (api-contract generates its types from it).
openApiDocument().then(
  (document) => process.stdout.write(`${JSON.stringify(document, null, 2)}\n`),
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
