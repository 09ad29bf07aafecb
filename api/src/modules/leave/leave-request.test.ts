import { AUDIT_ACTIONS } from '../audit/actions';
import { createTeams, freshDates, leaveApi, type Member, outboxTo } from '../../test/leave-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { LEAVE_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let api: ReturnType<typeof leaveApi>;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://hr.acme.example' } });
  teams = await createTeams(t);
  api = leaveApi(t);
});
afterAll(() => t.close());

describe('GET /api/leave_types and /api/manager_email', () => {
  it('lists the leave type names from the database to every signed-in role', async () => {
    await t.db.insertInto('leave_types').values({ name: 'study', display_name: 'Study' }).execute();
    for (const who of [teams.employee, teams.manager, teams.admin]) {
      const res = await t.inject({ method: 'GET', url: '/api/leave_types', headers: who.headers });
      expect(res.json()).toEqual(['vacation', 'sick', 'personal', 'maternity', 'other', 'time_in_lieu', 'study']);
    }
  });

  it("answers the caller's manager, or null with a message when there is none", async () => {
    const managerEmail = async (who: Member) =>
      (await t.inject({ method: 'GET', url: '/api/manager_email', headers: who.headers })).json();
    expect(await managerEmail(teams.employee)).toEqual({ manager_email: teams.manager.email });
    expect(await managerEmail(teams.manager)).toEqual({ manager_email: teams.admin.email });
    expect(await managerEmail(teams.loner)).toEqual({ manager_email: null, message: M.noManager });
    expect(await managerEmail(teams.admin)).toEqual({ manager_email: null, message: M.noManager });
  });
});

describe('POST /api/leave_request', () => {
  it('files a request with the manager, audits it and mails the manager', async () => {
    const dates = freshDates(3);
    const res = await api.request(teams.employee, { ...dates, leave_type: 'Sick', reason: '  Flu <b>bad</b> ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.submitted });

    const [row] = (await api.list(teams.employee, `?start_date=${dates.start_date}&end_date=${dates.end_date}`)).json();
    expect(row).toMatchObject({ ...dates, leave_type: 'sick', reason: 'Flu <b>bad</b>', status: 'pending manager' });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.leaveRequested)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toMatchObject({
      request_id: row.request_id,
      status: 'pending manager',
    });

    const mail = outboxTo(t, teams.manager.email).at(-1)!;
    expect(mail.subject).toMatch(/^Leave request from Test Employee \d+ awaiting your approval$/);
    expect(mail.text).toContain('asks for sick leave from January');
    expect(mail.text).toContain('https://hr.acme.example/leave-approval');
    expect(mail.html).toContain('Flu &#60;b&#62;bad&#60;/b&#62;');
    expect(outboxTo(t, teams.admin.email)).toHaveLength(0);
  });

  it('sends a request without a manager, or whose manager left, to every active admin', async () => {
    const secondAdmin = await t.createUser('admin');
    const formerBoss = await t.createUser('manager');
    const orphan = await t.createUser('employee', { reportTo: formerBoss.id });
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', formerBoss.id)
      .execute();
    const orphanHeaders = { authorization: `Bearer ${(await t.login(orphan)).access_token}` };

    for (const who of [teams.loner, { id: orphan.id, email: orphan.email, headers: orphanHeaders }]) {
      const id = await api.file(who);
      expect((await api.row(id)).status).toBe('pending admin');
    }
    expect(outboxTo(t, teams.admin.email)).toHaveLength(2);
    expect(outboxTo(t, secondAdmin.email)).toHaveLength(2);
    expect(outboxTo(t, formerBoss.email)).toHaveLength(0);
  });

  it('is for employees and managers only', async () => {
    const res = await api.request(teams.admin, { ...freshDates(), leave_type: 'vacation' });
    expect(res.statusCode).toBe(403);
    const id = await api.file(teams.manager);
    expect((await api.row(id)).status).toBe('pending manager');
  });

  it.each([
    [
      { start_date: '2031-13-01', end_date: '2031-13-02', leave_type: 'vacation' },
      { error: 'Start date must be a valid date.', code: 'validation.invalid_input' },
    ],
    [
      { start_date: '2031-02-30', end_date: '2031-03-02', leave_type: 'vacation' },
      { error: 'Start date must be a valid date.', code: 'validation.invalid_input' },
    ],
    [
      { start_date: '2031-03-01', end_date: '01/03/2031', leave_type: 'vacation' },
      { error: 'End date must be a valid date.', code: 'validation.invalid_input' },
    ],
    [{ start_date: '2031-03-05', end_date: '2031-03-04', leave_type: 'vacation' }, apiError('leave.end_before_start')],
    [{ start_date: '2031-03-05', end_date: '2099-12-31', leave_type: 'vacation' }, apiError('leave.too_long')],
    [
      { start_date: '2031-03-05', end_date: '9999-12-31', leave_type: 'vacation' },
      { error: 'End date must be a valid date.', code: 'validation.invalid_input' },
    ],
    [
      { start_date: '2031-03-05', end_date: '2031-03-05', leave_type: 'holiday' },
      apiError('leave.unknown_type', { name: 'holiday' }),
    ],
    [
      { start_date: '2031-03-05', end_date: '2031-03-05' },
      { error: 'Leave type is required.', code: 'validation.invalid_input' },
    ],
    [
      { end_date: '2031-03-05', leave_type: 'sick' },
      { error: 'Start date is required.', code: 'validation.invalid_input' },
    ],
  ])('refuses %j with 400 and files nothing', async (body, expected) => {
    const before = (await api.list(teams.teamMate)).json().length;
    const res = await api.request(teams.teamMate, body);
    expect([res.statusCode, res.json()]).toEqual([400, expected]);
    expect((await api.list(teams.teamMate)).json()).toHaveLength(before);
  });

  it("refuses dates that overlap the caller's own pending or approved requests, not rejected or others'", async () => {
    const dates = freshDates(5);
    const first = await api.file(teams.teamMate, dates);
    const overlapping = { start_date: dates.end_date, end_date: dates.end_date, leave_type: 'sick' };
    const clash = await api.request(teams.teamMate, overlapping);
    expect([clash.statusCode, clash.json()]).toEqual([
      400,
      apiError('leave.overlap', { start: dates.start_date, end: dates.end_date, status: 'pending manager' }),
    ]);
    expect((await api.request(teams.employee, overlapping)).statusCode).toBe(200);

    await t.db.updateTable('leave_requests').set({ status: 'approved' }).where('request_id', '=', first).execute();
    expect((await api.request(teams.teamMate, overlapping)).json()).toEqual(
      apiError('leave.overlap', { start: dates.start_date, end: dates.end_date, status: 'approved' }),
    );
    await t.db.updateTable('leave_requests').set({ status: 'rejected' }).where('request_id', '=', first).execute();
    expect((await api.request(teams.teamMate, overlapping)).statusCode).toBe(200);
  });

  it('files only one of two overlapping requests sent at the same moment', async () => {
    const dates = freshDates(2);
    const answers = await t.racing(() =>
      Promise.all([
        api.request(teams.teamMate, { ...dates, leave_type: 'vacation' }),
        api.request(teams.teamMate, { ...dates, leave_type: 'personal' }),
      ]),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.db
      .selectFrom('leave_requests')
      .select('request_id')
      .where('employee_id', '=', teams.teamMate.id)
      .where('start_date', '=', dates.start_date)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
