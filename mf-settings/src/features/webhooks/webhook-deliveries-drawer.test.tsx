import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import english from '../../locales/en.json';
import type { Webhook, WebhookDelivery } from './types';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';

const M = english.deliveries;

afterEach(() => jest.restoreAllMocks());

const PAYROLL: Webhook = {
  webhook_id: 3,
  url: 'https://payroll.example.com/hooks',
  events: ['leave.approved'],
  active: true,
  created_at: '2026-03-18T08:00:00Z',
  updated_at: '2026-03-18T08:00:00Z',
};
const RETRYING: WebhookDelivery = {
  delivery_id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  event_id: 41,
  event_type: 'leave.approved',
  status: 'pending',
  attempts: 2,
  created_at: '2026-03-18T09:00:00Z',
  next_attempt_at: '2026-03-18T09:01:30Z',
  finished_at: null,
  attempt_log: [
    { attempted_at: '2026-03-18T09:00:00Z', status_code: 503, error: null, duration_ms: 120 },
    { attempted_at: '2026-03-18T09:00:30Z', status_code: null, error: 'connect ECONNREFUSED', duration_ms: 15 },
  ],
};

it("lists a webhook's deliveries with each attempt", async () => {
  stubApi({ 'GET /webhooks/3/deliveries': () => jsonResponse([RETRYING]) });
  renderWithStore(<WebhookDeliveriesDrawer webhook={PAYROLL} onClose={() => {}} />);

  const row = (await screen.findByText('leave.approved')).closest('tr')!;
  expect(within(row).getByText(M.status.pending)).toBeInTheDocument();
  expect(row).toHaveTextContent('March 18, 2026');
  await userEvent.click(within(row).getByRole('button', { name: /expand row/i }));

  const attempts = await screen.findByRole('region', { name: /^Attempts: leave\.approved/ });
  const [, first, second] = within(attempts).getAllByRole('row');
  expect(first).toHaveTextContent('503');
  expect(first).toHaveTextContent('120 ms');
  expect(second).toHaveTextContent('connect ECONNREFUSED');
});

it("redelivers a delivery and shows the api's message", async () => {
  const requests = stubApi({
    'GET /webhooks/3/deliveries': () => jsonResponse([RETRYING]),
    [`POST /webhook_deliveries/${RETRYING.delivery_id}/redeliver`]: () =>
      jsonResponse({ message: 'Delivery queued again.', delivery_id: '7a1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f' }),
  });
  renderWithStore(<WebhookDeliveriesDrawer webhook={PAYROLL} onClose={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${M.redeliver} leave\\.approved`) }));

  expect(await screen.findByText('Delivery queued again.')).toBeInTheDocument();
  expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain(
    `POST /api/webhook_deliveries/${RETRYING.delivery_id}/redeliver`,
  );
});

it("shows the api's refusal to redeliver", async () => {
  stubApi({
    'GET /webhooks/3/deliveries': () => jsonResponse([RETRYING]),
    [`POST /webhook_deliveries/${RETRYING.delivery_id}/redeliver`]: () =>
      jsonResponse({ error: 'Webhook delivery not found.' }, 404),
  });
  renderWithStore(<WebhookDeliveriesDrawer webhook={PAYROLL} onClose={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${M.redeliver} leave\\.approved`) }));

  expect(await screen.findByText('Webhook delivery not found.')).toBeInTheDocument();
});
