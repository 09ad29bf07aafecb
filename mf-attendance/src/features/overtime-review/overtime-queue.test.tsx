import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from 'shared-auth/testing';
import type { GetOvertimeApiResponse } from '../../generated-api';
import { renderAs } from '../../shared/test-utils';
import english from '../../locales/en.json';
import { OvertimeQueue } from './overtime-queue';

const T = { ...english.overtime, ...english.overtimeLabels };

type Overtime = GetOvertimeApiResponse[number];
const PENDING: Overtime = {
  overtime_id: 7,
  employee_id: 8,
  employee_name: 'Amy Adams',
  kind: 'day',
  period_date: '2026-11-23',
  minutes: 120,
  rate_class: 'night',
  status: 'pending',
  approved_minutes: null,
  compensation: null,
  requested_compensation: null,
  choice_open: false,
  comment: null,
  decided_by: null,
  decided_at: null,
};
const APPROVED: Overtime = {
  ...PENDING,
  overtime_id: 6,
  kind: 'week',
  minutes: 60,
  approved_minutes: 45,
  status: 'approved',
};

afterEach(() => jest.restoreAllMocks());

function stubQueue(approve: (body: unknown) => { status?: number; body: object }) {
  let decided = false;
  return stubFetch({
    'GET /api/overtime?status=pending': () => ({ body: decided ? [] : [PENDING] }),
    'GET /api/overtime': { body: [PENDING, APPROVED] },
    'POST /api/overtime/7/approve': async (request) => {
      const answer = approve(await request.json());
      if (!answer.status) decided = true;
      return answer;
    },
  });
}

describe('OvertimeQueue', () => {
  it('lists pending overtime with its hours and rate, and decided ones on request', async () => {
    stubQueue(() => ({ body: {} }));
    renderAs(<OvertimeQueue />, 'manager');
    expect(await screen.findByText('Amy Adams')).toBeInTheDocument();
    expect(screen.getByText('2 h 00 min')).toBeInTheDocument();
    expect(screen.getByText(T.rates.night)).toBeInTheDocument();
    await userEvent.click(screen.getByText(T.all));
    expect(await screen.findByText('0 h 45 min of 1 h 00 min')).toBeInTheDocument();
  });

  it('offers a manager no decision on their own overtime: it waits for their manager', async () => {
    stubQueue(() => ({ body: {} }));
    renderAs(<OvertimeQueue />, 'manager', PENDING.employee_id);
    expect(await screen.findByText(T.awaitingOthers)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.approve })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.reject })).not.toBeInTheDocument();
  });

  it('approves 90 of 120 minutes with a comment', async () => {
    const sent: unknown[] = [];
    stubQueue((body) => {
      sent.push(body);
      return { body: { message: 'Overtime approved.' } };
    });
    renderAs(<OvertimeQueue />, 'manager');
    await userEvent.click(await screen.findByRole('button', { name: T.approve }));
    const dialog = await screen.findByRole('dialog', { name: T.approveTitle });
    const minutes = within(dialog).getByLabelText(T.minutesLabel);
    expect(minutes).toHaveValue('120');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.type(within(dialog).getByLabelText(T.commentLabel), 'Agreed 90');
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));
    expect(await screen.findByText('Overtime approved.')).toBeInTheDocument();
    expect(sent).toEqual([{ approved_minutes: 90, comment: 'Agreed 90' }]);
  });

  it("sends the approver's pick of time in lieu, and nothing for the company policy", async () => {
    const sent: unknown[] = [];
    stubQueue((body) => {
      sent.push(body);
      return { body: { message: 'Overtime approved.' } };
    });
    renderAs(<OvertimeQueue />, 'manager');
    await userEvent.click(await screen.findByRole('button', { name: T.approve }));
    const dialog = await screen.findByRole('dialog', { name: T.approveTitle });
    expect(within(dialog).getByRole('radio', { name: T.compensations.policy })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: T.compensations.time_in_lieu }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));
    expect(await screen.findByText('Overtime approved.')).toBeInTheDocument();
    expect(sent).toEqual([{ approved_minutes: 120, comment: null, compensation: 'time_in_lieu' }]);
  });

  it("shows the api's refusal in the dialog", async () => {
    stubQueue(() => ({
      status: 400,
      body: { error: 'Approved minutes must be between 1 and 120, the minutes of this overtime.' },
    }));
    renderAs(<OvertimeQueue />, 'manager');
    await userEvent.click(await screen.findByRole('button', { name: T.approve }));
    const dialog = await screen.findByRole('dialog', { name: T.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Approved minutes must be between 1 and 120');
  });

  it('shows what the employee asked for instead of a choice, and approves it so', async () => {
    const sent: unknown[] = [];
    const asked = { ...PENDING, requested_compensation: 'time_in_lieu' as const, choice_open: true };
    stubFetch({
      'GET /api/overtime?status=pending': { body: [asked] },
      'POST /api/overtime/7/approve': async (request) => {
        sent.push(await request.json());
        return { body: { message: 'Overtime approved.' } };
      },
    });
    renderAs(<OvertimeQueue />, 'manager');
    await userEvent.click(await screen.findByRole('button', { name: T.approve }));
    const dialog = await screen.findByRole('dialog', { name: T.approveTitle });
    expect(within(dialog).getByText('Asked for by the employee: Time in lieu')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: T.approve }));
    expect(await screen.findByText('Overtime approved.')).toBeInTheDocument();
    expect(sent).toEqual([{ approved_minutes: 120, comment: null, compensation: 'time_in_lieu' }]);
  });
});
