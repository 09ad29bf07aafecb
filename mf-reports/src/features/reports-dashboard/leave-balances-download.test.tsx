import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import english from '../../locales/en.json';
import { ReportsDashboardPage } from './reports-dashboard-page';
import { jsonResponse, renderAs, REPORT, stubApi } from './test-utils';

jest.mock('react-apexcharts', () => ({ __esModule: true, default: () => null }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let saved: string[];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:balances');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

async function chooseYear(year: string) {
  const input = await screen.findByLabelText(english.balances.year);
  await userEvent.clear(input);
  await userEvent.type(input, year);
  await userEvent.click(screen.getByRole('button', { name: new RegExp(english.balances.download) }));
}

describe('Download leave balances', () => {
  it("asks for the chosen year's balances and saves the file under the server's name", async () => {
    const requests = stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /leave_balances/export?year=2025': () =>
        new Response(new Blob(['PK']), {
          headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="Leave_Balances_2025.xlsx"' },
        }),
    });
    renderAs(<ReportsDashboardPage />, 'admin');

    await chooseYear('2025');

    expect(await screen.findByText(english.balances.downloaded)).toBeInTheDocument();
    expect(saved).toEqual(['Leave_Balances_2025.xlsx']);
    expect(requests.map((r) => new URL(r.url).search)).toContain('?year=2025');
  });

  it("shows the server's refusal", async () => {
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /leave_balances/export?year=2024': () => jsonResponse({ error: 'Admins only.' }, 403),
    });
    renderAs(<ReportsDashboardPage />, 'admin');

    await chooseYear('2024');

    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not offered to a manager (the export is admin only)', async () => {
    stubApi({ 'GET /reports_dashboard': () => jsonResponse(REPORT) });
    renderAs(<ReportsDashboardPage />, 'manager');

    expect(await screen.findByRole('button', { name: new RegExp(english.filters.download) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(english.balances.download) })).not.toBeInTheDocument();
  });
});
