import { render, screen } from '@testing-library/react';
import ReportsDashboardPage from './reports-dashboard-page';

it('exposes the Reports Dashboard page as its default export', () => {
  render(<ReportsDashboardPage />);

  expect(screen.getByRole('heading', { name: 'Reports Dashboard' })).toBeInTheDocument();
});
