import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-auth';
import { jsonResponse, renderWithStore, SAMPLE_SETTINGS, stubApi } from '../shared/test-utils';
import SettingsPage from './settings-page';

const NEW_YEAR = { holiday_id: 1, holiday_date: '2027-01-01', name: "New Year's Day", location: null };

const phoneMedia = window.matchMedia;

beforeEach(() => {
  // A desktop-wide window: every antd breakpoint (min-width) query matches, so the sections are tabs.
  window.matchMedia = (query: string) => ({ ...phoneMedia(query), matches: query.includes('min-width') });
  stubApi({
    'GET /settings': () => jsonResponse(SAMPLE_SETTINGS),
    'GET /holidays': () => jsonResponse([NEW_YEAR]),
  });
});

afterEach(async () => {
  await act(() => setLanguage('en'));
  jest.restoreAllMocks();
  window.matchMedia = phoneMedia;
});

it('shows the settings form and the holidays in German', async () => {
  await act(() => setLanguage('de'));
  renderWithStore(<SettingsPage />);

  expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
  expect(await screen.findByLabelText('COMPANY_NAME')).toHaveValue('Acme Corporation');
  const form = screen.getByRole('region', { name: 'Systemeinstellungen' });
  expect(within(form).getByRole('columnheader', { name: 'Einstellung' })).toBeInTheDocument();
  expect(within(form).getByText('Zeitzone')).toBeInTheDocument();
  expect(within(form).getByText('IANA-Name, z. B. Europe/Berlin.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
  expect(screen.getByText('Kein Logo hochgeladen.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Feiertage' }));
  const holidays = await screen.findByRole('region', { name: 'Feiertage' });
  expect(within(holidays).getByRole('columnheader', { name: 'Datum' })).toBeInTheDocument();
  // The date in German words, the calendar as the catalogue names every office.
  expect(await within(holidays).findByText('1. Januar 2027')).toBeInTheDocument();
  expect(within(holidays).getByText('Alle Standorte')).toBeInTheDocument();
  expect(within(holidays).getByRole('button', { name: "New Year's Day 2027-01-01 bearbeiten" })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Feiertag hinzufügen' })).toBeInTheDocument();
});

it('shows the settings form and the holidays in Arabic', async () => {
  await act(() => setLanguage('ar'));
  renderWithStore(<SettingsPage />);

  expect(await screen.findByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
  expect(await screen.findByLabelText('COMPANY_NAME')).toHaveValue('Acme Corporation');
  const form = screen.getByRole('region', { name: 'إعدادات النظام' });
  expect(within(form).getByText('المنطقة الزمنية')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'أسبوع العمل' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'العطلات' }));
  const holidays = await screen.findByRole('region', { name: 'العطلات' });
  expect(await within(holidays).findByText("New Year's Day")).toBeInTheDocument();
  expect(within(holidays).getByText('كل المكاتب')).toBeInTheDocument();
  expect(screen.getByText('استيراد العطلات')).toBeInTheDocument();
});
