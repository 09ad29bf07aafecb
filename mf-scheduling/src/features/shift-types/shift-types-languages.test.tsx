import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-auth';
import arabic from '../../locales/ar.json';
import german from '../../locales/de.json';
import { EARLY, NIGHT, renderAs } from '../../shared/test-utils';
import { stubFetch, untranslatedTexts } from 'shared-auth/testing';
import english from '../../locales/en.json';
import { ShiftTypesPage } from './shift-types-page';

afterEach(() => act(() => setLanguage('en')));

it('lists the shift types in German, then in Arabic, colours and actions named in the language', async () => {
  stubFetch({ 'GET /api/shift_types?include_archived=true': { body: [EARLY, { ...NIGHT, archived: true }] } });
  renderAs(
    <MemoryRouter>
      <ShiftTypesPage />
    </MemoryRouter>,
    'admin',
  );
  await screen.findByText('Night');

  await act(() => setLanguage('de'));
  expect(screen.getByRole('heading', { name: 'Schichtarten' })).toBeInTheDocument();
  const night = screen.getByRole('cell', { name: /^Night/ }).closest('tr')!;
  expect(
    within(night)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Blau',
    'Night archiviert',
    '22:00–06:00',
    '30',
    '5 (Unternehmensstandard)',
    'Jeder Standort',
    'BearbeitenWiederherstellenLöschen',
  ]);
  expect(screen.getByRole('button', { name: 'Night wiederherstellen' })).toBeInTheDocument();
  expect(untranslatedTexts(english, german)).toEqual([]);

  await act(() => setLanguage('ar'));
  expect(screen.getByRole('heading', { name: 'أنواع المناوبات' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إضافة نوع مناوبة' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'حذف Early' })).toBeInTheDocument();
  expect(untranslatedTexts(english, arabic)).toEqual([]);
});
