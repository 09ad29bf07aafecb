import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-auth';
import { stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../shared/test-utils';
import { TeamCalendarPage } from './team-calendar-page';
import { calendarLeave, marchCalendar } from '../../testing/team-calendar-data';

const MARCH = marchCalendar({ leave: [calendarLeave({ end_half: true })] });

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
