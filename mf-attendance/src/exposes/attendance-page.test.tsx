import { render, screen } from '@testing-library/react';
import AttendancePage from './attendance-page';

it('exposes the Attendance page as its default export', () => {
  render(<AttendancePage />);

  expect(screen.getByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
});
