import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { LeavePoliciesTab } from './leave-policies-tab';
import english from '../../locales/en.json';
import type { LeavePolicy } from './types';

const M = english.policies;
const L = english.policies.labels;
const UNIT_LABELS = english.policies.units;

afterEach(() => jest.restoreAllMocks());

const VACATION: LeavePolicy = {
  leave_type_id: 1,
  leave_type: 'vacation',
  display_name: 'Vacation',
  paid: true,
  annual_days: 25,
  accrual: 'monthly',
  carry_over_cap: 5,
  carry_over_expiry_month: 3,
  half_days_allowed: true,
  backdating_allowed: false,
  negative_allowed: false,
  active: true,
  unit: 'day',
};
const SICK: LeavePolicy = {
  ...VACATION,
  leave_type_id: 2,
  leave_type: 'sick',
  display_name: 'Sick',
  annual_days: null,
  carry_over_cap: 0,
  carry_over_expiry_month: null,
  backdating_allowed: true,
};

describe('LeavePoliciesTab', () => {
  it('lists each type with its policy', async () => {
    stubApi({ 'GET /leave_policies': () => jsonResponse([VACATION, SICK]) });
    renderWithStore(<LeavePoliciesTab />);

    const vacation = (await screen.findByText('Vacation')).closest('tr')!;
    expect(vacation).toHaveTextContent('25 days');
    expect(vacation).toHaveTextContent('Monthly, pro rata');
    expect(vacation).toHaveTextContent('5 days, until end of March');
    expect(screen.getByText('Sick').closest('tr')).toHaveTextContent(M.unlimited);
  });

  it('says one day and one hour in the singular, and half days in the plural', async () => {
    const oneDay = { ...VACATION, annual_days: 1, carry_over_cap: 1.5, carry_over_expiry_month: null };
    const oneHour = { ...SICK, display_name: 'Doctor', annual_days: 1, unit: 'hour' as const };
    stubApi({ 'GET /leave_policies': () => jsonResponse([oneDay, oneHour]) });
    renderWithStore(<LeavePoliciesTab />);

    const cells = (name: string) =>
      [...screen.getByText(name).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);
    await screen.findByText('Vacation');
    expect(cells('Vacation')).toEqual(expect.arrayContaining(['1 day', '1.5 days']));
    expect(cells('Doctor')).toContain('1 hour');
  });

  it('adds a type with the policy the admin filled in', async () => {
    let sent: unknown;
    stubApi({
      'GET /leave_policies': () => jsonResponse([VACATION]),
      'POST /leave_policies': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: 'Leave policy created.', leave_type_id: 3 }, 201);
      },
    });
    renderWithStore(<LeavePoliciesTab />);
    await userEvent.click(await screen.findByRole('button', { name: M.add }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.type(within(dialog).getByLabelText(L.leave_type), 'study');
    await userEvent.type(within(dialog).getByLabelText(L.display_name), 'Study leave');
    await userEvent.clear(within(dialog).getByLabelText(L.annual_days));
    await userEvent.type(within(dialog).getByLabelText(L.annual_days), '3.5');
    await userEvent.click(within(dialog).getByLabelText(L.paid));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Leave policy created.')).toBeInTheDocument();
    expect(sent).toEqual({
      leave_type: 'study',
      display_name: 'Study leave',
      paid: false,
      annual_days: 3.5,
      accrual: 'yearly',
      carry_over_cap: 0,
      carry_over_expiry_month: null,
      unit: 'day',
      half_days_allowed: true,
      backdating_allowed: false,
      negative_allowed: false,
      active: true,
    });
  });

  it('adds a type counted in hours: amounts in hours, no half days', async () => {
    let sent: unknown;
    stubApi({
      'GET /leave_policies': () => jsonResponse([VACATION]),
      'POST /leave_policies': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: 'Leave policy created.', leave_type_id: 3 }, 201);
      },
    });
    renderWithStore(<LeavePoliciesTab />);
    await userEvent.click(await screen.findByRole('button', { name: M.add }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.type(within(dialog).getByLabelText(L.leave_type), 'doctor');
    await userEvent.type(within(dialog).getByLabelText(L.display_name), "Doctor's appointment");
    await userEvent.click(within(dialog).getByLabelText(L.unit));
    await userEvent.click(await screen.findByTitle(UNIT_LABELS.hour));
    expect(within(dialog).queryByLabelText(L.half_days_allowed)).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(L.annual_hours));
    await userEvent.type(within(dialog).getByLabelText(L.annual_hours), '16');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Leave policy created.')).toBeInTheDocument();
    expect(sent).toMatchObject({ leave_type: 'doctor', unit: 'hour', annual_days: 16, half_days_allowed: false });
  });

  it('checks the name and the carry-over before asking the api', async () => {
    const requests = stubApi({ 'GET /leave_policies': () => jsonResponse([VACATION]) });
    renderWithStore(<LeavePoliciesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Vacation' }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.clear(within(dialog).getByLabelText(L.carry_over_cap));
    await userEvent.type(within(dialog).getByLabelText(L.carry_over_cap), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.expiryWithoutCap)).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(L.display_name));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(M.displayNameRequired)).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it("edits a type and shows the api's refusal in the form", async () => {
    stubApi({
      'GET /leave_policies': () => jsonResponse([VACATION]),
      'PUT /leave_policies/1': () => jsonResponse({ error: 'Leave policy not found.' }, 404),
    });
    renderWithStore(<LeavePoliciesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Vacation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(L.leave_type)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Leave policy not found.')).toBeInTheDocument();
  });

  it("deletes after a confirmation and shows the api's answer (a used type is deactivated)", async () => {
    const deactivated = 'This leave type is in use, so it was deactivated instead of deleted.';
    const requests = stubApi({
      'GET /leave_policies': () => jsonResponse([VACATION]),
      'DELETE /leave_policies/1': () => jsonResponse({ message: deactivated, deleted: false }),
    });
    renderWithStore(<LeavePoliciesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Vacation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(deactivated)).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });
});
