import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-auth';
import arabic from '../../locales/ar.json';
import german from '../../locales/de.json';
import type { OpenShift, ShiftAssignment } from '../../shared/model';
import { renderAs } from '../../shared/test-utils';
import { stubFetch, untranslatedTexts } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { MyShiftsPage } from './my-shifts-page';

const ME = 7;
const MINE = {
  assignment_id: 1,
  employee_id: ME,
  employee_name: 'Test manager',
  shift_date: '2027-03-04',
  shift_type_id: 1,
  shift_type_name: 'Early',
  start_time: '06:00',
  end_time: '14:00',
  status: 'published',
  color: '#1677ff',
} as ShiftAssignment;
const OFFER = {
  open_shift_id: 31,
  department_name: 'Warehouse',
  shift_date: '2027-03-06',
  shift_type_name: 'Night',
  start_time: '22:00',
  end_time: '06:00',
  color: '#722ed1',
  note: null,
  status: 'open',
} as OpenShift;

afterEach(() => act(() => setLanguage('en')));

it("draws a manager's My Shifts in German, then in Arabic, with the catalogue's texts and days in the language", async () => {
  const api = stubFetch({
    'GET /api/shift_assignments?start=2027-03-03&end=2027-03-30': { body: [MINE] },
    'GET /api/open_shifts?status=open': { body: [OFFER] },
    'GET /api/open_shifts?status=claimed': { body: [] },
    'GET /api/shift_swap_requests': { body: [] },
    'GET /api/shift_swap_requests?status=pending+manager': { body: [] },
  });
  renderAs(
    <MemoryRouter>
      <MyShiftsPage today="2027-03-03" />
    </MemoryRouter>,
    'manager',
    ME,
  );
  expect(await screen.findByRole('button', { name: 'Claim Night 2027-03-06' })).toBeInTheDocument();
  await screen.findByText('Early');
  const calls = api.mock.calls.length;

  await act(() => setLanguage('de'));
  expect(screen.getByRole('heading', { name: 'Meine Schichten' })).toBeInTheDocument();
  const upcoming = screen.getByRole('heading', { name: 'Kommende Schichten' }).closest<HTMLElement>('.ant-card')!;
  expect(within(upcoming).getByRole('heading', { level: 3 })).toHaveTextContent('Donnerstag, 4. März 2027');
  expect(within(upcoming).getByRole('button', { name: 'Tauschen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Night am 2027-03-06 übernehmen' })).toBeInTheDocument();
  expect(screen.getByText('Nichts wartet auf Ihre Genehmigung.')).toBeInTheDocument();
  expect(screen.getByText('Keine Tauschanfragen.')).toBeInTheDocument();
  expect(untranslatedTexts(english, german)).toEqual([]);

  await act(() => setLanguage('ar'));
  expect(screen.getByRole('heading', { name: 'مناوباتي' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'المناوبات القادمة' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تبديل' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'الخميس، 4 مارس 2027' })).toBeInTheDocument();
  expect(untranslatedTexts(english, arabic)).toEqual([]);
  // The same shifts, drawn again: no new call to the api.
  expect(api.mock.calls.length).toBe(calls);
});
