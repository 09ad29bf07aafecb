import { DEFAULT_FACE_MATCH_THRESHOLD, FaceEngine, bestMatch } from '../../face';
import { employeeForm, facePhoto, outbox, rowCounts } from '../../test/people';
import { createTestApp, SETUP_TIMEOUT_MS, TestContext, TestUser } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { readDescriptors } from '../face-profiles/face-data';
import { TEXT_MAX } from './limits';
import { EMPLOYEE_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// The app's own engine starts on the first enrolment; this one only describes the reference photo.
const reference = new FaceEngine({ poolSize: 1 });
let t: TestContext;
let admin: TestUser & { headers: { authorization: string } };
let manager: TestUser;
let plainEmployee: TestUser;
let departmentIds: number[];

beforeAll(async () => {
  [t] = await Promise.all([createTestApp(), reference.start()]);
  admin = await t.signedIn('admin');
  manager = await t.createUser('manager');
  plainEmployee = await t.createUser('employee');
  const rows = await t.db
    .insertInto('departments')
    .values([{ department_name: 'Engineering' }, { department_name: 'Sales' }])
    .returning('department_id')
    .execute();
  departmentIds = rows.map((r) => r.department_id);
}, SETUP_TIMEOUT_MS);
afterAll(() => Promise.all([t.close(), reference.close()]));

const A1 = facePhoto('A1-faceid.png');
const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | string[]>,
  files: Record<string, Buffer>,
) => {
  const form = employeeForm(fields, files);
  return t.inject({ method, url, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
};
const enrol = (fields: Record<string, string | string[]>, image: Buffer | null = A1) =>
  send('POST', '/api/employees', { biometric_consent: 'true', ...fields }, image ? { image } : {});
const required = (email: string) => ({ first_name: 'Nina', last_name: 'New', email });

describe('POST /api/employees', () => {
  it('enrols with every field: account, departments, encrypted face, mailed temporary password', async () => {
    const res = await enrol({
      ...required('nina.new@test.example'),
      role: 'manager',
      manager_id: String(manager.id),
      date_of_birth: '1990-04-12',
      phone_number: '+44 20 7946 0123',
      hire_date: '2026-02-01',
      job_title: 'Team Lead',
      weekly_hours: '37.5',
      allowed_locations: '[{"latitude":51.5155,"longitude":-0.0885,"name":"HQ"}]',
      'department_ids[]': departmentIds.map(String),
    });
    expect(res.statusCode).toBe(201);
    const { message, employee_id: id } = res.json();
    expect(message).toBe(M.enrolled);

    const detail = (await t.inject({ method: 'GET', url: `/api/employees/${id}`, headers: admin.headers })).json();
    expect(detail).toMatchObject({
      email: 'nina.new@test.example',
      role: 'manager',
      report_to: manager.id,
      date_of_birth: '1990-04-12',
      hire_date: '2026-02-01',
      job_title: 'Team Lead',
      weekly_hours: 37.5,
      allowed_locations: [{ name: 'HQ', latitude: 51.5155, longitude: -0.0885 }],
      department_ids: departmentIds,
      face_profiles: 1,
      biometric_consent_at: expect.any(String),
    });

    const stored = await t.db
      .selectFrom('face_profiles')
      .innerJoin('stored_files', 'file_id', 'source_file_id')
      .selectAll()
      .where('employee_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ encrypted: true, public: false, content_type: 'image/jpeg' });
    expect(stored.bytes.equals(A1)).toBe(false);
    expect(stored.descriptor).toHaveLength(12 + 16 + 4096);
    const probe = await reference.describe(facePhoto('A2-webcam.png'));
    expect(
      bestMatch(probe.descriptor, await readDescriptors(t.db, t.config.dataKey, id))!.similarity,
    ).toBeGreaterThanOrEqual(DEFAULT_FACE_MATCH_THRESHOLD);
    expect((await t.inject({ method: 'GET', url: `/api/${stored.path}` })).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.employeeEnrolled)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toMatchObject({
      employee_id: id,
      role: 'manager',
      manager_id: manager.id,
    });

    const mail = outbox(t.dataDir).find((m) => m.to === 'nina.new@test.example')!;
    const password = /Temporary password: (\S+)/.exec(mail.text)![1]!;
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'NINA.new@test.example', password },
    });
    expect(login.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${login.json().access_token}` };
    expect((await t.inject({ method: 'GET', url: '/api/departments', headers: bearer })).json()).toEqual(
      apiError('auth.password_change_required'),
    );
    const changed = await t.inject({
      method: 'POST',
      url: '/api/change_password',
      headers: bearer,
      payload: { old_password: password, new_password: 'Nina#Own2026' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('defaults the role to employee and needs only names, email, image and consent', async () => {
    const res = await enrol(required('plain.new@test.example'));
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('employee_id', '=', res.json().employee_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'employee',
      report_to: null,
      phone_number: null,
      allowed_locations: [],
      must_change_password: true,
    });
  });

  it.each([
    ['a taken email (other case)', () => required('NINA.NEW@test.example'), A1, 409, apiError('employee.email_taken')],
    [
      'bad allowed_locations',
      () => ({ ...required('x1@test.example'), allowed_locations: '51.5,200' }),
      A1,
      400,
      apiError('employee.location_longitude', { n: 1 }),
    ],
    [
      'a manager_id that is an employee',
      () => ({ ...required('x2@test.example'), manager_id: String(plainEmployee.id) }),
      A1,
      400,
      apiError('employee.invalid_manager'),
    ],
    [
      'an unknown department',
      () => ({ ...required('x3@test.example'), 'department_ids[]': '999999' }),
      A1,
      400,
      apiError('employee.unknown_department'),
    ],
    [
      'a photo without a face',
      () => required('x4@test.example'),
      facePhoto('N-milla-toy.png'),
      400,
      apiError('face.no_face'),
    ],
    [
      'bytes that are no image',
      () => required('x5@test.example'),
      Buffer.from('not an image'),
      400,
      apiError('face.invalid_image'),
    ],
    ['no image', () => required('x6@test.example'), null, 400, apiError('employee.image_required')],
    [
      'no consent',
      () => ({ ...required('x7@test.example'), biometric_consent: 'false' }),
      A1,
      400,
      apiError('employee.consent_required'),
    ],
    [
      'an invalid email',
      () => required('not-an-email'),
      A1,
      400,
      { error: M.invalidEmail, code: 'validation.invalid_input' },
    ],
    [
      'a missing last name',
      () => ({ first_name: 'Nina', email: 'x8@test.example' }),
      A1,
      400,
      { error: M.required('Last name'), code: 'validation.invalid_input' },
    ],
    [
      'an unknown role',
      () => ({ ...required('x9@test.example'), role: 'owner' }),
      A1,
      400,
      { error: M.invalidRole, code: 'validation.invalid_input' },
    ],
    [
      'an impossible date',
      () => ({ ...required('x10@test.example'), hire_date: '2026-02-30' }),
      A1,
      400,
      apiError('employee.invalid_date', { label: 'Hire date' }),
    ],
    [
      'an unknown field',
      () => ({ ...required('x11@test.example'), salary: '1' }),
      A1,
      400,
      apiError('multipart.unknown_field', { name: 'salary' }),
    ],
    // Each rule of the form's schema (employees-schemas.ts), one case each.
    [
      'a missing email',
      () => ({ first_name: 'Nina', last_name: 'New' }),
      A1,
      400,
      { error: M.required('Email'), code: 'validation.invalid_input' },
    ],
    [
      'a name over the limit',
      () => ({ ...required('x12@test.example'), first_name: 'N'.repeat(TEXT_MAX + 1) }),
      A1,
      400,
      { error: M.tooLong('First name'), code: 'validation.invalid_input' },
    ],
    [
      'a job title over the limit',
      () => ({ ...required('x13@test.example'), job_title: 'J'.repeat(TEXT_MAX + 1) }),
      A1,
      400,
      { error: M.tooLong('Job title'), code: 'validation.invalid_input' },
    ],
    [
      'a phone number with letters',
      () => ({ ...required('x14@test.example'), phone_number: '+44 CALL ME' }),
      A1,
      400,
      apiError('employee.invalid_phone'),
    ],
    [
      'a phone number of two digits',
      () => ({ ...required('x15@test.example'), phone_number: '(12)' }),
      A1,
      400,
      apiError('employee.invalid_phone'),
    ],
    [
      'an impossible birth date',
      () => ({ ...required('x16@test.example'), date_of_birth: '1990-13-01' }),
      A1,
      400,
      apiError('employee.invalid_date', { label: 'Date of birth' }),
    ],
    [
      'a birth date in the future',
      () => ({ ...required('x17@test.example'), date_of_birth: '2099-01-01' }),
      A1,
      400,
      apiError('employee.birth_in_future'),
    ],
    [
      'a manager id of 0',
      () => ({ ...required('x18@test.example'), manager_id: '0' }),
      A1,
      400,
      apiError('validation.invalid_input', { keyword: 'minimum', field: 'Manager id', limit: 1 }),
    ],
    [
      'a manager id in hex',
      () => ({ ...required('x19@test.example'), manager_id: `0x${manager.id.toString(16)}` }),
      A1,
      400,
      apiError('validation.not_decimal', { field: 'Manager id' }),
    ],
    [
      'a department id beyond the range',
      () => ({ ...required('x20@test.example'), department_ids: '2147483648' }),
      A1,
      400,
      apiError('validation.invalid_input', { keyword: 'maximum', field: 'Department ids', limit: 2147483647 }),
    ],
    [
      'a name sent twice',
      () => ({ ...required('x21@test.example'), first_name: ['Nina', 'Nora'] }),
      A1,
      400,
      apiError('multipart.repeated_field', { name: 'first_name' }),
    ],
    [
      'a NUL character',
      () => ({ ...required('x22@test.example'), job_title: 'Lead\u0000' }),
      A1,
      400,
      apiError('validation.nul_character'),
    ],
    [
      'consent other than true or on',
      () => ({ ...required('x23@test.example'), biometric_consent: 'yes' }),
      A1,
      400,
      apiError('employee.consent_required'),
    ],
    [
      'an image sent as text',
      () => ({ ...required('x24@test.example'), image: 'A1-faceid.png' }),
      null,
      400,
      apiError('employee.image_required'),
    ],
  ])('refuses %s and changes nothing', async (_case, fields, image, status, expected) => {
    const before = await rowCounts(t.db);
    const mails = outbox(t.dataDir).length;
    const res = await enrol(fields(), image);
    expect([res.statusCode, res.json()]).toEqual([status, expected]);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(outbox(t.dataDir)).toHaveLength(mails);
  });

  it('lets only one of two concurrent enrolments of one email win', async () => {
    const answers = await t.racing(() =>
      Promise.all([enrol(required('twice@test.example')), enrol(required('TWICE@test.example'))]),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual(apiError('employee.email_taken'));
  });

  it('refuses a JSON body', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/employees',
      headers: admin.headers,
      payload: required('json@test.example'),
    });
    expect(res.json()).toEqual(apiError('employee.multipart_required'));
  });
});

describe('PUT /api/employees/{id} with additional_image', () => {
  it('adds a descriptor from another photo, and refuses one without a face', async () => {
    const id = (await enrol(required('second.face@test.example'))).json().employee_id;
    const fields = required('second.face@test.example');
    const added = await send('PUT', `/api/employees/${id}`, fields, {
      additional_image: facePhoto('A3-facedetect.png'),
    });
    expect(added.json()).toEqual({ message: M.updated });
    expect(await readDescriptors(t.db, t.config.dataKey, id)).toHaveLength(2);

    const before = await rowCounts(t.db);
    const refused = await send(
      'PUT',
      `/api/employees/${id}`,
      { ...fields, job_title: 'Changed' },
      { additional_image: facePhoto('N-milla-toy.png') },
    );
    expect(refused.json()).toEqual(apiError('face.no_face'));
    expect(await rowCounts(t.db)).toEqual(before);
    expect(
      (await t.db.selectFrom('employees').select('job_title').where('employee_id', '=', id).executeTakeFirstOrThrow())
        .job_title,
    ).toBeNull();
  });
});

describe('weekly hours', () => {
  it('are set, refused beyond 80 or with two decimals, and cleared by a blank', async () => {
    const id = (await enrol({ ...required('part.time@test.example'), weekly_hours: '20' })).json().employee_id;
    const hours = async () =>
      (await t.inject({ method: 'GET', url: `/api/employees/${id}`, headers: admin.headers })).json().weekly_hours;
    expect(await hours()).toBe(20);
    for (const bad of ['80.5', '12.25', '-1', 'many']) {
      const res = await send(
        'PUT',
        `/api/employees/${id}`,
        { ...required('part.time@test.example'), weekly_hours: bad },
        {},
      );
      expect([bad, res.statusCode, res.json().error]).toEqual([
        bad,
        400,
        'Weekly hours must be a number from 0 to 80, with at most one decimal.',
      ]);
    }
    expect(await hours()).toBe(20);
    await send('PUT', `/api/employees/${id}`, { ...required('part.time@test.example'), weekly_hours: '' }, {});
    expect(await hours()).toBeNull();
  });
});
