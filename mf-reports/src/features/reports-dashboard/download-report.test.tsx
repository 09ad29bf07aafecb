import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import english from '../../locales/en.json';
import { ReportsDashboardPage } from './reports-dashboard-page';
import { jsonResponse, renderWithStore, REPORT, stubApi } from './test-utils';

jest.mock('react-apexcharts', () => ({ __esModule: true, default: () => null }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let saved: { name: string; href: string }[];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('Download Report', () => {
  it("saves the file under the server's name and confirms", async () => {
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /download_report': () =>
        new Response(new Blob(['PK']), {
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition': 'attachment; filename="Attendance_Report_all_to_all.xlsx"',
          },
        }),
    });
    renderWithStore(<ReportsDashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(english.filters.download) }));
    expect(await screen.findByText(english.messages.downloaded)).toBeInTheDocument();
    expect(saved).toEqual([{ name: 'Attendance_Report_all_to_all.xlsx', href: 'blob:report' }]);

    await userEvent.type(screen.getByLabelText(english.filters.startDate), '2026-11-01');
    expect(screen.queryByText(english.messages.downloaded)).not.toBeInTheDocument();
  });

  it('shows the spec text when the download fails', async () => {
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /download_report': () => new Response('oops', { status: 500 }),
    });
    renderWithStore(<ReportsDashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(english.filters.download) }));
    expect(await screen.findByText(english.messages.downloadFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
