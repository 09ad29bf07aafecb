import { pdfText } from '../../test/pdf-text';
import { expectCompleteCatalogue } from '../../test/catalogue-checks';
import { TIMESHEET_CATALOGUES } from './timesheet-texts';
import { weekdayName } from './format';
import sharp from 'sharp';
import { multipartBody } from '../../test/multipart';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext, TestUser } from '../../test/test-app';
import { apiError } from '../../test/api-error';

const NOON = new Date('2026-03-18T12:00:00Z');
let t: TestContext;
type Member = TestUser & { headers: { authorization: string }; name: string };
const people = {} as Record<'admin' | 'manager' | 'otherManager' | 'emma' | 'dan' | 'leaver', Member>;

async function member(role: TestUser['role'], reportTo?: Member, jobTitle: string | null = null): Promise<Member> {
  const user = await t.createUser(role, reportTo ? { reportTo: reportTo.id } : {});
  await t.db.updateTable('employees').set({ job_title: jobTitle }).where('employee_id', '=', user.id).execute();
  const row = await t.db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('employee_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return {
    ...user,
    name: `${row.first_name} ${row.last_name}`,
    headers: { authorization: `Bearer ${(await t.login(user)).access_token}` },
  };
}

async function record(
  person: Member,
  date: string,
  from: string,
  to: string | null,
  extra: Record<string, unknown> = {},
) {
  await t.db
    .insertInto('attendance_records')
    .values({
      employee_id: person.id,
      attendance_date: date,
      check_in_time: `${date}T${from}Z`,
      check_out_time: to && `${date}T${to}Z`,
      in_address: 'Acme House, 1 Moorgate, London',
      discrepancy: 'on time',
      ...extra,
    })
    .execute();
}

beforeAll(async () => {
  freezeDate(NOON);
  t = await createTestApp();
  people.admin = await member('admin');
  people.manager = await member('manager', people.admin);
  people.otherManager = await member('manager', people.admin);
  people.emma = await member('employee', people.manager, 'Software Engineer');
  people.dan = await member('employee', people.otherManager);
  people.leaver = await member('employee', people.manager);
  await record(people.emma, '2026-03-02', '09:12:00', '17:30:00', { discrepancy: 'late by 12 min' });
  await record(people.emma, '2026-03-03', '08:45:00', '19:00:00', {
    discrepancy: 'early by 15 min',
    auto_closed: true,
  });
  await record(people.emma, '2026-03-07', '10:00:00', '12:00:00', {
    in_address: null,
    in_latitude: 51.5155,
    in_longitude: -0.0885,
  });
  await record(people.emma, '2026-03-09', '09:00:00', '17:00:00');
  // A forgotten clock out the sweep has not closed yet: the timesheet shows it closed, as every read does.
  await record(people.emma, '2026-03-16', '08:30:00', null);
  await record(people.emma, '2026-03-18', '09:00:00', null);
  const vacation = await t.db
    .selectFrom('leave_types')
    .select('leave_type_id')
    .where('name', '=', 'vacation')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('leave_requests')
    .values({
      employee_id: people.emma.id,
      leave_type_id: vacation.leave_type_id,
      start_date: '2026-03-04',
      end_date: '2026-03-05',
      status: 'approved',
    })
    .execute();
  await t.db
    .insertInto('holidays')
    .values([
      { holiday_date: '2026-03-06', name: 'Company Day', location: null },
      { holiday_date: '2026-03-10', name: 'London Marathon Day', location: 'London' },
      { holiday_date: '2026-03-11', name: 'Paris Day', location: 'Paris' },
    ])
    .execute();
  await t.db
    .updateTable('employees')
    .set({ holiday_calendar: 'london' })
    .where('employee_id', '=', people.emma.id)
    .execute();
  await t.db
    .updateTable('employees')
    .set({ status: 'terminated', terminated_at: '2026-03-10T17:00:00Z' })
    .where('employee_id', '=', people.leaver.id)
    .execute();
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const timesheet = (viewer: Member, query: Record<string, string>) =>
  t.inject({ method: 'GET', url: '/api/timesheet', headers: viewer.headers, query });
const status = async (viewer: Member, employee?: Member) =>
  (
    await timesheet(viewer, {
      start_date: '2026-03-02',
      end_date: '2026-03-08',
      ...(employee ? { employee_id: String(employee.id) } : {}),
    })
  ).statusCode;

describe("the timesheet's words (timesheet/texts/*.json)", () => {
  it.each(Object.keys(TIMESHEET_CATALOGUES))('%s: has every key, none empty, with the English parameters', (language) =>
    expectCompleteCatalogue(TIMESHEET_CATALOGUES, language),
  );
});

describe('GET /api/timesheet', () => {
  it('is a PDF named for the period with the employee, a row per day, weekly subtotals and the total', async () => {
    const res = await timesheet(people.emma, { start_date: '2026-03-02', end_date: '2026-03-15' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Timesheet_2026-03-02_2026-03-15.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Acme Corporation',
      'Timesheet',
      `Employee: ${people.emma.name}, Software Engineer`,
      'Period: March 2, 2026 to March 15, 2026',
      'March 2, 2026',
      'March 15, 2026',
      '9:12:00 AM',
      '5:30:00 PM',
      '7:00:00 PM (auto)',
      'late by 12 min',
      'Vacation leave',
      'Holiday: Company Day',
      'Holiday: London Marathon Day',
      'Weekend',
      'POINT(-0.0885 51.5155)',
      'Acme House',
      'Week Mar 2 to Mar 8',
      'Week Mar 9 to Mar 15',
      'Period total',
      // Hours worked: no break was punched, so each day over 6 hours loses the automatic 30 minutes.
      '7.80',
      '9.75',
      '27.05',
      'Days worked: 4',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Moorgate');
    expect(text).not.toContain('Paris Day');
  });

  it("speaks the caller's language: German words and dates, Arabic shaped right to left in a font that has it", async () => {
    const query = { start_date: '2026-03-02', end_date: '2026-03-15' };
    const inject = (language: string) =>
      t.inject({
        method: 'GET',
        url: '/api/timesheet',
        headers: { ...people.emma.headers, 'accept-language': language },
        query,
      });
    const german = pdfText((await inject('de')).rawPayload);
    for (const expected of [
      'Stundenzettel',
      `Mitarbeiter: ${people.emma.name}, Software Engineer`,
      'Zeitraum: 2. März 2026 bis 15. März 2026',
      '09:12:00',
      '7,80',
      'Feiertag: Company Day',
      'Wochenende',
      'Summe des Zeitraums',
      'Seite 1 von 1',
    ]) {
      expect(german).toContain(expected);
    }
    const arabicPdf = (await inject('ar')).rawPayload;
    expect(arabicPdf.toString('latin1')).toContain('IBMPlexSansArabic');
    // The reader drops the spaces between right-to-left words: the letters are compared, in their order.
    const letters = (text: string) => text.replace(/\s/g, '');
    const arabic = letters(pdfText(arabicPdf));
    const ar = TIMESHEET_CATALOGUES.ar;
    for (const expected of [
      ar.title,
      ar.employee,
      `${ar.period}:`,
      'من2مارس2026إلى15مارس2026',
      ar['column.date'],
      ar['column.check_in'],
      ar['column.check_out'],
      ar.weekend,
      ar.period_total,
      `${ar['days_worked'].replace('{days}', '4')}`,
      'صفحة1من1',
      '09:12:00ص',
    ]) {
      expect(arabic).toContain(letters(expected));
    }
  });

  const marchWeekIn = (language: string) =>
    t.inject({
      method: 'GET',
      url: '/api/timesheet',
      headers: { ...people.emma.headers, 'accept-language': language },
      query: { start_date: '2026-03-02', end_date: '2026-03-08' },
    });

  it('words the discrepancies as the screens do', async () => {
    const rows = pdfText((await marchWeekIn('de')).rawPayload).split('\n');
    const row = (date: string) => rows.find((line) => line.startsWith(date)) ?? '';
    expect(row('2. März 2026')).toContain('12 Min. zu spät');
    expect(row('3. März 2026')).toContain('15 Min. zu früh');
    expect(row('7. März 2026')).toContain('pünktlich');
    expect(rows.join('\n')).not.toMatch(/late by|early by|on time/);
  });

  it('writes each weekday and each column title whole', async () => {
    // Arabic writes its weekdays in full (الأربعاء): none may be cut short.
    const lines = pdfText((await marchWeekIn('ar')).rawPayload)
      .split('\n')
      .map((line) => line.replace(/\s/g, ''));
    const days = ['02', '03', '04', '05', '06', '07', '08'].map((day) => weekdayName(`2026-03-${day}`, 'ar'));
    for (const name of days) expect(lines.join('')).toContain(name);
    const ar = TIMESHEET_CATALOGUES.ar;
    const header = lines.find((line) => line.includes(ar['column.check_in'])) ?? '';
    const titles = ['date', 'day', 'check_in', 'check_out', 'hours', 'location', 'discrepancy'] as const;
    for (const title of titles) expect(header).toContain(ar[`column.${title}`].replace(/\s/g, ''));
  });

  it('says on the row which side an approved correction set, before the discrepancy', async () => {
    const corrected = (date: string, sides: { check_in_corrected?: boolean; check_out_corrected?: boolean }) =>
      t.db
        .updateTable('attendance_records')
        .set(sides)
        .where('employee_id', '=', people.emma.id)
        .where('attendance_date', '=', date)
        .execute();
    await corrected('2026-03-02', { check_in_corrected: true });
    await corrected('2026-03-09', { check_in_corrected: true, check_out_corrected: true });
    try {
      const res = await timesheet(people.emma, { start_date: '2026-03-02', end_date: '2026-03-15' });
      const rows = pdfText(res.rawPayload).split('\n');
      const row = (date: string) => rows.find((line) => line.startsWith(date)) ?? '';
      expect(row('March 2, 2026')).toContain('Corrected: in; late by 12 min');
      expect(row('March 9, 2026')).toContain('Corrected: in, out; on time');
      expect(row('March 3, 2026')).not.toContain('Corrected');
    } finally {
      await corrected('2026-03-02', { check_in_corrected: false });
      await corrected('2026-03-09', { check_in_corrected: false, check_out_corrected: false });
    }
  });

  it('shows a record left open past its automatic clock out as closed then, without writing it', async () => {
    const res = await timesheet(people.emma, { start_date: '2026-03-16', end_date: '2026-03-18' });
    const text = pdfText(res.rawPayload);
    expect(text).toContain('8:30:00 AM');
    expect(text).toContain('7:00:00 PM (auto)');
    // 8:30 to 19:00 less the automatic 30 min break.
    expect(text).toContain('10.00');
    const stored = await t.db
      .selectFrom('attendance_records')
      .select('check_out_time')
      .where('employee_id', '=', people.emma.id)
      .where('attendance_date', '=', '2026-03-16')
      .executeTakeFirstOrThrow();
    expect(stored.check_out_time).toBeNull();
  });

  it('breaks a year into pages that each repeat the header', async () => {
    const res = await timesheet(people.emma, { start_date: '2025-03-19', end_date: '2026-03-19' });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    const pages = Number(/Page 1 of (\d+)/.exec(text)![1]);
    expect(pages).toBeGreaterThan(5);
    expect(text.split(`Employee: ${people.emma.name}`).length - 1).toBe(pages);
    expect(text.split('Check In').length - 1).toBe(pages);
    expect(text).toContain('March 19, 2026');
  });

  it('lets an employee have their own only', async () => {
    expect(await status(people.emma)).toBe(200);
    expect(await status(people.emma, people.emma)).toBe(200);
    expect(await status(people.emma, people.dan)).toBe(403);
    const res = await timesheet(people.emma, {
      start_date: '2026-03-02',
      end_date: '2026-03-08',
      employee_id: '999999',
    });
    expect([res.statusCode, res.json()]).toEqual([403, apiError('timesheet.forbidden')]);
  });

  it("lets a manager have their own and their direct reports', leavers included", async () => {
    expect(await status(people.manager)).toBe(200);
    expect(await status(people.manager, people.emma)).toBe(200);
    expect(await status(people.manager, people.leaver)).toBe(200);
    expect(await status(people.manager, people.dan)).toBe(403);
    expect(await status(people.manager, people.otherManager)).toBe(403);
  });

  it("lets an admin have anyone's, and tells them when an employee does not exist", async () => {
    for (const person of [people.admin, people.emma, people.dan, people.leaver, people.manager])
      expect(await status(people.admin, person)).toBe(200);
    const res = await timesheet(people.admin, {
      start_date: '2026-03-02',
      end_date: '2026-03-08',
      employee_id: '999999',
    });
    expect([res.statusCode, res.json()]).toEqual([404, apiError('timesheet.employee_not_found')]);
  });

  it('refuses reversed, too long, incomplete and malformed ranges', async () => {
    const refusal = async (query: Record<string, string>) => {
      const res = await timesheet(people.emma, query);
      return [res.statusCode, res.json().error];
    };
    expect(await refusal({ start_date: '2026-03-08', end_date: '2026-03-02' })).toEqual([
      400,
      apiError('attendance.end_before_start').error,
    ]);
    expect(await refusal({ start_date: '2025-03-18', end_date: '2026-03-19' })).toEqual([
      400,
      apiError('attendance.range_too_long').error,
    ]);
    expect((await refusal({ start_date: '2026-03-02' }))[0]).toBe(400);
    expect((await refusal({ start_date: '2026-03-02', end_date: '2026-02-30' }))[0]).toBe(400);
  });

  it('shows the uploaded logo whatever image format it came in (stored re-encoded as PNG)', async () => {
    const upload = async (logo: Buffer) => {
      const form = multipartBody([{ name: 'logo', value: logo, filename: 'logo', contentType: 'image/png' }]);
      const res = await t.inject({
        method: 'POST',
        url: '/api/settings/logo',
        headers: { ...people.admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
    };
    const hasImage = async () =>
      (await timesheet(people.emma, { start_date: '2026-03-02', end_date: '2026-03-08' })).rawPayload.includes(
        '/Subtype /Image',
      );
    expect(await hasImage()).toBe(false);
    const logo = sharp({ create: { width: 120, height: 40, channels: 3, background: '#1d4ed8' } });
    await upload(await logo.clone().png().toBuffer());
    expect(await hasImage()).toBe(true);
    await upload(await logo.clone().webp().toBuffer());
    expect(await hasImage()).toBe(true);
  });
});
