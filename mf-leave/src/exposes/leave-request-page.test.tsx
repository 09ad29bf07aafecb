import { render, screen } from '@testing-library/react';
import LeaveRequestPage from './leave-request-page';

it('exposes the Request Leave page as its default export', () => {
  render(<LeaveRequestPage />);

  expect(screen.getByRole('heading', { name: 'Request Leave' })).toBeInTheDocument();
});
