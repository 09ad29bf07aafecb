import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from 'shared-auth';
import { dashboardArg, reportsApi } from './api';
import { BAR_COLORS, LINE_COLORS } from './constants';
import { ReportsDashboardPage } from './reports-dashboard-page';
import { jsonResponse, renderWithStore, REPORT, stubApi } from './test-utils';
import english from '../../locales/en.json';
import { installFakeScreen } from '../../testing/fake-screen';

const TEXT = { ...english.filters, ...english.charts };
const { totalNotYetIn: NOT_YET_IN_TITLE, ...CARD_TITLES } = english.cards;

interface ChartOptions {
  colors: string[];
  stroke?: { curve: string };
  xaxis: { labels: { formatter?: (value: string) => string } };
}
/** The options each chart type was last given, by type. */
const mockChartOptions = new Map<string, ChartOptions>();
// The real chart cannot draw in jsdom: the stand-in shows what it was given.
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: (props: { type: string; series: unknown; options: ChartOptions }) => {
    mockChartOptions.set(props.type, props.options);
    return (
      <pre data-testid={`${props.type}-chart`}>
        {JSON.stringify({ series: props.series, colors: props.options.colors, curve: props.options.stroke?.curve })}
      </pre>
    );
  },
}));

/** Whether the report was in the store at each render of the page's loader (the large Spin). */
const mockLoaderRenders: boolean[] = [];
jest.mock('antd', () => {
  const actual = jest.requireActual('antd');
  const Spin = (props: { size?: string }) => {
    if (props.size === 'large') mockLoaderRenders.push(mockReportInStore());
    return <actual.Spin {...props} />;
  };
  return { ...actual, Spin };
});
const mockReportInStore = () =>
  Boolean(reportsApi.endpoints.getReportsDashboard.select(dashboardArg({}))(store.getState()).data);

afterEach(() => jest.restoreAllMocks());

const chartProps = async (type: 'line' | 'bar') =>
  JSON.parse((await screen.findByTestId(`${type}-chart`)).textContent!);

describe('ReportsDashboardPage', () => {
  it('shows the five cards and both charts in the spec colours', async () => {
    stubApi({ 'GET /reports_dashboard': () => jsonResponse(REPORT) });
    renderWithStore(<ReportsDashboardPage />);

    for (const [key, title] of Object.entries(CARD_TITLES)) {
      const card = (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
      expect(within(card).getByText(String(REPORT.summary_cards[key as keyof typeof CARD_TITLES]))).toBeInTheDocument();
    }
    expect(screen.getByText(TEXT.lineChart)).toBeInTheDocument();
    expect(await chartProps('line')).toEqual({
      series: [
        { name: 'Present', data: [20, 21] },
        { name: 'Absent', data: [1, 0] },
      ],
      colors: [LINE_COLORS.present, LINE_COLORS.absent],
      curve: 'smooth',
    });
    expect(screen.getByText(TEXT.barChart)).toBeInTheDocument();
    expect((await chartProps('bar')).colors).toEqual([BAR_COLORS.present, BAR_COLORS.absent]);
    expect(screen.queryByText(NOT_YET_IN_TITLE)).not.toBeInTheDocument();
  });

  it('gives the line chart only the date labels it draws on a phone: apexcharts measures each one it is given', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      const dates = Array.from({ length: 31 }, (_, day) => `2026-10-${String(day + 1).padStart(2, '0')}`);
      const zeros = dates.map(() => 0);
      stubApi({
        'GET /reports_dashboard': () =>
          jsonResponse({ ...REPORT, line_chart: { dates, present: zeros.map(() => 20), absent: zeros } }),
      });
      renderWithStore(<ReportsDashboardPage />);
      await screen.findByTestId('line-chart');
      const label = mockChartOptions.get('line')!.xaxis.labels.formatter!;
      const named = dates.map(label).filter(Boolean);
      expect(named[0]).toBe('Oct 1');
      expect(named.length).toBeGreaterThan(1);
      expect(named.length).toBeLessThan(dates.length / 2);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    }
  });

  // Reading the whole query state, the page drew again as its request started, synchronously after mounting.
  it('draws the page once on mount', async () => {
    stubApi({ 'GET /reports_dashboard': () => jsonResponse(REPORT) });
    mockLoaderRenders.length = 0;
    renderWithStore(<ReportsDashboardPage />);

    expect(mockLoaderRenders).toHaveLength(1);
    expect(await screen.findByTestId('bar-chart')).toBeInTheDocument();
  });

  it('draws the report in a background render: the store update that brings it keeps the loader', async () => {
    stubApi({ 'GET /reports_dashboard': () => jsonResponse(REPORT) });
    mockLoaderRenders.length = 0;
    renderWithStore(<ReportsDashboardPage />);
    await screen.findByTestId('bar-chart');
    // The update's own render (synchronous: a store update) drew the loader again with the report there; the cards
    // and charts came in the deferred render, which React slices and a tap interrupts.
    expect(mockLoaderRenders[0]).toBe(false);
    expect(mockLoaderRenders.at(-1)).toBe(true);
  });

  it("draws the charts only once their place enters the screen, not while it is just below a phone's first screen", async () => {
    // The manager's line chart started 66 px under Lighthouse's phone screen.
    const screenView = installFakeScreen(66);
    try {
      stubApi({ 'GET /reports_dashboard': () => jsonResponse(REPORT) });
      renderWithStore(<ReportsDashboardPage />);
      await screen.findByText(TEXT.lineChart);
      await waitFor(() => expect(screenView.observing()).toBe(2));
      expect(screen.queryByTestId('line-chart')).not.toBeInTheDocument();
      expect(screen.queryByTestId('bar-chart')).not.toBeInTheDocument();

      act(() => screenView.scrollBy(100));
      expect(await screen.findByTestId('line-chart')).toBeInTheDocument();
      expect(await screen.findByTestId('bar-chart')).toBeInTheDocument();
      expect(screenView.observing()).toBe(0);
    } finally {
      screenView.uninstall();
    }
  });

  it('applies the filters, narrowing the employees to the department chosen', async () => {
    const requests = stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /reports_dashboard?department_id=2&start_date=2026-11-01&end_date=2026-11-30': () =>
        jsonResponse({ ...REPORT, bar_chart: { labels: ['Grace Lewis'], present: [19], absent: [1] } }),
    });
    renderWithStore(<ReportsDashboardPage />);
    const user = userEvent.setup();
    await screen.findByTestId('bar-chart');

    await user.click(screen.getByLabelText(TEXT.department));
    await user.click(await screen.findByTitle('Sales'));
    await user.click(screen.getByLabelText(TEXT.employee));
    expect(await screen.findByTitle('Grace Lewis')).toBeInTheDocument();
    expect(screen.queryByTitle('Emma Wilson')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText(TEXT.startDate), '2026-11-01');
    await user.type(screen.getByLabelText(TEXT.endDate), '2026-11-30');
    await user.click(screen.getByRole('button', { name: new RegExp(TEXT.apply) }));

    await waitFor(async () => expect((await chartProps('bar')).series[0].data).toEqual([19]));
    expect(requests.map((r) => new URL(r.url).search)).toContain(
      '?department_id=2&start_date=2026-11-01&end_date=2026-11-30',
    );
  });

  it("keeps the last report on screen while the next filter's one loads", async () => {
    let answer = (_report: unknown) => {};
    stubApi({
      'GET /reports_dashboard': () => jsonResponse(REPORT),
      'GET /reports_dashboard?department_id=2': () =>
        new Promise((resolve) => (answer = (report) => resolve(jsonResponse(report)))),
    });
    renderWithStore(<ReportsDashboardPage />);
    const user = userEvent.setup();
    await screen.findByTestId('bar-chart');

    await user.click(screen.getByLabelText(TEXT.department));
    await user.click(await screen.findByTitle('Sales'));
    await user.click(screen.getByRole('button', { name: new RegExp(TEXT.apply) }));
    expect((await chartProps('bar')).series[0].data).toEqual([200, 120]);

    act(() => answer({ ...REPORT, bar_chart: { labels: ['Grace Lewis'], present: [19], absent: [1] } }));
    await waitFor(async () => expect((await chartProps('bar')).series[0].data).toEqual([19]));
  });

  it('says when there is nothing to chart', async () => {
    const empty = {
      ...REPORT,
      line_chart: { dates: [], present: [], absent: [] },
      bar_chart: { labels: [], present: [], absent: [] },
    };
    stubApi({ 'GET /reports_dashboard': () => jsonResponse(empty) });
    renderWithStore(<ReportsDashboardPage />);
    expect(await screen.findByText(TEXT.noLineData)).toBeInTheDocument();
    expect(screen.getByText(TEXT.noBarData)).toBeInTheDocument();
  });

  it("says 'No data for this period' when the series hold only zeros", async () => {
    const zeros = {
      ...REPORT,
      line_chart: { dates: ['2026-11-02'], present: [0], absent: [0] },
      bar_chart: { labels: ['Engineering'], present: [0], absent: [0] },
    };
    stubApi({ 'GET /reports_dashboard': () => jsonResponse(zeros) });
    renderWithStore(<ReportsDashboardPage />);
    expect(await screen.findAllByText(TEXT.noDataForPeriod)).toHaveLength(2);
    expect(screen.queryByTestId('line-chart')).not.toBeInTheDocument();
  });

  it("adds a 'Not Yet In' card only when the api counts them", async () => {
    stubApi({
      'GET /reports_dashboard': () =>
        jsonResponse({ ...REPORT, summary_cards: { ...REPORT.summary_cards, totalNotYetIn: 6 } }),
    });
    renderWithStore(<ReportsDashboardPage />);
    const card = (await screen.findByText(NOT_YET_IN_TITLE)).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('6')).toBeInTheDocument();
  });

  it('says how many present records were clocked without face check and how many are unreviewed', async () => {
    stubApi({
      'GET /reports_dashboard': () =>
        jsonResponse({ ...REPORT, face_review: { pending_review: 2, verified_by_manager: 5, voided: 1 } }),
    });
    renderWithStore(<ReportsDashboardPage />);
    const text =
      'Clocked without face check: 2 unreviewed (counted as present), 5 verified by manager, 1 voided (not counted).';
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says nothing of it when no record was clocked without face check', async () => {
    stubApi({ 'GET /reports_dashboard': () => jsonResponse(REPORT) });
    renderWithStore(<ReportsDashboardPage />);
    await screen.findByText(TEXT.lineChart);
    expect(screen.queryByText(/Clocked without face check/)).not.toBeInTheDocument();
  });

  it('refuses a non-JSON answer, showing its status and first 100 characters', async () => {
    const html = `<html><body>${'Bad gateway '.repeat(20)}</body></html>`;
    stubApi({
      'GET /reports_dashboard': () => new Response(html, { status: 502, headers: { 'Content-Type': 'text/html' } }),
    });
    renderWithStore(<ReportsDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Server returned non-JSON response (status 502): ${html.slice(0, 100)}`.trim(),
    );
  });

  it("shows the server's error, or the spec text without one", async () => {
    stubApi({ 'GET /reports_dashboard': () => jsonResponse({ error: 'You can only report on your own team.' }, 403) });
    renderWithStore(<ReportsDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only report on your own team.');
  });
});
