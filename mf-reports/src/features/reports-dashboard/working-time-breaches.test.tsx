import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BREACH_TEXTS } from 'shared-auth/ui';
import { ReportsDashboardPage } from './reports-dashboard-page';
import { WorkingTimeBreaches } from './working-time-breaches';
import { jsonResponse, renderWithStore, REPORT, stubApi } from './test-utils';
import english from '../../locales/en.json';

const T = english.breaches;

jest.mock('react-apexcharts', () => ({ __esModule: true, default: () => null }));
// Each render of a card: the breaches' one when that card is rendered alone.
const mockCardRenders = jest.fn();
jest.mock('antd', () => {
  const antd = jest.requireActual('antd');
  const { createElement } = jest.requireActual('react');
  return {
    ...antd,
    Card: (props: object) => {
      mockCardRenders();
      return createElement(antd.Card, props);
    },
  };
});
afterEach(() => jest.restoreAllMocks());

const breach = (employee_id: number, employee_name: string, rule_id: string, date: string) => ({
  rule_id,
  employee_id,
  employee_name,
  date,
  inputs: {},
  message: `${employee_name} broke ${rule_id}`,
});
const BREACHES = [
  breach(10, 'Emma Wilson', 'daily_rest', '2026-11-02'),
  breach(10, 'Emma Wilson', 'daily_max', '2026-11-03'),
  breach(11, 'Grace Lewis', 'daily_rest', '2026-11-03'),
];
const violations =
  (start: string, end: string, list = BREACHES) =>
  () =>
    jsonResponse({ rules: 'de', start, end, violations: list });

const card = async () => (await screen.findByText(T.title)).closest('.ant-card') as HTMLElement;

describe('working-time breaches on the reports dashboard', () => {
  // Reading the whole query state, the card drew again as its request started, synchronously after mounting.
  it('draws the card once on mount', async () => {
    stubApi({
      'GET /working_time_violations?start=2026-11-02&end=2026-11-03': violations('2026-11-02', '2026-11-03'),
    });
    const report = { ...REPORT, summary_cards: { ...REPORT.summary_cards, totalNotYetIn: 0 } };
    mockCardRenders.mockClear();
    renderWithStore(<WorkingTimeBreaches report={report} filters={{}} />);

    expect(mockCardRenders).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('3 breaches')).toBeInTheDocument();
  });

  it("counts the report's breaches by rule and lists them", async () => {
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /working_time_violations?start=2026-11-02&end=2026-11-03': violations('2026-11-02', '2026-11-03'),
    });
    renderWithStore(<ReportsDashboardPage />);
    const breaches = await card();
    expect(await within(breaches).findByText('3 breaches')).toBeInTheDocument();
    expect(within(breaches).getByText(`${BREACH_TEXTS.rules.daily_max}: 1`)).toBeInTheDocument();
    expect(within(breaches).getByText(`${BREACH_TEXTS.rules.daily_rest}: 2`)).toBeInTheDocument();
    expect(within(breaches).getByText('Grace Lewis broke daily_rest')).toBeInTheDocument();
    expect(within(breaches).queryByText(T.clipped)).not.toBeInTheDocument();
  });

  it("keeps the chosen department's people only, as the report does", async () => {
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /reports_dashboard?department_id=1': () => jsonResponse(REPORT),
      'GET /working_time_violations?start=2026-11-02&end=2026-11-03': violations('2026-11-02', '2026-11-03'),
    });
    renderWithStore(<ReportsDashboardPage />);
    const user = userEvent.setup();
    await within(await card()).findByText('3 breaches');
    await user.click(screen.getByLabelText(english.filters.department));
    await user.click(await screen.findByTitle('Engineering'));
    await user.click(screen.getByRole('button', { name: new RegExp(english.filters.apply) }));
    expect(await within(await card()).findByText('2 breaches')).toBeInTheDocument();
    expect(within(await card()).queryByText('Grace Lewis broke daily_rest')).not.toBeInTheDocument();
  });

  it('asks for the last 62 days of a longer report and says so', async () => {
    const year = { ...REPORT, start_date: '2026-01-01', end_date: '2026-11-03' };
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(year),
      'GET /working_time_violations?start=2026-09-03&end=2026-11-03': violations('2026-09-03', '2026-11-03', []),
    });
    renderWithStore(<ReportsDashboardPage />);
    const breaches = await card();
    expect(await within(breaches).findByText(T.clipped)).toBeInTheDocument();
    expect(within(breaches).getByText('0 breaches')).toBeInTheDocument();
    expect(within(breaches).getByText(T.empty)).toBeInTheDocument();
  });

  it('says when the rules are off', async () => {
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /working_time_violations?start=2026-11-02&end=2026-11-03': () =>
        jsonResponse({ rules: 'off', start: '2026-11-02', end: '2026-11-03', violations: [] }),
    });
    renderWithStore(<ReportsDashboardPage />);
    expect(await within(await card()).findByText(T.rulesOff)).toBeInTheDocument();
  });
});
