import { encryptBuffer } from '../../lib/crypto';
import { apiError } from '../../test/api-error';
import { createTestApp, TestContext } from '../../test/test-app';
import { startReceiver } from '../../test/webhook-receiver';
import { emitEvent } from './emit-event';

// Without WEBHOOK_ALLOW_PRIVATE: the default.
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signedIn']>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const register = (url: string) =>
  t.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: admin.headers,
    payload: { url, events: ['employee.created'] },
  });

describe('webhook targets without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses loopback, private and link-local addresses, and plain http', async () => {
    for (const [url, host] of [
      [`https://127.0.0.1:${receiver.port}/hook`, '127.0.0.1'],
      ['https://localhost/hook', 'localhost'],
      ['https://10.0.0.8/hook', '10.0.0.8'],
      ['https://169.254.169.254/latest/meta-data', '169.254.169.254'],
      ['https://[::1]/hook', '::1'],
    ] as const) {
      expect([url, (await register(url)).json()]).toEqual([url, apiError('webhook.private_target', { host })]);
    }
    expect((await register('http://hooks.example.com/x')).json()).toEqual(apiError('webhook.https_required'));
    expect(await t.db.selectFrom('webhooks').select('webhook_id').execute()).toEqual([]);
  });

  it('refuses at delivery time a target whose name resolves to a private address', async () => {
    // As if `localhost` had been a public name when registered (DNS re-pointed since).
    const { webhook_id } = await t.db
      .insertInto('webhooks')
      .values({
        url: `http://localhost:${receiver.port}/hook`,
        events: JSON.stringify(['employee.created']),
        secret_encrypted: encryptBuffer(t.config.dataKey, Buffer.from('whsec_test')),
        created_by: admin.id,
      })
      .returning('webhook_id')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((tx) => emitEvent(t.app, tx, 'employee.created', { employee_id: admin.id }));
    expect(await t.app.webhookDelivery.deliverDue()).toBe(1);
    expect(receiver.received).toEqual([]);
    const [delivery] = (
      await t.inject({ method: 'GET', url: `/api/webhooks/${webhook_id}/deliveries`, headers: admin.headers })
    ).json();
    expect(delivery.status).toBe('pending');
    expect(delivery.attempt_log).toEqual([
      expect.objectContaining({ status_code: null, error: expect.stringMatching(/^refused: .* is a private/) }),
    ]);
  });
});
