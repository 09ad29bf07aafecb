import { apiError } from '../../test/api-error';
import { createTeams, leaveApi, outboxTo, type Member } from '../../test/leave-fixtures';
import { fakeBrowser, startPushService, verifyVapid } from '../../test/push-service';
import { createTestApp, TestContext } from '../../test/test-app';
import { PUSH_ERRORS, PUSH_MESSAGES as M } from './messages';
import { vapidKeys } from './vapid-keys';
import { createShiftTypes, departmentOf, shiftsApi } from '../../test/shift-fixtures';
import { loadAttendanceSettings } from '../settings';
import { closeOverdueAttendance } from '../attendance/auto-clock-out';
import { queueNextApproverPush } from '../leave/leave-notifications';
import { queuePush } from './push-queue';
import { mailTexts } from '../../mails/mail-texts';
import { setSetting } from '../../test/attendance';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', VAPID_SUBJECT: 'mailto:ops@acme.example' } });
  teams = await createTeams(t);
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

let endpoints = 0;
/** Subscribes a fresh fake browser of `who` to the test push service. */
async function subscribe(who: Member) {
  const browser = fakeBrowser();
  const endpoint = service.endpoint(`/push/${++endpoints}`);
  const res = await t.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: who.headers,
    payload: { endpoint, expirationTime: null, keys: browser.keys },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ message: M.subscribed });
  return { browser, endpoint, path: new URL(endpoint).pathname };
}

const publicKey = async (who: Member) =>
  (await t.inject({ method: 'GET', url: '/api/push/public_key', headers: who.headers })).json().public_key as string;

const setPreferences = (who: Member, payload: object) =>
  t.inject({ method: 'PUT', url: '/api/me/notification_preferences', headers: who.headers, payload });

async function approvedLeave() {
  const leave = leaveApi(t);
  const id = await leave.file(teams.employee);
  expect((await leave.decide(teams.manager, id, 'approve')).statusCode).toBe(200);
  expect((await leave.decide(teams.admin, id, 'approve')).statusCode).toBe(200);
  return id;
}

describe('web push', () => {
  it('gives signed-in people one VAPID public key, its private key stored only sealed with DATA_KEY', async () => {
    const key = await publicKey(teams.employee);
    expect(key).toMatch(/^[\w-]{87}$/);
    expect(await publicKey(teams.admin)).toBe(key);
    expect((await t.inject({ method: 'GET', url: '/api/push/public_key' })).statusCode).toBe(401);
    const stored = await t.db.selectFrom('push_vapid_keys').selectAll().executeTakeFirstOrThrow();
    expect(stored.public_key).toBe(key);
    const { privateKey } = await vapidKeys(t.db, t.config);
    expect(stored.private_key_encrypted.includes(Buffer.from(privateKey))).toBe(false);
    expect(stored.private_key_encrypted.includes(Buffer.from(privateKey, 'base64url'))).toBe(false);
  });

  it('refuses an endpoint that is not https to a public host, and keys that are not P-256', async () => {
    const browser = fakeBrowser();
    const post = (payload: object) =>
      t.inject({ method: 'POST', url: '/api/push/subscriptions', headers: teams.employee.headers, payload });
    const plain = await post({ endpoint: 'http://push.example/x', keys: browser.keys });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual(apiError('push.https_required'));
    expect(plain.json().error).toBe(PUSH_ERRORS['push.https_required']);
    expect((await post({ endpoint: 'ftp://push.example/x', keys: browser.keys })).json()).toEqual(
      apiError('push.https_required'),
    );
    const badKeys = { p256dh: browser.keys.auth, auth: browser.keys.auth };
    expect((await post({ endpoint: service.endpoint('/bad'), keys: badKeys })).json()).toEqual(
      apiError('push.invalid_keys'),
    );
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('pushes the decision of a leave to the employee: encrypted for their browser, signed with VAPID', async () => {
    const { browser, path } = await subscribe(teams.employee);
    service.received.length = 0;
    await approvedLeave();
    expect(service.received).toHaveLength(0); // nothing leaves before the delivery job runs
    expect(await t.app.pushDelivery.deliverDue()).toBe(2); // the manager's approval, then the admin's
    expect(service.received.map((push) => push.path)).toEqual([path, path]);
    const messages = service.received.map((push) => JSON.parse(browser.decrypt(push.body)));
    expect(messages).toContainEqual({
      title: 'Your leave request was approved',
      body: expect.stringMatching(/^Your vacation leave request on \w+ \d+, 2031 was approved\.$/),
      url: `${t.config.appUrl}/leave-dashboard`,
    });
    expect(messages).toContainEqual(
      expect.objectContaining({ title: 'Your leave request was approved by your manager' }),
    );
    const key = await publicKey(teams.employee);
    for (const push of service.received) {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      expect(verifyVapid(push.headers.authorization, key, service.origin).sub).toBe('mailto:ops@acme.example');
    }
    expect(() => verifyVapid(service.received[0]!.headers.authorization, key, 'https://other.example')).toThrow(
      /audience/,
    );
    const statuses = await t.db.selectFrom('push_deliveries').select('status').execute();
    expect(statuses.every((row) => row.status === 'delivered')).toBe(true);
    expect(await t.app.pushDelivery.deliverDue()).toBe(0);
  });

  it("writes each push in its recipient's language: their own, else DEFAULT_LANGUAGE, else English", async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    const { browser } = await subscribe(teams.employee);
    const setLanguage = (language: string | null) =>
      t.inject({ method: 'PUT', url: '/api/me/preferences', headers: teams.employee.headers, payload: { language } });
    const approvedTitles = async () => {
      service.received.length = 0;
      await approvedLeave();
      expect(await t.app.pushDelivery.deliverDue()).toBe(2);
      return service.received.map((push) => JSON.parse(browser.decrypt(push.body)).title);
    };
    const approved = (language: 'de' | 'fr') => [
      mailTexts(language).text('leave_mail.decided.pending_admin.subject'),
      mailTexts(language).text('leave_mail.decided.approved.subject'),
    ];
    expect((await setLanguage('de')).statusCode).toBe(200);
    await setSetting(t, 'DEFAULT_LANGUAGE', 'fr');
    try {
      expect((await approvedTitles()).sort()).toEqual(approved('de').sort());
      await setLanguage(null);
      expect((await approvedTitles()).sort()).toEqual(approved('fr').sort());
    } finally {
      await setLanguage(null);
      await setSetting(t, 'DEFAULT_LANGUAGE', '');
    }
    expect(await approvedTitles()).toContain('Your leave request was approved');
  });

  it('pushes a request waiting for the approver', async () => {
    const { browser } = await subscribe(teams.manager);
    service.received.length = 0;
    await leaveApi(t).file(teams.employee);
    expect(await t.app.pushDelivery.deliverDue()).toBe(1);
    expect(JSON.parse(browser.decrypt(service.received[0]!.body))).toEqual({
      title: expect.stringMatching(/^Leave request from .+ awaiting your approval$/),
      body: expect.stringContaining('asks for vacation leave'),
      url: `${t.config.appUrl}/leave-approval`,
    });
    await t.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: teams.manager.headers,
      payload: { endpoint: service.endpoint(`/push/${endpoints}`) },
    });
  });

  it('sends neither push nor mail for an event the person turned off, and keeps the other events on', async () => {
    const defaults = await t.inject({
      method: 'GET',
      url: '/api/me/notification_preferences',
      headers: teams.employee.headers,
    });
    expect(defaults.json()).toEqual({
      leave_decided: { mail: true, push: true },
      approval_waiting: { mail: true, push: true },
      shift_published: { mail: true, push: true },
      forgot_clock_out: { mail: true, push: true },
    });
    const saved = await setPreferences(teams.employee, { leave_decided: { mail: false, push: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences.leave_decided).toEqual({ mail: false, push: false });
    expect(saved.json().preferences.shift_published).toEqual({ mail: true, push: true });
    expect((await setPreferences(teams.employee, { leave_decided: { mail: false } })).statusCode).toBe(400);
    const unknown = await setPreferences(teams.employee, { lunch: { mail: false, push: false } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(apiError('push.no_preference_given'));

    const mailsBefore = outboxTo(t, teams.employee.email).length;
    service.received.length = 0;
    await approvedLeave();
    expect(await t.app.pushDelivery.deliverDue()).toBe(0);
    expect(service.received).toHaveLength(0);
    expect(outboxTo(t, teams.employee.email)).toHaveLength(mailsBefore);

    await setPreferences(teams.employee, { leave_decided: { mail: true, push: false } });
    await approvedLeave();
    expect(await t.app.pushDelivery.deliverDue()).toBe(0);
    expect(outboxTo(t, teams.employee.email)).toHaveLength(mailsBefore + 2);
    await setPreferences(teams.employee, { leave_decided: { mail: true, push: true } });
  });

  it('deletes a subscription the push service answers 410 Gone, and retries a 500 later', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    const { endpoint } = await subscribe(teams.employee);
    service.received.length = 0;
    service.answer(500, 410);
    await approvedLeave();
    expect(await t.app.pushDelivery.deliverDue()).toBe(2);
    expect(service.received).toHaveLength(2);
    const rows = await t.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(rows).toEqual([]);
    expect(await t.db.selectFrom('push_deliveries').selectAll().execute()).toEqual([]);
    const gone = await t.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: teams.employee.headers,
      payload: { endpoint },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(apiError('push.subscription_not_found'));
  });

  it('keeps a push the service refused with 500 and sends it again once due', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    await subscribe(teams.employee);
    service.received.length = 0;
    service.answer(500);
    const leave = leaveApi(t);
    const id = await leave.file(teams.employee);
    await leave.decide(teams.manager, id, 'reject');
    expect(await t.app.pushDelivery.deliverDue()).toBe(1);
    const [row] = await t.db.selectFrom('push_deliveries').selectAll().execute();
    expect(row).toEqual(expect.objectContaining({ status: 'pending', attempts: 1, last_status: 500 }));
    expect(await t.app.pushDelivery.deliverDue()).toBe(0);
    expect(await t.app.pushDelivery.deliverDue(new Date(Date.now() + 60_000))).toBe(1);
    expect(service.received).toHaveLength(2);
    const after = await t.db.selectFrom('push_deliveries').select('status').executeTakeFirstOrThrow();
    expect(after.status).toBe('delivered');
  });

  it('pushes a published week, without its mail when mail is off for shifts', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    const { browser } = await subscribe(teams.teamMate);
    await setPreferences(teams.teamMate, { shift_published: { mail: false, push: true } });
    const types = await createShiftTypes(t, teams.admin);
    const shifts = shiftsApi(t);
    const ward = await departmentOf(t, 'Push ward', [teams.teamMate]);
    const week = '2033-03-07'; // a Monday
    const assigned = await shifts.assign(teams.manager, {
      employee_id: teams.teamMate.id,
      shift_date: week,
      shift_type_id: types.early,
    });
    expect(assigned.statusCode).toBe(201);
    const mailsBefore = outboxTo(t, teams.teamMate.email).length;
    service.received.length = 0;
    expect((await shifts.publish(teams.manager, { week_start: week, department_id: ward })).statusCode).toBe(200);
    expect(await t.app.pushDelivery.deliverDue()).toBe(1);
    expect(JSON.parse(browser.decrypt(service.received[0]!.body))).toEqual({
      title: 'Your shifts for the week of Monday, March 7, 2033',
      body: '1 shift published.',
      url: `${t.config.appUrl}/my-shifts`,
    });
    expect(outboxTo(t, teams.teamMate.email)).toHaveLength(mailsBefore);
  });

  it('pushes a forgotten clock-out that the sweep closed', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    const { browser } = await subscribe(teams.loner);
    await t.db
      .updateTable('attendance_records')
      .set((eb) => ({ check_out_time: eb.ref('check_in_time') }))
      .where('check_out_time', 'is', null)
      .execute();
    await t.db
      .insertInto('attendance_records')
      .values({ employee_id: teams.loner.id, attendance_date: '2026-03-19', check_in_time: '2026-03-19T09:00:00Z' })
      .execute();
    service.received.length = 0;
    const now = new Date('2026-03-21T03:00:00Z');
    expect(await closeOverdueAttendance(t.app, await loadAttendanceSettings(t.db), now)).toBe(1);
    expect(await t.app.pushDelivery.deliverDue()).toBe(1);
    expect(JSON.parse(browser.decrypt(service.received[0]!.body))).toEqual({
      title: 'You forgot to clock out',
      body: 'Your attendance of March 19, 2026 was closed automatically. Check it and ask for a correction if it is wrong.',
      url: `${t.config.appUrl}/attendance-logs`,
    });
  });

  it("pushes nothing to a terminated person's browsers", async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    await subscribe(teams.otherEmployee);
    const leave = leaveApi(t);
    const id = await leave.file(teams.otherEmployee);
    await t.db.deleteFrom('push_deliveries').execute();
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', teams.otherEmployee.id)
      .execute();
    try {
      expect((await leave.decide(teams.otherManager, id, 'reject')).statusCode).toBe(200);
      expect(await t.db.selectFrom('push_deliveries').selectAll().execute()).toEqual([]);
    } finally {
      await t.db
        .updateTable('employees')
        .set({ status: 'active', terminated_at: null })
        .where('employee_id', '=', teams.otherEmployee.id)
        .execute();
    }
  });

  it("removes a leaver's subscriptions with the termination, and the pushes still waiting for them", async () => {
    const user = await t.createUser('employee', { reportTo: teams.manager.id });
    const leaver = { ...user, headers: { authorization: `Bearer ${(await t.login(user)).access_token}` } };
    const { path } = await subscribe(leaver);
    await subscribe(leaver);
    await queuePush(t.db, [leaver.id], 'leave_decided', () => ({ title: 'Waiting', body: 'Never sent.', url: '/' }));
    const terminated = await t.inject({
      method: 'DELETE',
      url: `/api/employees/${leaver.id}`,
      headers: teams.admin.headers,
    });
    expect(terminated.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('push_subscriptions').where('employee_id', '=', leaver.id).selectAll().execute(),
    ).toEqual([]);
    service.received.length = 0;
    await t.app.pushDelivery.deliverDue();
    expect(service.received.filter((push) => push.path === path)).toEqual([]);
  });

  it('queues the waiting push inside the change: a change rolled back leaves no push behind', async () => {
    await t.db.deleteFrom('push_deliveries').execute();
    await subscribe(teams.manager);
    const mailed = {
      requesterName: 'Rolled Back',
      leave_type: 'vacation',
      start_date: '2031-05-05',
      end_date: '2031-05-05',
      reason: null,
    };
    const rollback = new Error('the change failed after the push was queued');
    await expect(
      t.db.transaction().execute(async (tx) => {
        const next = await queueNextApproverPush(t.app, tx, teams.employee.id, 'pending manager', mailed);
        expect(next.pushes).toBe(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await t.db.selectFrom('push_deliveries').selectAll().execute()).toEqual([]);
  });
});
