import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../lib/app-error';
import { requestError } from '../lib/request-errors';
import { leaveError } from '../modules/leave/messages';
import { apiError } from '../test/api-error';
import { errorHandlerPlugin } from './error-handler';
import { validationError } from '../lib/validation-message';

let app: FastifyInstance;
const logged: unknown[] = [];

beforeAll(async () => {
  app = Fastify({ bodyLimit: 64, logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
  await app.register(errorHandlerPlugin);
  app.setNotFoundHandler(async () => {
    throw requestError(404, 'not_found');
  });
  app.post(
    '/typed',
    { schema: { body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 3 }) }) } },
    async () => {
      throw leaveError(400, 'leave.overlap', { start: '2031-03-02', end: '2031-03-06', status: 'approved' });
    },
  );
  app.get('/busy', async () => {
    throw new AppError(503, 'face.engine_unavailable', 'Busy.', {
      retryAfterSeconds: 0.2,
      fields: { reason: 'queue' },
    });
  });
  app.get('/refused', async () => {
    throw Object.assign(new Error('Not acceptable here.'), { statusCode: 406 });
  });
  app.get('/crash', async () => {
    throw new Error('secret detail of a bug');
  });
  await app.ready();
});

afterAll(() => app.close());

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/typed', payload, headers: { 'content-type': contentType } });

describe('the error handler answers every error as {error, code}', () => {
  it('sends an AppError with its code, its fields and Retry-After; the params stay on the error', async () => {
    const overlap = leaveError(400, 'leave.overlap', { start: '2031-03-02', end: '2031-03-06', status: 'approved' });
    expect(overlap.params).toEqual({ start: '2031-03-02', end: '2031-03-06', status: 'approved' });
    const res = await post('{"name":"x"}');
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        error: 'These dates overlap your leave request from 2031-03-02 to 2031-03-06 (approved).',
        code: 'leave.overlap',
      },
    ]);
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect([busy.statusCode, busy.headers['retry-after'], busy.json()]).toEqual([
      503,
      '1',
      { error: 'Busy.', code: 'face.engine_unavailable', reason: 'queue' },
    ]);
  });

  it('answers a schema violation validation.invalid_input, with what it was made of kept as params', async () => {
    const res = await post('{"name":""}');
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: 'Name is required.', code: 'validation.invalid_input' },
    ]);
    const long = await post('{"name":"Nina"}');
    expect(long.json()).toEqual({ error: 'Name must be at most 3 characters.', code: 'validation.invalid_input' });
    const issue = { keyword: 'maxLength', instancePath: '/start_date', schemaPath: '#', params: { limit: 10 } };
    expect(validationError([{ ...issue, message: 'must NOT have more than 10 characters' }]).params).toEqual({
      keyword: 'maxLength',
      field: 'Start date',
      limit: 10,
      detail: 'must NOT have more than 10 characters',
    });
  });

  it("answers Fastify's own refusals with their request codes", async () => {
    expect((await post('{"name":')).json()).toEqual(apiError('request.invalid_json'));
    const xml = await post('<name/>', 'application/xml');
    expect([xml.statusCode, xml.json()]).toEqual([415, apiError('request.unsupported_media_type')]);
    const large = await post(JSON.stringify({ name: 'x'.repeat(100) }));
    expect([large.statusCode, large.json()]).toEqual([413, apiError('request.body_too_large')]);
    const other = await app.inject({ method: 'GET', url: '/refused' });
    expect([other.statusCode, other.json()]).toEqual([
      406,
      apiError('request.invalid', { detail: 'Not acceptable here.' }),
    ]);
  });

  it('answers an unknown route not_found and a failure of ours internal, logged but not shown', async () => {
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Not found', code: 'not_found' }]);
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect([crash.statusCode, crash.json()]).toEqual([
      500,
      { error: 'An error occurred. Please try again later.', code: 'internal' },
    ]);
    expect(crash.body).not.toContain('secret');
    expect(logged.join('')).toContain('secret detail of a bug');
  });
});
