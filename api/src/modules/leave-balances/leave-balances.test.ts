import ExcelJS from 'exceljs';
import { AUDIT_ACTIONS } from '../audit/actions';
import { createTeams, leaveApi, type Member } from '../../test/leave-fixtures';
import { balanceApi, setPolicy, VACATION_POLICY } from '../../test/leave-policy-fixtures';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TEST_PASSWORD, TestContext } from '../../test/test-app';
import { LEAVE_BALANCE_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// Tuesday 17 March 2026: three monthly twelfths of 25 days (6.25) have accrued.
const NOW = new Date('2026-03-17T12:00:00Z');
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let leave: ReturnType<typeof leaveApi>;
let api: ReturnType<typeof balanceApi>;

beforeAll(async () => {
  freezeDate(NOW);
  t = await createTestApp();
  teams = await createTeams(t);
  leave = leaveApi(t);
  api = balanceApi(t);
  await setPolicy(t, 'vacation', VACATION_POLICY);
  await setPolicy(t, 'personal', { annual_days: 3, accrual: 'yearly' });
  const holiday = { holiday_date: '2026-04-03', name: 'Good Friday' };
  await t.inject({ method: 'POST', url: '/api/holidays', headers: teams.admin.headers, payload: holiday });
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const signIn = async (who: Member): Promise<Member> => {
  const tokens = await t.login({ email: who.email, password: TEST_PASSWORD });
  return { ...who, headers: { authorization: `Bearer ${tokens.access_token}` } };
};
const ask = (who: Member, body: object) => leave.request(who, { reason: 'r', ...body });
const approve = async (id: number) => {
  await leave.decide(teams.manager, id, 'approve');
  await leave.decide(teams.admin, id, 'approve');
};

describe('GET /api/leave_balances', () => {
  it('answers each active type: counted ones with entitlement and accrual, the others without', async () => {
    const res = await api.balances(teams.employee);
    expect(res.statusCode).toBe(200);
    const rows = res.json<Array<{ leave_type: string }>>();
    expect(rows.map((row) => row.leave_type)).toEqual([
      'vacation',
      'sick',
      'personal',
      'maternity',
      'other',
      'time_in_lieu',
    ]);
    expect(rows[0]).toEqual({
      leave_type: 'vacation',
      display_name: 'Vacation',
      unit: 'day',
      counted: true,
      entitled: 25,
      carried_over: 0,
      carry_over_expired: 0,
      adjustments: 0,
      credited: 0,
      credit_expired: 0,
      accrued_to_date: 6.25,
      taken: 0,
      pending: 0,
      remaining: 6.25,
    });
    expect(rows[1]).toMatchObject({ leave_type: 'sick', counted: false, entitled: null, remaining: null });
    expect(await api.balanceOf(teams.employee, 'vacation', '?year=2025')).toMatchObject({ accrued_to_date: 25 });
  });

  it('pro rata for a joiner (hire_date) and a leaver (terminated)', async () => {
    const joiner = await t.createUser('employee');
    await t.db.updateTable('employees').set({ hire_date: '2026-07-01' }).where('employee_id', '=', joiner.id).execute();
    const leaver = await t.createUser('employee');
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: '2026-06-30T12:00:00Z' })
      .where('employee_id', '=', leaver.id)
      .execute();
    const of = (id: number) => api.balanceOf(teams.admin, 'vacation', `?employee_id=${id}`);
    expect(await of(joiner.id)).toMatchObject({ entitled: 12.5, accrued_to_date: 0, remaining: 0 });
    expect(await of(leaver.id)).toMatchObject({ entitled: 12.5, accrued_to_date: 6.25 });
  });

  it('shows an employee their own, a manager their reports, an admin anyone', async () => {
    const status = async (who: Member, id: number) => (await api.balances(who, `?employee_id=${id}`)).statusCode;
    expect(await status(teams.employee, teams.employee.id)).toBe(200);
    expect(await status(teams.employee, teams.teamMate.id)).toBe(403);
    expect(await status(teams.manager, teams.employee.id)).toBe(200);
    expect(await status(teams.manager, teams.manager.id)).toBe(200);
    expect(await status(teams.manager, teams.otherEmployee.id)).toBe(403);
    expect(await status(teams.admin, teams.otherEmployee.id)).toBe(200);
    expect(await status(teams.admin, 999_999)).toBe(404);
    expect((await api.ledger(teams.otherManager, `?employee_id=${teams.employee.id}`)).statusCode).toBe(403);
    expect((await api.balances(teams.employee, '?year=20x')).statusCode).toBe(400);
  });
});

describe('working days of a request (GET /api/leave_request_preview)', () => {
  it('skips weekends and public holidays, counts half days, and says what would remain', async () => {
    // Monday 30 March to Monday 6 April: Good Friday and the weekend are not taken; 4 twelfths by then.
    const span = { leave_type: 'vacation', start_date: '2026-03-30', end_date: '2026-04-06' };
    const res = await api.preview(teams.employee, span);
    expect(res.json()).toEqual({ unit: 'day', working_days: 5, remaining: 8.33, remaining_after: 3.33 });
    expect((await api.preview(teams.employee, { ...span, start_half: true })).json()).toMatchObject({
      working_days: 4.5,
    });
    const sick = await api.preview(teams.employee, { ...span, leave_type: 'sick' });
    expect(sick.json()).toEqual({ unit: 'day', working_days: 5, remaining: null, remaining_after: null });
    expect((await api.preview(teams.employee, { ...span, leave_type: 'nope' })).statusCode).toBe(400);
  });
});

describe('the balance on POST /api/leave_request', () => {
  it('refuses a request beyond what will have accrued by its end, naming what remains', async () => {
    // Wednesday 18 to Tuesday 31 March: 10 working days, 6.25 accrued by then.
    const res = await ask(teams.employee, { leave_type: 'vacation', start_date: '2026-03-18', end_date: '2026-03-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Insufficient leave balance: 6.25 days remaining',
      code: 'leave.insufficient_balance',
    });
    expect((await leave.list(teams.employee)).json()).toEqual([]);
  });

  it('takes working days when granted: pending first, then taken after approval', async () => {
    const dates = { start_date: '2026-03-20', end_date: '2026-03-23' }; // Friday to Monday: 2 days
    expect((await ask(teams.employee, { leave_type: 'vacation', ...dates })).statusCode).toBe(200);
    expect(await api.balanceOf(teams.employee, 'vacation')).toMatchObject({ pending: 2, taken: 0, remaining: 4.25 });
    const [row] = (await leave.list(teams.employee)).json();
    await approve(row.request_id);
    expect(await api.balanceOf(teams.employee, 'vacation')).toMatchObject({ pending: 0, taken: 2, remaining: 4.25 });
  });

  it('allows half days only where the policy does, and never two halves of one day', async () => {
    const half = { start_date: '2026-03-25', end_date: '2026-03-25', start_half: true };
    expect((await ask(teams.teamMate, { leave_type: 'personal', ...half })).json()).toEqual(
      apiError('leave.half_days_not_allowed', { name: 'Personal' }),
    );
    expect((await ask(teams.teamMate, { leave_type: 'vacation', ...half, end_half: true })).json()).toEqual(
      apiError('leave.two_halves_one_day'),
    );
    expect((await ask(teams.teamMate, { leave_type: 'vacation', ...half })).statusCode).toBe(200);
    expect(await api.balanceOf(teams.teamMate, 'vacation')).toMatchObject({ pending: 0.5, remaining: 5.75 });
    const [row] = (await leave.list(teams.teamMate)).json();
    expect(row).toMatchObject({ start_half: true, end_half: false });
  });

  it('lets a policy allow a negative balance, and never limits a type not counted', async () => {
    const long = { start_date: '2026-05-04', end_date: '2026-05-29' };
    expect((await ask(teams.otherEmployee, { leave_type: 'personal', ...long })).json()).toEqual({
      error: 'Insufficient leave balance: 3 days remaining',
      code: 'leave.insufficient_balance',
    });
    await setPolicy(t, 'personal', { negative_allowed: true });
    expect((await ask(teams.otherEmployee, { leave_type: 'personal', ...long })).statusCode).toBe(200);
    expect(await api.balanceOf(teams.otherEmployee, 'personal')).toMatchObject({ remaining: -17 });
    await setPolicy(t, 'personal', { negative_allowed: false });
    const sick = { leave_type: 'sick', start_date: '2026-06-01', end_date: '2026-08-31' };
    expect((await ask(teams.otherEmployee, sick)).statusCode).toBe(200);
  });
});

describe('POST /api/leave_balance_adjustments and the ledger', () => {
  it('adds an audited line that the balance and the ledger show', async () => {
    const res = await api.adjust(teams.admin, {
      employee_id: teams.loner.id,
      leave_type: 'vacation',
      days: 1.5,
      reason: ' Worked the Saturday fair ',
    });
    expect(res.statusCode).toBe(201);
    expect(await api.balanceOf(teams.loner, 'vacation')).toMatchObject({ adjustments: 1.5, remaining: 7.75 });
    const ledger = (await api.ledger(teams.loner)).json();
    expect(ledger).toContainEqual(
      expect.objectContaining({
        kind: 'adjustment',
        leave_type: 'vacation',
        days: 1.5,
        description: 'Worked the Saturday fair',
      }),
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.leaveBalanceAdjusted)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toMatchObject({
      employee_id: teams.loner.id,
      days: 1.5,
      year: 2026,
    });
  });

  it('lists taken and pending leave in the ledger', async () => {
    const ledger = (await api.ledger(teams.manager, `?employee_id=${teams.employee.id}`)).json();
    expect(ledger).toContainEqual(
      expect.objectContaining({ kind: 'taken', leave_type: 'vacation', days: -2, date: '2026-03-20' }),
    );
  });

  it('refuses other roles, a blank reason, no days, a type not counted', async () => {
    const body = { employee_id: teams.loner.id, leave_type: 'vacation', days: 1, reason: 'x' };
    expect((await api.adjust(teams.manager, body)).statusCode).toBe(403);
    expect((await api.adjust(teams.admin, { ...body, reason: '  ' })).json()).toEqual(
      apiError('leave_balance.reason_required'),
    );
    expect((await api.adjust(teams.admin, { ...body, days: 0 })).json()).toEqual(apiError('leave_balance.zero_days'));
    expect((await api.adjust(teams.admin, { ...body, days: 0.3 })).statusCode).toBe(400);
    expect((await api.adjust(teams.admin, { ...body, leave_type: 'sick' })).json()).toEqual(
      apiError('leave_balance.not_counted', { name: 'sick' }),
    );
    expect((await api.adjust(teams.admin, { ...body, employee_id: 999_999 })).statusCode).toBe(404);
  });
});

describe('GET /api/leave_request/:id/approval_context', () => {
  it("shows the approver the requester's balance and who of their departments is off then", async () => {
    // Off at the same time but in none of the requester's departments: the policy's approval scope leaves them out
    // (sick leave: counted against no balance, so the figures below stay as they are).
    const outsider = await ask(teams.loner, { leave_type: 'sick', start_date: '2026-03-25', end_date: '2026-03-25' });
    expect(outsider.statusCode).toBe(200);
    const department = await t.db
      .insertInto('departments')
      .values({ department_name: 'Balances' })
      .returning('department_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('employee_departments')
      .values(
        [teams.employee, teams.teamMate, teams.otherEmployee].map((m) => ({
          employee_id: m.id,
          department_id: department.department_id,
        })),
      )
      .execute();
    const res = await ask(teams.employee, { leave_type: 'vacation', start_date: '2026-03-25', end_date: '2026-03-26' });
    expect(res.statusCode).toBe(200);
    const id = (await leave.list(teams.employee))
      .json()
      .find((r: { start_date: string }) => r.start_date === '2026-03-25').request_id;
    const context = await t.inject({
      method: 'GET',
      url: `/api/leave_request/${id}/approval_context`,
      headers: teams.manager.headers,
    });
    expect(context.json()).toEqual({
      request_id: id,
      leave_type: 'vacation',
      unit: 'day',
      counted: true,
      working_days: 2,
      remaining: 2.25,
      others_off: [
        expect.objectContaining({ employee_id: teams.teamMate.id, start_date: '2026-03-25', status: 'pending' }),
      ],
    });
    const notTheirs = await t.inject({
      method: 'GET',
      url: `/api/leave_request/${id}/approval_context`,
      headers: teams.otherManager.headers,
    });
    expect(notTheirs.statusCode).toBe(403);
  });
});

describe('GET /api/leave_balances/export', () => {
  it("gives an admin everyone's counted balances as Excel", async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/leave_balances/export?year=2026',
      headers: teams.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Leave_Balances_2026.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1, 4)).toEqual(['Employee', 'Email', 'Leave type']);
    const loner = rows.find((row) => row[2] === teams.loner.email && row[3] === 'Vacation')!;
    expect(loner.slice(4)).toEqual(['days', 25, 0, 0, 1.5, 0, 0, 6.25, 0, 0, 7.75]);
    expect(
      (await t.inject({ method: 'GET', url: '/api/leave_balances/export?year=2026', headers: teams.manager.headers }))
        .statusCode,
    ).toBe(403);
  });

  it("writes the sheet's name and headings in the caller's language", async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/leave_balances/export?year=2026',
      headers: { ...teams.admin.headers, 'accept-language': 'fr' },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Soldes 2026');
    expect((sheet.getRow(1).values as string[]).slice(1, 6)).toEqual([
      'Employé',
      'E-mail',
      'Type d’absence',
      'Unité',
      'Droits',
    ]);
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows.find((row) => row[2] === teams.loner.email && row[3] === 'Vacation')![4]).toBe('jours');
  });
});

describe('year-end carry-over', () => {
  const carry = (who: Member, year: number) =>
    t.inject({ method: 'POST', url: '/api/leave_carry_over', headers: who.headers, payload: { year } });

  it('carries up to the cap into the next year, once however often it runs', async () => {
    expect((await carry(teams.manager, 2025)).statusCode).toBe(403);
    const first = await carry(teams.admin, 2025);
    expect(first.statusCode).toBe(200);
    expect(first.json().carried).toBeGreaterThan(0);
    const lines = await t.db
      .selectFrom('leave_balance_adjustments')
      .selectAll()
      .where('kind', '=', 'carry_over')
      .execute();
    expect((await carry(teams.admin, 2025)).json()).toEqual({ message: M.carriedOver(0), carried: 0 });
    expect(
      await t.db.selectFrom('leave_balance_adjustments').selectAll().where('kind', '=', 'carry_over').execute(),
    ).toEqual(lines);
    // Nothing of personal leave is carried: its cap is 0.
    expect(await api.balanceOf(teams.loner, 'vacation')).toMatchObject({ carried_over: 5, remaining: 12.75 });
    expect(await api.balanceOf(teams.loner, 'personal')).toMatchObject({ carried_over: 0 });
  });

  it('lets carried-over days not used by the end of March lapse', async () => {
    jest.setSystemTime(new Date('2026-04-01T12:00:00Z'));
    try {
      // Fresh sign-ins: the tokens of 17 March have expired by now.
      const [employee, loner] = await Promise.all([signIn(teams.employee), signIn(teams.loner)]);
      // The employee took 2 days in March and booked 2 more, so 1 of the 5 carried lapses.
      expect(await api.balanceOf(employee, 'vacation')).toMatchObject({ carried_over: 5, carry_over_expired: 1 });
      expect(await api.balanceOf(loner, 'vacation')).toMatchObject({ carried_over: 5, carry_over_expired: 5 });
      const ledger = (await api.ledger(loner)).json();
      expect(ledger).toContainEqual(expect.objectContaining({ kind: 'carry_over', days: 5, date: '2026-01-01' }));
      expect(ledger).toContainEqual(
        expect.objectContaining({ kind: 'carry_over_expired', days: -5, date: '2026-03-31' }),
      );
    } finally {
      jest.setSystemTime(NOW);
    }
  });
});
