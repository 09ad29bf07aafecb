import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-auth';
import { stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../shared/test-utils';
import { TeamCalendarPage } from './team-calendar-page';

const MARCH = {
  month: '2027-03',
  first: '2027-03-01',
  last: '2027-03-31',
  shows_leave_types: true,
  holidays: [],
  leave: [
    {
      request_id: 1,
      employee_id: 7,
      employee_name: 'Emma Wilson',
      start_date: '2027-03-02',
      end_date: '2027-03-03',
      start_half: false,
      end_half: true,
      leave_type: 'vacation',
      leave_type_name: 'Vacation',
      status: 'approved',
    },
  ],
};

afterEach(() => act(() => setLanguage('en')));

it('switches the mounted calendar to German, then to Arabic, without loading the page again', async () => {
  const api = stubFetch({ 'GET /api/team_calendar?month=2027-03': { body: MARCH } });
  renderAs(
    <MemoryRouter>
      <TeamCalendarPage today="2027-03-10" />
    </MemoryRouter>,
    'manager',
  );
  expect(await screen.findByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
  const calls = api.mock.calls.length;

  await act(() => setLanguage('de'));
  expect(screen.getByRole('heading', { name: 'Teamkalender' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'März 2027' })).toBeInTheDocument();
  const agenda = screen.getByRole('region', { name: 'Dieser Monat' });
  expect(agenda).toHaveTextContent('genehmigtEmma Wilson · Vacation: 2. März 2027 – 3. März 2027 (bis Mittag)');
  expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();

  await act(() => setLanguage('ar'));
  expect(screen.getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'تقويم الفريق' })).toBeInTheDocument();
  // The same data, drawn again: no new call to the api.
  expect(api.mock.calls.length).toBe(calls);
});
