import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
import { untranslatedTexts } from 'shared-auth/testing';
import arabic from '../../locales/ar.json';
import german from '../../locales/de.json';
import english from '../../locales/en.json';
import { ReportsDashboardPage } from './reports-dashboard-page';
import { jsonResponse, renderAs, REPORT, stubApi } from './test-utils';

// The real chart cannot draw in jsdom: the stand-in shows its legend and its first date label as they would be drawn.
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: (props: {
    series: { name: string }[];
    options: { xaxis: { categories: string[]; labels: { formatter?: (value: string) => string } } };
  }) => {
    const { categories, labels } = props.options.xaxis;
    const first = labels.formatter ? labels.formatter(categories[0]!) : categories[0];
    return <figure>{[...props.series.map((series) => series.name), first].join(' | ')}</figure>;
  },
}));

const BREACH = { rule_id: 'daily_max', employee_id: 10, employee_name: 'Emma Wilson', date: '2026-11-02', inputs: {} };

afterEach(() => {
  jest.restoreAllMocks();
  return act(() => setLanguage('en'));
});

it('switches the mounted dashboard to German, then to Arabic, with no English text left', async () => {
  const api = stubApi({
    'GET /reports_dashboard': () =>
      jsonResponse({ ...REPORT, summary_cards: { ...REPORT.summary_cards, arrivalEarly: 1234, totalNotYetIn: 3 } }),
    'GET /working_time_violations?start=2026-11-02&end=2026-11-03': () =>
      jsonResponse({ rules: 'eu', start: '2026-11-02', end: '2026-11-03', violations: [{ ...BREACH, message: 'x' }] }),
  });
  renderAs(<ReportsDashboardPage />, 'admin');
  expect(await screen.findByText('1 breach')).toBeInTheDocument();
  expect(untranslatedTexts(english, german)).toEqual(
    expect.arrayContaining(['Apply Filters', 'Arrival Early', 'Leave balances', 'Working-time breaches']),
  );
  const calls = api.length;

  await act(() => setLanguage('de'));
  expect(screen.getByRole('heading', { name: 'Berichte' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Filter anwenden/ })).toBeInTheDocument();
  // Numbers are written the language's way too.
  expect(within(screen.getByText('Früh gekommen').closest('.ant-card')!).getByText('1.234')).toBeInTheDocument();
  expect(screen.getByText('Anwesend | Abwesend | 2. Nov.')).toBeInTheDocument();
  expect(screen.getByText('1 Verstoß')).toBeInTheDocument();
  expect(screen.getByText('EU-Arbeitszeitrichtlinie, 2. November 2026 – 3. November 2026')).toBeInTheDocument();
  expect(untranslatedTexts(english, german)).toEqual([]);

  await act(() => setLanguage('ar'));
  expect(screen.getByRole('heading', { name: 'لوحة التقارير' })).toBeInTheDocument();
  expect(screen.getByText('وصول مبكر')).toBeInTheDocument();
  expect(screen.getByText('مخالفة واحدة')).toBeInTheDocument();
  expect(untranslatedTexts(english, arabic)).toEqual([]);
  // The same data, drawn again: no new call to the api.
  expect(api.length).toBe(calls);
});
