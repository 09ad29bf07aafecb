import { render, screen } from '@testing-library/react';
import DepartmentsPage from './departments-page';

it('exposes the Departments page as its default export', () => {
  render(<DepartmentsPage />);

  expect(screen.getByRole('heading', { name: 'Departments' })).toBeInTheDocument();
});
