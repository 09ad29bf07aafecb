import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import english from '../../locales/en.json';
import type { Webhook } from './types';
import { WebhooksCard } from './webhooks-card';

const M = english.webhooks;

afterEach(() => jest.restoreAllMocks());

const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDE';
const PAYROLL: Webhook = {
  webhook_id: 3,
  url: 'https://payroll.example.com/hooks',
  events: ['leave.approved'],
  active: true,
  created_at: '2026-03-18T08:00:00Z',
  updated_at: '2026-03-18T08:00:00Z',
};
const eventBox = (dialog: HTMLElement, event: string) =>
  within(dialog).getByRole('checkbox', { name: new RegExp(`^${event} `) });

it('adds a webhook with its URL and events and shows the signing secret once', async () => {
  let webhooks: Webhook[] = [];
  const requests = stubApi({
    'GET /webhooks': () => jsonResponse(webhooks),
    'POST /webhooks': () => {
      webhooks = [PAYROLL];
      return jsonResponse({ message: 'Webhook registered.', webhook_id: 3, secret: SECRET }, 201);
    },
  });
  renderWithStore(<WebhooksCard />);
  await userEvent.click(await screen.findByRole('button', { name: M.add }));
  const form = await screen.findByRole('dialog');
  await userEvent.type(within(form).getByLabelText(M.url), PAYROLL.url);
  await userEvent.click(eventBox(form, 'leave.approved'));
  await userEvent.click(eventBox(form, 'employee.created'));
  await userEvent.click(within(form).getByRole('button', { name: M.save }));

  const shown = await screen.findByRole('dialog', { name: M.secretTitle });
  expect(within(shown).getByText(SECRET)).toBeInTheDocument();
  expect(within(shown).getByText(M.secretWarning)).toBeInTheDocument();
  const sent = requests.find((r) => r.method === 'POST')!;
  expect(await sent.json()).toEqual({ url: PAYROLL.url, events: ['leave.approved', 'employee.created'], active: true });

  await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  expect(await screen.findByText(PAYROLL.url)).toBeInTheDocument();
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
});

it("pauses a webhook with PATCH and shows the api's refusal of a URL", async () => {
  const refusal = 'A webhook URL must use https (http only for private addresses when WEBHOOK_ALLOW_PRIVATE=true).';
  const sent: unknown[] = [];
  stubApi({
    'GET /webhooks': () => jsonResponse([PAYROLL]),
    'PATCH /webhooks/3': async (request) => {
      const body = (await request.json()) as { url: string };
      sent.push(body);
      return body.url.startsWith('http:')
        ? jsonResponse({ error: refusal }, 400)
        : jsonResponse({ message: 'Webhook updated.' });
    },
  });
  renderWithStore(<WebhooksCard />);
  await userEvent.click(await screen.findByRole('button', { name: `${M.edit} ${PAYROLL.url}` }));
  const form = await screen.findByRole('dialog');
  const url = within(form).getByLabelText(M.url);
  await userEvent.clear(url);
  await userEvent.type(url, 'http://payroll.example.com/hooks');
  await userEvent.click(within(form).getByRole('switch', { name: M.active }));
  await userEvent.click(within(form).getByRole('button', { name: M.save }));
  expect(await within(form).findByText(refusal)).toBeInTheDocument();

  await userEvent.clear(url);
  await userEvent.type(url, PAYROLL.url);
  await userEvent.click(within(form).getByRole('button', { name: M.save }));
  expect(await screen.findByText('Webhook updated.')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({ url: PAYROLL.url, events: ['leave.approved'], active: false });
});

it('deletes a webhook after confirmation', async () => {
  let webhooks = [PAYROLL];
  const requests = stubApi({
    'GET /webhooks': () => jsonResponse(webhooks),
    'DELETE /webhooks/3': () => {
      webhooks = [];
      return jsonResponse({ message: 'Webhook deleted.' });
    },
  });
  renderWithStore(<WebhooksCard />);
  await userEvent.click(await screen.findByRole('button', { name: `${M.delete} ${PAYROLL.url}` }));
  await userEvent.click(await screen.findByRole('button', { name: M.delete }));

  expect(await screen.findByText('Webhook deleted.')).toBeInTheDocument();
  expect(await screen.findByText(M.empty)).toBeInTheDocument();
  expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain('DELETE /api/webhooks/3');
});
