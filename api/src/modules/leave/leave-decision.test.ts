import { AUDIT_ACTIONS } from '../audit/actions';
import { createTeams, leaveApi, outboxTo } from '../../test/leave-fixtures';
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

const auditOf = async (requestId: number) => {
  const rows = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', 'in', [AUDIT_ACTIONS.leaveApproved, AUDIT_ACTIONS.leaveRejected])
    .orderBy('id')
    .execute();
  return rows
    .map((row): Record<string, unknown> => ({
      action: row.action,
      actor: row.actor_id,
      ...t.app.audit.readDetails(row),
    }))
    .filter((entry) => entry.request_id === requestId);
};

describe('the two approval stages', () => {
  it('manager approval passes the request to the admins, admin approval ends it; comments are kept per stage', async () => {
    const id = await api.file(teams.employee);
    const byManager = await api.decide(teams.manager, id, 'approve', { comment: ' Enjoy! ' });
    expect([byManager.statusCode, byManager.json()]).toEqual([200, { message: M.approved }]);
    expect(await api.row(id)).toMatchObject({
      status: 'pending admin',
      manager_approval_comment: 'Enjoy!',
      manager_decided_by: teams.manager.id,
    });
    expect((await api.row(id)).manager_decided_at).toBeInstanceOf(Date);

    const byAdmin = await api.decide(teams.admin, id, 'approve', { comment: 'Approved.' });
    expect(byAdmin.json()).toEqual({ message: M.approved });
    const row = await api.row(id);
    expect(row).toMatchObject({
      status: 'approved',
      manager_approval_comment: 'Enjoy!',
      admin_approval_comment: 'Approved.',
      admin_decided_by: teams.admin.id,
    });

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: AUDIT_ACTIONS.leaveApproved,
        actor: teams.manager.id,
        from: 'pending manager',
        to: 'pending admin',
        comment: 'Enjoy!',
      }),
      expect.objectContaining({
        action: AUDIT_ACTIONS.leaveApproved,
        actor: teams.admin.id,
        from: 'pending admin',
        to: 'approved',
        comment: 'Approved.',
      }),
    ]);
    const [afterManager, afterAdmin] = outboxTo(t, teams.employee.email).slice(-2);
    expect(afterManager!.subject).toBe('Your leave request was approved by your manager');
    expect(afterManager!.text).toContain('Comment: Enjoy!');
    expect(afterAdmin!.subject).toBe('Your leave request was approved');
    expect(afterAdmin!.text).toContain('https://hr.acme.example/leave-dashboard');
    expect(outboxTo(t, teams.admin.email).at(-1)!.subject).toMatch(
      /^Leave request from Test Employee \d+ awaiting your approval$/,
    );
  });

  it('a manager rejection is final, stays with the manager and never reaches the admins', async () => {
    const id = await api.file(teams.employee);
    const adminMails = outboxTo(t, teams.admin.email).length;
    const res = await api.decide(teams.manager, id, 'reject', { comment: 'Release week.' });
    expect(res.json()).toEqual({ message: M.rejected });
    expect(await api.row(id)).toMatchObject({
      status: 'rejected',
      manager_approval_comment: 'Release week.',
      admin_approval_comment: null,
    });
    expect(outboxTo(t, teams.employee.email).at(-1)).toMatchObject({ subject: 'Your leave request was rejected' });
    expect(outboxTo(t, teams.admin.email)).toHaveLength(adminMails);
    expect((await api.decide(teams.admin, id, 'approve')).statusCode).toBe(409);
  });

  it('an admin may decide at the manager stage; the comment goes to the admin column', async () => {
    const approved = await api.file(teams.employee);
    expect(
      (await api.decide(teams.admin, approved, 'approve', { comment: 'Covering for the manager.' })).statusCode,
    ).toBe(200);
    expect(await api.row(approved)).toMatchObject({
      status: 'approved',
      manager_approval_comment: null,
      admin_approval_comment: 'Covering for the manager.',
    });
    const rejected = await api.file(teams.employee);
    await api.decide(teams.manager, rejected, 'approve');
    expect((await api.decide(teams.admin, rejected, 'reject')).statusCode).toBe(200);
    expect(await api.row(rejected)).toMatchObject({
      status: 'rejected',
      manager_approval_comment: null,
      admin_approval_comment: null,
    });
  });

  it('decides a manager request at the manager stage by their own manager, the admin', async () => {
    const id = await api.file(teams.manager);
    expect((await api.decide(teams.admin, id, 'approve')).statusCode).toBe(200);
    expect((await api.row(id)).status).toBe('approved');
  });
});

describe('refused decisions', () => {
  it('answers 409 with a clear message to every other transition, changing nothing', async () => {
    const id = await api.file(teams.employee);
    await api.decide(teams.manager, id, 'approve', { comment: 'OK' });
    for (const decision of ['approve', 'reject'] as const) {
      expect((await api.decide(teams.manager, id, decision)).json()).toEqual(apiError('leave.awaiting_admin'));
    }
    await api.decide(teams.admin, id, 'approve');
    for (const who of [teams.manager, teams.admin]) {
      for (const decision of ['approve', 'reject'] as const) {
        const res = await api.decide(who, id, decision, { comment: 'again' });
        expect([res.statusCode, res.json()]).toEqual([409, apiError('leave.already_decided', { status: 'approved' })]);
      }
    }
    expect(await api.row(id)).toMatchObject({
      status: 'approved',
      manager_approval_comment: 'OK',
      admin_approval_comment: null,
    });
    expect(await auditOf(id)).toHaveLength(2);
  });

  it("hides another manager's report's request (404) and refuses employees and own requests (403)", async () => {
    const theirs = await api.file(teams.otherEmployee);
    for (const decision of ['approve', 'reject'] as const) {
      expect((await api.decide(teams.manager, theirs, decision)).json()).toEqual(apiError('leave.not_found'));
      expect((await api.decide(teams.manager, 999_999, decision)).json()).toEqual(apiError('leave.not_found'));
      expect((await api.decide(teams.teamMate, theirs, decision)).statusCode).toBe(403);
    }
    const own = await api.file(teams.manager);
    const res = await api.decide(teams.manager, own, 'approve');
    expect([res.statusCode, res.json()]).toEqual([403, apiError('leave.own_request')]);
    expect((await api.row(theirs)).status).toBe('pending manager');
    expect((await api.row(own)).status).toBe('pending manager');
  });

  it('refuses a comment that is not text or too long, and an id that is not a number', async () => {
    const id = await api.file(teams.employee);
    expect((await api.decide(teams.manager, id, 'approve', { comment: { text: 'hi' } })).statusCode).toBe(400);
    expect((await api.decide(teams.manager, id, 'approve', { comment: 'x'.repeat(1001) })).json()).toEqual({
      error: 'Comment must be at most 1000 characters.',
      code: 'validation.invalid_input',
    });
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/leave_request/abc/approve',
          headers: teams.manager.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect((await api.row(id)).status).toBe('pending manager');
  });
});

describe('concurrent decisions', () => {
  it('applies one of two approvals sent at the same moment', async () => {
    const id = await api.file(teams.employee);
    const answers = await t.racing(() =>
      Promise.all([
        api.decide(teams.manager, id, 'approve', { comment: 'A' }),
        api.decide(teams.manager, id, 'approve', { comment: 'B' }),
      ]),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await api.row(id)).status).toBe('pending admin');
  });

  it('applies one of a manager rejection and an admin approval racing each other', async () => {
    const id = await api.file(teams.employee);
    const answers = await t.racing(() =>
      Promise.all([api.decide(teams.manager, id, 'reject'), api.decide(teams.admin, id, 'approve')]),
    );
    const winners = answers.filter((res) => res.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.find((res) => res.statusCode !== 200)!.statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe("the decision mail in the requester's language", () => {
  type Setting = { setting_key: string; setting_value: string };
  const setDefaultLanguage = async (value: string) => {
    const settings = (await t.inject({ method: 'GET', url: '/api/settings', headers: teams.admin.headers })).json();
    const payload = (settings as Setting[]).map((s) =>
      s.setting_key === 'DEFAULT_LANGUAGE' ? { ...s, setting_value: value } : s,
    );
    expect(
      (await t.inject({ method: 'PUT', url: '/api/settings', headers: teams.admin.headers, payload })).statusCode,
    ).toBe(200);
  };
  const chooseLanguage = (language: string | null) =>
    t.db.updateTable('employees').set({ language }).where('employee_id', '=', teams.employee.id).execute();
  afterEach(async () => {
    await chooseLanguage(null);
    await setDefaultLanguage('');
  });

  it('is German for a German employee, dates in German; else the company default; else English', async () => {
    await chooseLanguage('de');
    await setDefaultLanguage('fr');
    await api.decide(
      teams.manager,
      await api.file(teams.employee, { start_date: '2031-03-04', end_date: '2031-03-04' }),
      'reject',
      {
        comment: 'Zu viel los.',
      },
    );
    const german = outboxTo(t, teams.employee.email).at(-1)!;
    expect(german.subject).toBe('Ihr Abwesenheitsantrag wurde abgelehnt');
    expect(german.text).toMatch(
      /^Hallo \S+,\n\nIhr Antrag auf \S+ am 4\. März 2031 wurde abgelehnt\.\nKommentar: Zu viel los\./,
    );
    expect(german.text).toContain('In „Mein Urlaub“ ansehen: https://hr.acme.example/leave-dashboard');
    expect(german.html).toMatch(/^<div lang="de">/);

    await chooseLanguage(null);
    await api.decide(
      teams.manager,
      await api.file(teams.employee, { start_date: '2031-03-11', end_date: '2031-03-12' }),
      'reject',
    );
    expect(outboxTo(t, teams.employee.email).at(-1)!.text).toContain('du 11 mars 2031 au 12 mars 2031 a été refusée.');

    await setDefaultLanguage('');
    await api.decide(
      teams.manager,
      await api.file(teams.employee, { start_date: '2031-03-18', end_date: '2031-03-18' }),
      'reject',
    );
    expect(outboxTo(t, teams.employee.email).at(-1)!.text).toContain('on March 18, 2031 was rejected.');
  });
});
