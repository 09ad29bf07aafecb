import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

import { multipartBody } from './multipart';
import { createTestApp, TestContext } from './test-app';
import { REQUEST_ERRORS } from '../lib/request-errors';
import { apiError } from './api-error';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signedIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const get = (url: string) => t.inject({ method: 'GET', url, headers: admin.headers });

describe('findings of the outside review, each answered 4xx', () => {
  it.each([
    [
      '/api/timesheet?start_date=0000-01-01&end_date=0000-02-01',
      { error: 'Start date must be a valid date.', code: 'validation.invalid_input' },
    ],
    [
      '/api/leave_requests?end_date=0000-01-01',
      { error: 'End date must be a valid date.', code: 'validation.invalid_input' },
    ],
    [
      '/api/attendance_logs?start_date=2023-02-29&end_date=2023-03-01',
      { error: 'Start date must be a valid date.', code: 'validation.invalid_input' },
    ],
    [
      '/api/reports_dashboard?start_date=2101-01-01&end_date=2101-01-02',
      { error: 'Start date must be a valid date.', code: 'validation.invalid_input' },
    ],
  ])('impossible or out-of-range date %s', async (url, expected) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it.each(['1e1', '0x1', 'Infinity', '2147483648', '-1', '1.5'])(
    'id %s is refused, not read as a number',
    async (id) => {
      const res = await get(`/api/employees/${id}`);
      expect(res.statusCode).toBe(400);
    },
  );

  it('an id in hex is refused rather than read as 1', async () => {
    expect((await get(`/api/employees/0x${admin.id.toString(16)}`)).json()).toEqual(
      apiError('validation.not_decimal', { field: 'Id' }),
    );
  });

  it('refuses NUL bytes in text', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/departments',
      headers: admin.headers,
      payload: { department_name: 'Sales\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError('validation.nul_character'));
  });

  it.each(['__proto__', 'valueOf', 'constructor'])(
    'settings key %s is unknown, not looked up on a plain object',
    async (key) => {
      const res = await t.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify([{ setting_key: key, setting_value: 'x' }]),
      });
      expect(res.statusCode).toBe(400);
    },
  );

  it('refuses a duplicated file part at once instead of hanging', async () => {
    const logo = fs.readFileSync(path.join(__dirname, '../../../e2e/fixtures/acme-logo.png'));
    const form = multipartBody([
      { name: 'logo', value: logo, filename: 'a.png', contentType: 'image/png' },
      { name: 'logo', value: logo, filename: 'b.png', contentType: 'image/png' },
    ]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/settings/logo',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError('multipart.repeated_field', { name: 'logo' }));
  });

  it('answers a cut multipart body with 400', async () => {
    const form = multipartBody([{ name: 'first_name', value: 'Ada' }]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/employees',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload.subarray(0, form.payload.length - 20),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('numbers beyond what a column holds, each answered 400 with nothing changed (issue 22)', () => {
  const HUNDRED_DIGITS = '9'.repeat(100);
  const LIMITS = { id: 'at most 2147483647', year: 'at most 2100' };

  it.each([
    ['/api/leave_balances?employee_id=', 'Employee id', LIMITS.id],
    ['/api/leave_balances?year=', 'Year', LIMITS.year],
    ['/api/leave_ledger?employee_id=', 'Employee id', LIMITS.id],
    ['/api/leave_ledger?year=', 'Year', LIMITS.year],
    ['/api/leave_balances/export?year=', 'Year', LIMITS.year],
    ['/api/holidays?year=', 'Year', LIMITS.year],
    ['/api/attendance_logs?department_id=', 'Department id', LIMITS.id],
    ['/api/timesheet?start_date=2026-11-02&end_date=2026-11-06&employee_id=', 'Employee id', LIMITS.id],
  ])('a 100-digit number in %s', async (url, field, limit) => {
    const res = await get(url + HUNDRED_DIGITS);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `${field} must be ${limit}.`, code: 'validation.invalid_input' });
  });

  it.each([
    [`/api/employees/-${HUNDRED_DIGITS}`, 414, 'request.path_too_long'],
    ['/api/employees/%E0%A4%A', 400, 'request.malformed_url'],
  ] as const)('a path the router will not read, %s, answers in the api error shape', async (url, status, code) => {
    const res = await get(url);
    expect([res.statusCode, res.json()]).toEqual([status, { error: REQUEST_ERRORS[code], code }]);
  });

  describe('PUT /api/employees/{id}/manager', () => {
    let manager: Awaited<ReturnType<TestContext['createUser']>>;
    let report: Awaited<ReturnType<TestContext['createUser']>>;
    beforeAll(async () => {
      manager = await t.createUser('manager');
      report = await t.createUser('employee', { reportTo: manager.id });
    });
    const reportTo = async () =>
      (
        await t.db
          .selectFrom('employees')
          .select('report_to')
          .where('employee_id', '=', report.id)
          .executeTakeFirstOrThrow()
      ).report_to;
    const tooBig = apiError('validation.invalid_input', { keyword: 'maximum', field: 'Manager id', limit: 2147483647 });
    const notDecimal = apiError('validation.not_decimal', { field: 'Manager id' });
    const change = (raw: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/employees/${report.id}/manager`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: `{"manager_id":${raw}}`,
      });

    it.each([
      ['9007199254740992', tooBig],
      ['1e+308', tooBig],
      [HUNDRED_DIGITS, tooBig],
      ['0', apiError('validation.invalid_input', { keyword: 'minimum', field: 'Manager id', limit: 1 })],
      ['-0', apiError('validation.negative_zero', { field: 'Manager id' })],
      ['false', notDecimal],
      ['true', notDecimal],
      ['["0x1"]', notDecimal],
    ])('manager_id %s keeps the manager', async (raw, body) => {
      const res = await change(raw);
      expect([res.statusCode, res.json()]).toEqual([400, body]);
      expect(await reportTo()).toBe(manager.id);
    });

    it('null still removes the manager', async () => {
      expect((await change('null')).statusCode).toBe(200);
      expect(await reportTo()).toBeNull();
    });
  });

  it('a carry-over expiry month 0 is refused, not read as "never"', async () => {
    const policy = {
      leave_type: 'study',
      display_name: 'Study leave',
      paid: true,
      annual_days: 5,
      accrual: 'yearly',
      carry_over_cap: 0,
      carry_over_expiry_month: 0,
      half_days_allowed: true,
      backdating_allowed: false,
      negative_allowed: false,
      active: true,
    };
    const res = await t.inject({ method: 'POST', url: '/api/leave_policies', headers: admin.headers, payload: policy });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: 'Carry over expiry month must be at least 1.', code: 'validation.invalid_input' },
    ]);
    expect(await t.db.selectFrom('leave_types').select('name').where('name', '=', 'study').execute()).toEqual([]);
  });
});

describe('uploaded images', () => {
  const upload = (bytes: Buffer) => {
    const form = multipartBody([{ name: 'logo', value: bytes, filename: 'logo.png', contentType: 'image/png' }]);
    return t.inject({
      method: 'POST',
      url: '/api/settings/logo',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('refuses a pixel bomb before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError('image.too_many_pixels'));
  });

  it('stores the logo re-encoded: at most 512 px, PNG, no metadata', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const res = await upload(photo);
    expect(res.statusCode).toBe(200);
    const served = await t.inject({ method: 'GET', url: `/api/${res.json().path}` });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 512, 256, undefined]);
  });
});
