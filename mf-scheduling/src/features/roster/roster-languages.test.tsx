import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-auth';
import arabic from '../../locales/ar.json';
import german from '../../locales/de.json';
import { datesBetween } from '../../shared/dates';
import { EARLY, renderAs, rosterPeople } from '../../shared/test-utils';
import { stubFetch, untranslatedTexts } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { RosterPage } from './roster-page';

const WEEK = datesBetween('2027-03-01', '2027-03-07');

afterEach(() => act(() => setLanguage('en')));

it('draws the roster in German, then in Arabic, with the catalogue’s texts and dates in the language', async () => {
  const api = stubFetch({
    'GET /api/departments': { body: [{ department_id: 4, department_name: 'Warehouse' }] },
    'GET /api/shift_types?include_archived=true': { body: [EARLY] },
    'GET /api/roster?start=2027-03-01&end=2027-03-07&department_id=4': {
      body: { start: WEEK[0], end: WEEK[6], dates: WEEK, people: rosterPeople(2, WEEK) },
    },
  });
  const user = userEvent.setup();
  renderAs(
    <MemoryRouter>
      <RosterPage today="2027-03-03" />
    </MemoryRouter>,
    'manager',
  );
  await user.click(screen.getByLabelText('Department'));
  await user.click(await screen.findByTitle('Warehouse'));
  await screen.findByRole('region', { name: 'Roster grid' });
  const calls = api.mock.calls.length;

  await act(() => setLanguage('de'));
  expect(screen.getByRole('heading', { name: 'Dienstplan' })).toBeInTheDocument();
  const grid = screen.getByRole('region', { name: 'Dienstplan-Raster' });
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((head) => head.textContent),
  ).toEqual(['Person', 'Mo 1', 'Di 2', 'Mi 3', 'Do 4', 'Fr 5', 'Sa 6', 'So 7']);
  expect(
    within(grid).getByRole('button', { name: 'Person 1, Montag, 1. März 2027, Early 06:00–14:00 (Entwurf)' }),
  ).toBeInTheDocument();
  expect(
    within(grid).getByRole('button', { name: 'Person 1, Dienstag, 2. März 2027, Frei, Abwesenheit (Annual leave)' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Woche veröffentlichen' })).toBeInTheDocument();
  expect(screen.getByText('0 ausgewählt')).toBeInTheDocument();
  expect(screen.getByText('1. März – 7. März 2027')).toBeInTheDocument();
  expect(untranslatedTexts(english, german)).toEqual([]);

  await act(() => setLanguage('ar'));
  expect(screen.getByRole('heading', { name: 'جدول المناوبات' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'شبكة جدول المناوبات' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'نشر الأسبوع' })).toBeInTheDocument();
  expect(untranslatedTexts(english, arabic)).toEqual([]);
  // The same roster, drawn again: no new call to the api.
  expect(api.mock.calls.length).toBe(calls);
});
