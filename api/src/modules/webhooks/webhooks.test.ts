import crypto from 'node:crypto';
import { buildApp } from '../../app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { apiError } from '../../test/api-error';
import { createTeams, leaveApi } from '../../test/leave-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { startReceiver } from '../../test/webhook-receiver';
import { FIRST_RETRY_DELAY_MS, WEBHOOK_MESSAGES as M } from './messages';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  teams = await createTeams(t);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const register = (payload: object) =>
  t.inject({ method: 'POST', url: '/api/webhooks', headers: teams.admin.headers, payload });
const deliveries = (webhookId: number) =>
  t.inject({ method: 'GET', url: `/api/webhooks/${webhookId}/deliveries`, headers: teams.admin.headers });

/** Files a request for `teams.employee` and has both approvers decide it; answers its id. */
async function decidedLeave(decision: 'approve' | 'reject') {
  const leave = leaveApi(t);
  const id = await leave.file(teams.employee);
  await leave.decide(teams.manager, id, 'approve');
  await leave.decide(teams.admin, id, decision);
  return id;
}

const signatureOf = (secret: string, timestamp: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

describe('webhooks', () => {
  it('delivers leave.approved signed with the secret shown once, which is stored only encrypted', async () => {
    const created = await register({ url: receiver.url('/approved'), events: ['leave.approved'] });
    expect(created.statusCode).toBe(201);
    const { webhook_id, secret, message } = created.json();
    expect(message).toBe(M.created);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const list = await t.inject({ method: 'GET', url: '/api/webhooks', headers: teams.admin.headers });
    expect(list.body).not.toContain(secret);
    const stored = await t.db.selectFrom('webhooks').select('secret_encrypted').executeTakeFirstOrThrow();
    expect(stored.secret_encrypted.includes(Buffer.from(secret))).toBe(false);

    const requestId = await decidedLeave('approve');
    await decidedLeave('reject'); // not subscribed
    expect(receiver.received).toHaveLength(0); // nothing leaves before the worker runs
    expect(await t.app.webhookDelivery.deliverDue()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received.splice(0)[0]!;
    expect(headers['x-webhook-event']).toBe('leave.approved');
    expect(headers['x-webhook-signature']).toBe(signatureOf(secret, String(headers['x-webhook-timestamp']), body));
    expect(JSON.parse(body)).toEqual({
      event_id: expect.any(Number),
      type: 'leave.approved',
      occurred_at: expect.any(String),
      data: { request_id: requestId, employee_id: teams.employee.id, status: 'approved' },
    });
    const log = (await deliveries(webhook_id)).json();
    expect(log).toEqual([
      expect.objectContaining({
        delivery_id: headers['x-webhook-delivery'],
        event_type: 'leave.approved',
        status: 'delivered',
        attempts: 1,
        attempt_log: [expect.objectContaining({ status_code: 200, error: null })],
      }),
    ]);
    expect(await t.app.webhookDelivery.deliverDue()).toBe(0);
    await t.inject({
      method: 'PATCH',
      url: `/api/webhooks/${webhook_id}`,
      headers: teams.admin.headers,
      payload: { active: false },
    });
  });

  it('retries after a 500 with exponential backoff, then logs every attempt', async () => {
    const { webhook_id } = (await register({ url: receiver.url('/retry'), events: ['leave.rejected'] })).json();
    await decidedLeave('reject');
    receiver.answer(500, 503);
    const start = new Date(Date.now() + 1000);
    expect(await t.app.webhookDelivery.deliverDue(start)).toBe(1);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await t.app.webhookDelivery.deliverDue(at(FIRST_RETRY_DELAY_MS - 1))).toBe(0);
    expect(await t.app.webhookDelivery.deliverDue(at(FIRST_RETRY_DELAY_MS))).toBe(1);
    // The second wait is twice the first.
    const second = at(FIRST_RETRY_DELAY_MS);
    expect(await t.app.webhookDelivery.deliverDue(new Date(second.getTime() + 2 * FIRST_RETRY_DELAY_MS - 1))).toBe(0);
    expect(await t.app.webhookDelivery.deliverDue(new Date(second.getTime() + 2 * FIRST_RETRY_DELAY_MS))).toBe(1);
    const sent = receiver.received.splice(0);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers['x-webhook-delivery'])).size).toBe(1);
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    const [delivery] = (await deliveries(webhook_id)).json();
    expect(delivery.status).toBe('delivered');
    expect(delivery.attempt_log.map((a: { status_code: number }) => a.status_code)).toEqual([500, 503, 200]);
    expect(delivery.attempt_log[0].error).toBe('HTTP 500');

    const again = await t.inject({
      method: 'POST',
      url: `/api/webhook_deliveries/${delivery.delivery_id}/redeliver`,
      headers: teams.admin.headers,
    });
    expect(again.json()).toEqual({ message: M.redelivered, delivery_id: expect.any(String) });
    expect(await t.app.webhookDelivery.deliverDue(new Date(Date.now() + 1000))).toBe(1);
    const [redelivered] = receiver.received.splice(0);
    expect(redelivered!.headers['x-webhook-delivery']).toBe(again.json().delivery_id);
    expect(redelivered!.body).toBe(sent[0]!.body);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', AUDIT_ACTIONS.webhookRedelivered)
      .execute();
    expect(audit).toHaveLength(1);
    await t.inject({ method: 'DELETE', url: `/api/webhooks/${webhook_id}`, headers: teams.admin.headers });
  });

  it('gives up as failed once 24 hours have passed', async () => {
    receiver.failAll(true);
    const { webhook_id } = (await register({ url: receiver.url('/down'), events: ['leave.rejected'] })).json();
    await decidedLeave('reject');
    let now = Date.now();
    while (await t.app.webhookDelivery.deliverDue(new Date(now))) now += 60 * 60_000;
    const [delivery] = (await deliveries(webhook_id)).json();
    expect(delivery.status).toBe('failed');
    expect(new Date(delivery.finished_at).getTime() - new Date(delivery.created_at).getTime()).toBeLessThanOrEqual(
      24 * 3_600_000,
    );
    expect(delivery.attempts).toBeGreaterThan(20);
    receiver.received.splice(0);
    receiver.failAll(false);
    await t.inject({ method: 'DELETE', url: `/api/webhooks/${webhook_id}`, headers: teams.admin.headers });
  });

  it('refuses non-admins, unknown events and bad urls', async () => {
    const asManager = await t.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: teams.manager.headers,
      payload: { url: receiver.url(), events: ['leave.approved'] },
    });
    expect(asManager.statusCode).toBe(403);
    expect((await register({ url: receiver.url(), events: ['leave.deleted'] })).statusCode).toBe(400);
    expect((await register({ url: receiver.url(), events: [] })).statusCode).toBe(400);
    expect((await register({ url: 'ftp://hooks.example.com/x', events: ['leave.approved'] })).json()).toEqual(
      apiError('webhook.https_required'),
    );
    expect((await register({ url: 'https://user:pw@hooks.example.com/x', events: ['leave.approved'] })).json()).toEqual(
      apiError('webhook.invalid_url'),
    );
  });

  // Last: it closes the app the other tests use.
  it('keeps retrying after the api is closed and rebuilt on the same database', async () => {
    const { webhook_id, secret } = (
      await register({ url: receiver.url('/restart'), events: ['leave.requested'] })
    ).json();
    await leaveApi(t).file(teams.teamMate);
    receiver.answer(500);
    const start = new Date(Date.now() + 1000);
    expect(await t.app.webhookDelivery.deliverDue(start)).toBe(1);
    await t.app.close();

    const rebuilt = await buildApp({ ...t.config, databaseUrl: undefined }, { db: t.db, logger: false });
    try {
      await rebuilt.ready();
      const later = new Date(start.getTime() + FIRST_RETRY_DELAY_MS);
      expect(await rebuilt.webhookDelivery.deliverDue(later)).toBe(1);
      const sent = receiver.received.splice(0);
      expect(sent.map((r) => r.headers['x-webhook-event'])).toEqual(['leave.requested', 'leave.requested']);
      const last = sent[1]!;
      expect(last.headers['x-webhook-signature']).toBe(
        signatureOf(secret, String(last.headers['x-webhook-timestamp']), last.body),
      );
      expect(JSON.parse(last.body).data.employee_id).toBe(teams.teamMate.id);
      const row = await t.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('webhook_id', '=', webhook_id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('delivered');
    } finally {
      await rebuilt.close();
    }
  });
});
