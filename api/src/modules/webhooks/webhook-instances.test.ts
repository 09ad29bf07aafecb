import { createTestApp, TestContext } from '../../test/test-app';
import { startReceiver } from '../../test/webhook-receiver';
import { emitEvent } from './emit-event';

const EVENTS = 30;
let t: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

// Two instances need a server both reach: PGlite is one process's.
(process.env.DATABASE_URL ? describe : describe.skip)('two api instances on one PostgreSQL', () => {
  it('deliver each event once', async () => {
    const admin = await t.signedIn('admin');
    const created = await t.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: admin.headers,
      payload: { url: receiver.url(), events: ['employee.terminated'] },
    });
    expect(created.statusCode).toBe(201);
    for (let i = 1; i <= EVENTS; i += 1) {
      await t.db.transaction().execute((tx) => emitEvent(t.app, tx, 'employee.terminated', { employee_id: i }));
    }
    const other = await t.anotherInstance();
    let claimed = 0;
    for (let round = 0; round < 10 && claimed < EVENTS; round += 1) {
      const counts = await Promise.all([t.app.webhookDelivery.deliverDue(), other.webhookDelivery.deliverDue()]);
      claimed += counts[0] + counts[1];
    }
    expect(claimed).toBe(EVENTS);
    const ids = receiver.received.map((r) => r.headers['x-webhook-delivery']);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    const employees = receiver.received.map((r) => JSON.parse(r.body).data.employee_id).sort((a, b) => a - b);
    expect(employees).toEqual(Array.from({ length: EVENTS }, (_, i) => i + 1));
  });
});
