import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { stubFetch } from 'shared-auth/testing';
import { fakeGeolocation } from '../features/attendance/fake-geolocation';
import { CLOCKED_IN, OFFICE, OFFICE_ADDRESS, stubAttendanceApi } from '../features/attendance/test-api';
import english from '../locales/en.json';
import { correctionRow, logRow, renderAs } from '../shared/test-utils';
import AttendanceLogsPage from './attendance-logs-page';
import AttendancePage from './attendance-page';

jest.mock('react-webcam', () => jest.requireActual('../features/attendance/fake-webcam'));

type Tree = { [key: string]: string | Tree };
const messagesOf = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : messagesOf(value)));

// The English texts another language writes differently (`Status` and `OK` are German too); of a message with
// arguments, the words before the first one (`Clocked in since `).
const ENGLISH = messagesOf(english)
  .map((message) => message.split('{')[0]!)
  .filter((text) => text.trim().length >= 4);

/** What the page shows a person: every text and every label, title, placeholder and alternative text. */
function shownTexts(): string[] {
  const elements = [...document.body.querySelectorAll('*')];
  const texts = elements.flatMap((element) =>
    [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''),
  );
  const labels = elements.flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [...texts, ...labels].map((text) => text.trim()).filter(Boolean);
}

/** The English catalogue's texts still on the page: none, once every text comes from the catalogue. */
function englishLeft(translated: Tree): string[] {
  const same = new Set(messagesOf(translated));
  const english = ENGLISH.filter((text) => !same.has(text));
  return shownTexts().filter((shown) => english.some((text) => shown.startsWith(text)));
}

afterEach(async () => {
  await act(() => setLanguage('en'));
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('switches the mounted attendance screen, its clock button and status card to German, then to Arabic', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'], now: new Date('2026-11-20T11:30:00Z') });
  stubAttendanceApi({ 'GET /api/current_status': { body: CLOCKED_IN } });
  const gps = fakeGeolocation();
  renderAs(<AttendancePage />);
  gps.moveTo(OFFICE.latitude, OFFICE.longitude);
  await screen.findByText(OFFICE_ADDRESS);
  expect(screen.getByRole('button', { name: /Verify Face & Clock Out/ })).toBeInTheDocument();

  await act(() => setLanguage('de'));
  const german = (await import('../locales/de.json')).default;
  expect(screen.getByRole('heading', { name: 'Anwesenheit' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Gesicht prüfen & ausstempeln/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Pause beginnen/ })).toBeInTheDocument();
  expect(screen.getByText('Eingestempelt')).toBeInTheDocument();
  expect(screen.getByText('Eingestempelt seit 09:04:12')).toBeInTheDocument();
  expect(screen.getByText('Bisherige Stunden: 2 Std. 25 Min.')).toBeInTheDocument();
  expect(screen.getByText('Standort')).toBeInTheDocument();
  expect(screen.getByText('Breitengrad')).toBeInTheDocument();
  expect(screen.getByText('51,515500')).toBeInTheDocument();
  expect(screen.getByText('20 Meter')).toBeInTheDocument();
  expect(englishLeft(german)).toEqual([]);

  await act(() => setLanguage('ar'));
  const arabic = (await import('../locales/ar.json')).default;
  expect(screen.getByRole('heading', { name: 'الحضور' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /التحقق من الوجه وتسجيل الخروج/ })).toBeInTheDocument();
  expect(screen.getByText('مسجَّل الدخول')).toBeInTheDocument();
  expect(screen.getByText('الساعات حتى الآن: 2 س 25 د')).toBeInTheDocument();
  // The longitude west of Greenwich reads -0.088500 in a right-to-left line, left to right whatever marks the number
  // formatter adds or leaves out.
  expect(screen.getByText(/-0\.088500/)).toHaveAttribute('dir', 'ltr');
  expect(englishLeft(arabic)).toEqual([]);
});

it('shows the attendance logs and the correction requests in German, then in Arabic', async () => {
  stubFetch({
    'GET /api/attendance_logs': { body: [logRow({ spoof_score: 0.9345, break_minutes: 45 })] },
    'GET /api/attendance_corrections': { body: [correctionRow()] },
  });
  renderAs(<AttendanceLogsPage />);
  await screen.findByText('November 20, 2026');

  await act(() => setLanguage('de'));
  const german = (await import('../locales/de.json')).default;
  expect(screen.getByRole('heading', { name: 'Anwesenheitsprotokoll' })).toBeInTheDocument();
  const table = within(screen.getByRole('region', { name: 'Anwesenheitseinträge' }));
  expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Datum',
    'Aktionen',
    'Kommen',
    'Gehen',
    'Gearbeitet',
    'Standort',
    'Fälschungswert',
    'Abweichung',
  ]);
  expect(table.getByText('20. November 2026')).toBeInTheDocument();
  expect(table.getByText('7 Std. 56 Min.')).toBeInTheDocument();
  expect(table.getByText('Pausen: 45 Min.')).toBeInTheDocument();
  expect(table.getByText('0,93')).toBeInTheDocument();
  expect(table.getByRole('button', { name: 'Korrektur für 20. November 2026 beantragen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Filter anwenden/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Meine Korrekturanträge' })).toBeInTheDocument();
  expect(screen.getByText('Ein 08:55:00 · Aus unverändert')).toBeInTheDocument();
  expect(englishLeft(german)).toEqual([]);

  await act(() => setLanguage('ar'));
  const arabic = (await import('../locales/ar.json')).default;
  expect(screen.getByRole('heading', { name: 'سجلات الحضور' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /تطبيق عوامل التصفية/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'طلبات التصحيح الخاصة بي' })).toBeInTheDocument();
  expect(englishLeft(arabic)).toEqual([]);
});
