import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from 'shared-auth/testing';
import type { GetOvertimeApiResponse } from '../../generated-api';
import { renderAs } from '../../shared/test-utils';
import english from '../../locales/en.json';
import { MyOvertimeCard } from './my-overtime-card';

const T = english.myOvertime;

type Overtime = GetOvertimeApiResponse[number];
const OPEN: Overtime = {
  overtime_id: 7,
  employee_id: 7,
  employee_name: 'Test employee',
  kind: 'day',
  period_date: '2026-11-23',
  minutes: 120,
  rate_class: 'weekday',
  status: 'pending',
  approved_minutes: null,
  compensation: null,
  requested_compensation: null,
  choice_open: true,
  comment: null,
  decided_by: null,
  decided_at: null,
};
const PAID: Overtime = {
  ...OPEN,
  overtime_id: 6,
  period_date: '2026-11-16',
  status: 'approved',
  approved_minutes: 90,
  compensation: 'pay',
  choice_open: false,
};

afterEach(() => jest.restoreAllMocks());

describe('MyOvertimeCard', () => {
  it("lists one's own overtime and saves the choice of time in lieu while it is open", async () => {
    const sent: unknown[] = [];
    let chosen: Overtime['requested_compensation'] = null;
    stubFetch({
      'GET /api/overtime?employee_id=7': () => ({ body: [{ ...OPEN, requested_compensation: chosen }, PAID] }),
      'PUT /api/overtime/7/compensation': async (request) => {
        const body = (await request.json()) as { compensation: 'pay' | 'time_in_lieu' };
        sent.push(body);
        chosen = body.compensation;
        return { body: { message: 'You asked for this overtime as time in lieu.' } };
      },
    });
    renderAs(<MyOvertimeCard />);
    expect(await screen.findByText('Approved 1 h 30 min of 2 h 00 min: Pay')).toBeInTheDocument();
    const choice = screen.getByRole('radiogroup', { name: 'How to compensate the overtime of November 23, 2026' });
    await userEvent.click(within(choice).getByText('Time in lieu'));
    expect(await screen.findByText('You asked for this overtime as time in lieu.')).toBeInTheDocument();
    expect(sent).toEqual([{ compensation: 'time_in_lieu' }]);
  });

  it('offers no choice where the company policy decides, and shows the refusal of a choice', async () => {
    stubFetch({
      'GET /api/overtime?employee_id=7': {
        body: [
          { ...OPEN, choice_open: false },
          { ...OPEN, overtime_id: 8, period_date: '2026-11-24' },
        ],
      },
      'PUT /api/overtime/8/compensation': {
        status: 409,
        body: { error: 'This overtime has already been approved.' },
      },
    });
    renderAs(<MyOvertimeCard />);
    expect(await screen.findByText(T.pending)).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    await userEvent.click(within(screen.getByRole('radiogroup')).getByText('Pay'));
    expect(await screen.findByText('This overtime has already been approved.')).toBeInTheDocument();
  });
});
