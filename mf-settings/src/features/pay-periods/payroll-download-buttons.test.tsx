import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { PayPeriodsTab } from './pay-periods-tab';
import type { PayPeriod } from './types';

const OCTOBER: PayPeriod = {
  pay_period_id: 1,
  name: 'October 2026',
  frequency: 'monthly',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  locked_at: '2026-11-03T10:00:00.000Z',
  status: 'locked',
  total: 3,
  submitted: 3,
  approved: 3,
};
let saved: string[];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:payroll');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('payroll download per pay period', () => {
  it("downloads the period's CSV and Excel under the server's names", async () => {
    const file = (name: string) => () =>
      new Response(new Blob(['x']), { headers: { 'Content-Disposition': `attachment; filename="${name}"` } });
    const requests = stubApi({
      'GET /pay_periods': () => jsonResponse([OCTOBER]),
      'GET /payroll_export?period_id=1&format=csv': file('Payroll_2026-10-01_2026-10-31.csv'),
      'GET /payroll_export?period_id=1&format=xlsx': file('Payroll_2026-10-01_2026-10-31.xlsx'),
    });
    renderWithStore(<PayPeriodsTab />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Download the payroll export of October 2026 as CSV' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download the payroll export of October 2026 as Excel' }));

    await waitFor(() =>
      expect(saved).toEqual(['Payroll_2026-10-01_2026-10-31.csv', 'Payroll_2026-10-01_2026-10-31.xlsx']),
    );
    expect(requests.map((r) => new URL(r.url).search)).toContain('?period_id=1&format=csv');
  });

  it("shows the server's refusal", async () => {
    stubApi({
      'GET /pay_periods': () => jsonResponse([OCTOBER]),
      'GET /payroll_export?period_id=1&format=csv': () =>
        jsonResponse({ error: 'Pay period not found.', code: 'payroll.period_not_found' }, 404),
    });
    renderWithStore(<PayPeriodsTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download the payroll export of October 2026 as CSV' }),
    );
    expect(await screen.findByText('Pay period not found.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
