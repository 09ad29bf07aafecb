import { multipartBody } from '../../test/multipart';
import { createTestApp, TestContext } from '../../test/test-app';
import { HOLIDAY_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signedIn']>>;
let employee: Awaited<ReturnType<TestContext['signedIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  employee = await t.signedIn('employee');
});
afterAll(() => t.close());

const list = async (query = '') =>
  (await t.inject({ method: 'GET', url: `/api/holidays${query}`, headers: employee.headers })).json();
const post = (url: string, payload: object, who = admin) =>
  t.inject({ method: 'POST', url, headers: who.headers, payload });

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Holidays//EN',
  'BEGIN:VEVENT',
  'UID:a@test',
  'DTSTART;VALUE=DATE:20270524',
  'DTEND;VALUE=DATE:20270525',
  'SUMMARY:Company away day',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:b@test',
  'DTSTART;VALUE=DATE:20271227',
  'DTEND;VALUE=DATE:20271229',
  'SUMMARY:Winter closure',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const uploadIcs = (content: string, location?: string) => {
  const parts = [{ name: 'file', filename: 'holidays.ics', contentType: 'text/calendar', value: Buffer.from(content) }];
  const form = multipartBody(location ? [...parts, { name: 'location', value: location }] : parts);
  return t.inject({
    method: 'POST',
    url: '/api/holidays/import_ics',
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
};

describe('/api/holidays', () => {
  it('lets an admin add, rename and delete a holiday that everyone reads', async () => {
    const created = await post('/api/holidays', { holiday_date: '2026-08-31', name: ' Summer  bank holiday ' });
    expect(created.statusCode).toBe(201);
    const id = created.json().holiday_id;
    expect(await list('?year=2026')).toEqual([
      { holiday_id: id, holiday_date: '2026-08-31', name: 'Summer bank holiday', location: null },
    ]);
    const put = await t.inject({
      method: 'PUT',
      url: `/api/holidays/${id}`,
      headers: admin.headers,
      payload: { holiday_date: '2026-08-31', name: 'August bank holiday', location: 'London' },
    });
    expect(put.json()).toEqual({ message: M.updated });
    expect(await list('?location=london')).toEqual([
      expect.objectContaining({ name: 'August bank holiday', location: 'London' }),
    ]);
    expect((await t.inject({ method: 'DELETE', url: `/api/holidays/${id}`, headers: admin.headers })).statusCode).toBe(
      200,
    );
    expect(await list('?year=2026')).toEqual([]);
  });

  it('refuses non-admins, bad dates, blank names and a second holiday on a date of one calendar', async () => {
    expect((await post('/api/holidays', { holiday_date: '2026-01-01', name: 'x' }, employee)).statusCode).toBe(403);
    expect((await post('/api/holidays', { holiday_date: '2026-02-30', name: 'x' })).statusCode).toBe(400);
    expect((await post('/api/holidays', { holiday_date: '2026-01-02', name: ' ' })).json()).toEqual(
      apiError('holiday.name_required'),
    );
    expect((await post('/api/holidays', { holiday_date: '2026-01-05', name: 'One' })).statusCode).toBe(201);
    expect((await post('/api/holidays', { holiday_date: '2026-01-05', name: 'Two' })).json()).toEqual(
      apiError('holiday.date_taken', { date: '2026-01-05', name: 'One' }),
    );
    expect(
      (await post('/api/holidays', { holiday_date: '2026-01-05', name: 'Two', location: 'Berlin' })).statusCode,
    ).toBe(201);
  });
});

describe('importing holidays', () => {
  it("imports a year of a country's public holidays from the bundled date-holidays data, once", async () => {
    const res = await post('/api/holidays/import', { country: 'GB', region: 'ENG', year: 2027, location: 'London' });
    expect(res.statusCode).toBe(200);
    // England 2027: New Year, Good Friday, Easter Monday, three bank holidays, Christmas and Boxing Day (a weekend)
    // with their substitute days; Mother's Day and Easter Sunday are observances, not days off.
    expect(res.json()).toEqual({ message: M.imported(10, 10), found: 10, added: 10 });
    const london = await list('?year=2027&location=London');
    expect(london.map((h: { holiday_date: string }) => h.holiday_date)).toEqual(
      expect.arrayContaining(['2027-01-01', '2027-03-26', '2027-03-29', '2027-12-27', '2027-12-28']),
    );
    expect(
      (await post('/api/holidays/import', { country: 'GB', region: 'ENG', year: 2027, location: 'London' })).json(),
    ).toMatchObject({
      added: 0,
      found: 10,
    });
  });

  it('refuses an unknown country or region', async () => {
    expect((await post('/api/holidays/import', { country: 'QQ', year: 2027 })).json()).toEqual(
      apiError('holiday.unknown_country', { country: 'QQ' }),
    );
    expect((await post('/api/holidays/import', { country: 'DE', region: 'ZZ', year: 2027 })).json()).toEqual(
      apiError('holiday.unknown_region', { country: 'DE', region: 'ZZ' }),
    );
    expect((await post('/api/holidays/import', { country: 'GBR', year: 2027 })).statusCode).toBe(400);
  });

  it('imports the all-day events of an uploaded .ics file, one holiday a day', async () => {
    const res = await uploadIcs(ICS, 'Berlin');
    expect(res.json()).toEqual({ message: M.imported(3, 3), found: 3, added: 3 });
    expect(await list('?year=2027&location=Berlin')).toEqual([
      expect.objectContaining({ holiday_date: '2027-05-24', name: 'Company away day' }),
      expect.objectContaining({ holiday_date: '2027-12-27', name: 'Winter closure' }),
      expect.objectContaining({ holiday_date: '2027-12-28', name: 'Winter closure' }),
    ]);
  });

  it('refuses a file that is not a calendar, or one without events', async () => {
    expect((await uploadIcs('hello')).json()).toEqual(apiError('holiday.ics_invalid'));
    expect((await uploadIcs('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n')).json()).toEqual(
      apiError('holiday.ics_empty'),
    );
    const notMultipart = await post('/api/holidays/import_ics', { file: 'x' });
    expect(notMultipart.json()).toEqual(apiError('holiday.ics_missing'));
  });
});
