import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyToday } from 'shared-auth';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { ApiTokensCard } from './api-tokens-card';
import english from '../../locales/en.json';
import { dateAfter } from './token-expiry';
import type { ApiToken } from './types';

const M = english.apiTokens;

afterEach(() => jest.restoreAllMocks());

const TOKEN = 'atl_1a2b3c4d_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const PAYROLL: ApiToken = {
  token_id: 7,
  name: 'Payroll export',
  prefix: '1a2b3c4d',
  scopes: ['read:attendance', 'read:leave'],
  created_by: 1,
  created_at: '2026-03-18T08:00:00Z',
  expires_at: '2099-06-16T08:00:00Z',
  last_used_at: null,
  revoked_at: null,
};
const ADMIN = {
  employee_id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  full_name: 'Ada Admin',
  email: 'ada@acme.test',
  role: 'admin',
};
const scopeBox = (dialog: HTMLElement, scope: string) =>
  within(dialog).getByRole('checkbox', { name: new RegExp(`^${scope} `) });

it('creates a token with the chosen scopes and shows the token once', async () => {
  let tokens: ApiToken[] = [];
  const requests = stubApi({
    'GET /api_tokens': () => jsonResponse(tokens),
    'GET /employees_list': () => jsonResponse([ADMIN]),
    'POST /api_tokens': () => {
      tokens = [PAYROLL];
      return jsonResponse(
        {
          message: 'API token created.',
          token_id: 7,
          token: TOKEN,
          prefix: '1a2b3c4d',
          expires_at: PAYROLL.expires_at,
        },
        201,
      );
    },
  });
  renderWithStore(<ApiTokensCard />);
  await userEvent.click(await screen.findByRole('button', { name: M.create }));
  const form = await screen.findByRole('dialog');
  await userEvent.type(within(form).getByLabelText(M.name), ' Payroll export ');
  await userEvent.click(scopeBox(form, 'read:attendance'));
  await userEvent.click(scopeBox(form, 'read:leave'));
  await userEvent.click(within(form).getByRole('radio', { name: '365 days' }));
  await userEvent.click(within(form).getByRole('button', { name: M.create }));

  const shown = await screen.findByRole('dialog', { name: M.tokenTitle });
  expect(within(shown).getByText(TOKEN)).toBeInTheDocument();
  expect(within(shown).getByText(M.tokenWarning)).toBeInTheDocument();
  const sent = requests.find((r) => r.method === 'POST')!;
  expect(await sent.json()).toEqual({
    name: 'Payroll export',
    scopes: ['read:attendance', 'read:leave'],
    expires_in_days: 365,
  });

  await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
  const row = (await screen.findByText('Payroll export')).closest('tr')!;
  expect(row).toHaveTextContent('Ada Admin');
  expect(row).toHaveTextContent(M.active);
  expect(screen.queryByText(TOKEN)).not.toBeInTheDocument();
});

it("needs a scope before asking the api, and shows the api's refusal in the form", async () => {
  const refusal = 'The request is not valid: body/expires_in_days must be <= 366.';
  const requests = stubApi({
    'GET /api_tokens': () => jsonResponse([]),
    'GET /employees_list': () => jsonResponse([ADMIN]),
    'POST /api_tokens': () => jsonResponse({ error: refusal }, 400),
  });
  renderWithStore(<ApiTokensCard />);
  await userEvent.click(await screen.findByRole('button', { name: M.create }));
  const form = await screen.findByRole('dialog');
  await userEvent.type(within(form).getByLabelText(M.name), 'Payroll export');
  await userEvent.click(within(form).getByRole('button', { name: M.create }));
  expect(await within(form).findByText(M.scopesRequired)).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

  await userEvent.click(scopeBox(form, 'read:reports'));
  await userEvent.click(within(form).getByRole('button', { name: M.create }));
  expect(await within(form).findByText(refusal)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: M.tokenTitle })).not.toBeInTheDocument();
});

it('sends the days until a chosen expiry date', async () => {
  const requests = stubApi({
    'GET /api_tokens': () => jsonResponse([]),
    'GET /employees_list': () => jsonResponse([ADMIN]),
    'POST /api_tokens': () =>
      jsonResponse(
        { message: 'API token created.', token_id: 7, token: TOKEN, prefix: '1a2b3c4d', expires_at: '' },
        201,
      ),
  });
  renderWithStore(<ApiTokensCard />);
  await userEvent.click(await screen.findByRole('button', { name: M.create }));
  const form = await screen.findByRole('dialog');
  await userEvent.type(within(form).getByLabelText(M.name), 'Payroll export');
  await userEvent.click(scopeBox(form, 'read:people'));
  await userEvent.click(within(form).getByRole('radio', { name: M.onDate }));
  await userEvent.type(await within(form).findByLabelText(M.expiryDate), dateAfter(companyToday(), 45));
  await userEvent.click(within(form).getByRole('button', { name: M.create }));

  expect(await screen.findByRole('dialog', { name: M.tokenTitle })).toBeInTheDocument();
  const sent = requests.find((r) => r.method === 'POST')!;
  expect(await sent.json()).toMatchObject({ scopes: ['read:people'], expires_in_days: 45 });
});

it('revokes a token after confirmation', async () => {
  let tokens = [PAYROLL];
  const requests = stubApi({
    'GET /api_tokens': () => jsonResponse(tokens),
    'GET /employees_list': () => jsonResponse([ADMIN]),
    'DELETE /api_tokens/7': () => {
      tokens = [{ ...PAYROLL, revoked_at: '2026-03-19T08:00:00Z' }];
      return jsonResponse({ message: 'API token revoked.' });
    },
  });
  renderWithStore(<ApiTokensCard />);
  await userEvent.click(await screen.findByRole('button', { name: `${M.revoke} Payroll export` }));
  await userEvent.click(await screen.findByRole('button', { name: M.revoke }));

  expect(await screen.findByText('API token revoked.')).toBeInTheDocument();
  expect(await screen.findByText(M.revoked)).toBeInTheDocument();
  expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toContain('DELETE /api/api_tokens/7');
});
