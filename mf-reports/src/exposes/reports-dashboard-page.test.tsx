import { screen } from '@testing-library/react';
import { renderWithStore, stubApi, jsonResponse, REPORT } from '../features/reports-dashboard/test-utils';
import ReportsDashboardPage from './reports-dashboard-page';

jest.mock('react-apexcharts', () => ({ __esModule: true, default: () => null }));

it('exposes the Reports Dashboard page as its default export', async () => {
  stubApi({ 'GET /reports_dashboard': () => jsonResponse(REPORT) });
  renderWithStore(<ReportsDashboardPage />);

  expect(screen.getByRole('heading', { name: 'Reports Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('Arrival Early')).toBeInTheDocument();
});
