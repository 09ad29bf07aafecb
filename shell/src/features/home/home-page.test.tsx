import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Typography } from 'antd';
import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { addDays, baseApi, companyToday, setCompanyTimeZone, setLanguage, sharedReadsApi, store } from 'shared-auth';
import { i18n } from 'shared-auth/i18n';
import { calledRoutes, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import { CORRECTED_TEXTS } from 'shared-auth/ui';
import { signInAs, stubApi } from '../../testing/render-app';
import { useCompanyClock } from '../../shared/branding';
import { EVERY_REQUEST, LEAVE_POLL_INTERVAL_MS } from './pending-leave-card';
import { HomePage } from './home-page';
import { BIRTHDAYS, GEOCODE_ROUTE, LEAVE, STATS } from './test-data';
import english from '../../locales/en.json';
import german from '../../locales/de.json';
import { enhancedApi } from '../../generated-api';

/** Whether the dashboard's figures were in the store at each render of the skeleton. */
const mockSkeletonRenders: boolean[] = [];
jest.mock('./home-skeleton', () => {
  const actual = jest.requireActual('./home-skeleton');
  return {
    ...actual,
    HomeSkeleton: (props: { withWorkingTime: boolean }) => {
      mockSkeletonRenders.push(Boolean(mockFiguresInStore()));
      return actual.HomeSkeleton(props);
    },
  };
});
const mockFiguresInStore = () => enhancedApi.endpoints.getDashboardStats.select()(store.getState()).data;

/** Each render of the pending leave card. */
const mockPendingLeaveRenders = jest.fn();
jest.mock('./pending-leave-card', () => {
  const actual = jest.requireActual('./pending-leave-card');
  return {
    ...actual,
    PendingLeaveCard: () => {
      mockPendingLeaveRenders();
      return actual.PendingLeaveCard();
    },
  };
});

const TEXT = english.home;

/** What the layout does beside the page: the branding's zone into shared-auth. */
function CompanyClock() {
  useCompanyClock();
  return null;
}

/** The page alone, with the one store (its api cache emptied), as the layout shows it after sign-in. */
function renderHome({ withCompanyClock = false } = {}) {
  store.dispatch(baseApi.util.resetApiState());
  return render(
    <Provider store={store}>
      <MemoryRouter>
        {withCompanyClock && <CompanyClock />}
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
}

const today = companyToday();
const WORKING_TIME_ROUTE = `GET /api/working_time_violations?start=${addDays(today, -6)}&end=${today}`;
const breach = (employee_name: string, date: string, message: string) => ({
  rule_id: 'daily_max',
  employee_id: 8,
  employee_name,
  date,
  inputs: {},
  message,
});

function stubDashboard(overrides: Record<string, StubRoute | StubAnswer> = {}) {
  return stubApi({
    [WORKING_TIME_ROUTE]: { body: { rules: 'eu', start: addDays(today, -6), end: today, violations: [] } },
    'GET /api/dashboard_stats': { body: STATS },
    'GET /api/upcoming_birthdays': { body: BIRTHDAYS },
    'GET /api/leave_requests': { body: LEAVE },
    'GET /api/leave_type_details': { body: [{ leave_type: 'vacation', display_name: 'Annual leave' }] },
    [GEOCODE_ROUTE]: { body: { display_name: "14 Abbey Road, St John's Wood, London" }, delayMs: 50 },
    ...overrides,
  });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const findRow = (name: string) => screen.findByRole('row', { name: new RegExp(name) });

describe('home dashboard', () => {
  it("shows today's stats, pending leave, birthdays and the time tracking table", async () => {
    stubDashboard();
    signInAs('admin');
    renderHome();

    expect(await screen.findByText('Welcome, Test admin')).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: TEXT.todaysStats });
    expect(within(stats).getByText('Present On Time')).toBeInTheDocument();
    expect(within(stats).getByText('12')).toBeInTheDocument();
    expect(await screen.findByText(TEXT.pendingLeave)).toBeInTheDocument();
    expect(screen.getByText('Isla Khan')).toBeInTheDocument();
    expect(screen.getByText('December 24, 2026')).toBeInTheDocument();
    expect(within(rowOf('Emma Wilson')).getByText('Acme House')).toBeInTheDocument();
    expect(within(rowOf('Emma Wilson')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(rowOf('Liam Hughes')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('draws the figures in a background render: the store update that brings them keeps the skeleton', async () => {
    stubDashboard();
    signInAs('admin');
    mockSkeletonRenders.length = 0;
    renderHome();
    await screen.findByRole('region', { name: TEXT.todaysStats });
    // The update's own render (synchronous: a store update) drew the skeleton again with the figures there; the
    // dashboard came in the deferred render, which React slices and a tap interrupts.
    expect(mockSkeletonRenders[0]).toBe(false);
    expect(mockSkeletonRenders.at(-1)).toBe(true);
  });

  // Reading the whole query states, the page drew again as its requests started, synchronously after mounting.
  it('draws the skeleton once on mount', async () => {
    stubDashboard();
    signInAs('admin');
    mockSkeletonRenders.length = 0;
    renderHome();

    expect(mockSkeletonRenders).toEqual([false]);
    expect(await screen.findByRole('region', { name: TEXT.todaysStats })).toBeInTheDocument();
  });

  // The page draws again as each figure arrives (keeping the skeleton until both are there): the greeting with it.
  it('draws the greeting once: the figures arriving do not draw it again', async () => {
    const greetings = jest.fn();
    const { Title } = Typography;
    const countedTitle = (props: ComponentProps<typeof Title>) => {
      if (props.level === 3) greetings();
      return <Title {...props} />;
    };
    jest.replaceProperty(Typography, 'Title', countedTitle as typeof Title);
    stubDashboard();
    signInAs('manager');
    renderHome();
    await screen.findByRole('region', { name: TEXT.todaysStats });
    expect(screen.getByRole('heading', { level: 3, name: 'Welcome, Test manager' })).toBeInTheDocument();
    expect(greetings).toHaveBeenCalledTimes(1);
  });

  it("asks for the cards' reads with the figures: the dashboard draws their lists at once, no skeleton in between", async () => {
    // The figures come last: the cards' reads, asked for only when the cards mount, would still be on their way.
    const slowStats = { body: STATS, delayMs: 300 };
    stubDashboard({ 'GET /api/dashboard_stats': slowStats });
    signInAs('manager');
    renderHome();
    await screen.findByRole('region', { name: TEXT.todaysStats });
    expect(screen.getByText('Showing 3 of 5 pending requests')).toBeInTheDocument();
    expect(screen.getByText(TEXT.noWorkingTimeBreaches)).toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });

  it("asks for the breaches' week ahead of the card only once the branding brought the company's zone", async () => {
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const companyDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const companyWeek = `GET /api/working_time_violations?start=${addDays(companyDay, -6)}&end=${companyDay}`;
    const api = stubDashboard({
      'GET /api/branding': {
        body: { company_name: 'Acme Corporation', logo_path: null, time_zone: zone },
        delayMs: 100,
      },
      'GET /api/dashboard_stats': { body: STATS, delayMs: 400 },
      [companyWeek]: { body: { rules: 'eu', start: addDays(companyDay, -6), end: companyDay, violations: [] } },
    });
    signInAs('manager');
    try {
      renderHome({ withCompanyClock: true });
      await screen.findByRole('region', { name: TEXT.todaysStats });
      expect(screen.getByText(TEXT.noWorkingTimeBreaches)).toBeInTheDocument();
      expect(calledRoutes(api)).toContain(companyWeek);
      // The browser's week (its date another) was never asked for.
      expect(calledRoutes(api)).not.toContain(WORKING_TIME_ROUTE);
    } finally {
      act(() => setCompanyTimeZone(null));
    }
  });

  it("shows a manager their team's working-time breaches of the last 7 days, newest first", async () => {
    const violations = [
      breach('Amy Adams', addDays(today, -5), 'Worked 11.0 h in a day, more than 10.0 h.'),
      breach('Liam Hughes', addDays(today, -1), 'Worked 10.5 h in a day, more than 10.0 h.'),
      breach('Amy Adams', addDays(today, -3), 'Worked 10.2 h in a day, more than 10.0 h.'),
      breach('Noah Reed', addDays(today, -6), 'Worked 12.0 h in a day, more than 10.0 h.'),
    ];
    stubDashboard({ [WORKING_TIME_ROUTE]: { body: { rules: 'de', start: today, end: today, violations } } });
    signInAs('manager');
    renderHome();
    const card = (await screen.findByText(TEXT.workingTime)).closest('.ant-card') as HTMLElement;
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('10.5 h'),
      expect.stringContaining('10.2 h'),
      expect.stringContaining('11.0 h'),
    ]);
    expect(within(card).getByText('Showing 3 of 4 breaches')).toBeInTheDocument();
  });

  it("asks for the company's week once the company's zone is known, when the browser's date is another", async () => {
    // A zone whose date differs from the browser's (UTC here) at this hour: a day ahead late in the day, else behind.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const companyDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const violations = [breach('Amy Adams', companyDay, 'Worked 11.0 h in a day, more than 10.0 h.')];
    stubDashboard({
      [`GET /api/working_time_violations?start=${addDays(companyDay, -6)}&end=${companyDay}`]: {
        body: { rules: 'eu', start: addDays(companyDay, -6), end: companyDay, violations },
      },
    });
    signInAs('manager');
    renderHome();
    const card = (await screen.findByText(TEXT.workingTime)).closest('.ant-card') as HTMLElement;
    // The browser's week drawn first, and everything else on the page settled: nothing else draws the card again.
    await within(card).findByText(TEXT.noWorkingTimeBreaches);
    await findRow('Liam Hughes');
    try {
      act(() => setCompanyTimeZone(zone));
      expect(await within(card).findByText(/Worked 11.0 h/)).toBeInTheDocument();
    } finally {
      act(() => setCompanyTimeZone(null));
    }
  });

  it('shows an employee no working-time card and never asks for one', async () => {
    const api = stubDashboard();
    signInAs('employee');
    renderHome();
    expect(await screen.findByText(TEXT.myPendingLeave)).toBeInTheDocument();
    expect(screen.queryByText(TEXT.workingTime)).not.toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain(WORKING_TIME_ROUTE);
  });

  it('marks a row whose clock in an approved correction set, and only that row', async () => {
    stubDashboard();
    signInAs('admin');
    renderHome();

    const liam = await findRow('Liam Hughes');
    expect(within(liam).getByText(CORRECTED_TEXTS.corrected([CORRECTED_TEXTS.clockInSide]))).toBeInTheDocument();
    expect(within(rowOf('Emma Wilson')).queryByText(/^Corrected/)).not.toBeInTheDocument();
  });

  // Per row, the work-hours bar and the corrected tag each subscribed to i18next in an effect; the table reads its
  // texts once, whatever its length.
  it('subscribes to the language as often for ten time rows as for one', async () => {
    signInAs('admin');
    const subscriptionsFor = async (count: number) => {
      const [emma] = STATS.employees;
      const employees = Array.from({ length: count }, (_, index) => ({
        ...emma!,
        id: index + 1,
        name: `Person ${index + 1}`,
        check_in_corrected: true,
      }));
      stubDashboard({ 'GET /api/dashboard_stats': { body: { ...STATS, employees } } });
      const subscribe = jest.spyOn(i18n, 'on');
      const page = renderHome();
      await findRow(`Person ${count}`);
      const subscriptions = subscribe.mock.calls.length;
      page.unmount();
      subscribe.mockRestore();
      return subscriptions;
    };
    // The first page of a test also waits for its catalogues, which subscribes once more.
    await subscriptionsFor(1);
    const one = await subscriptionsFor(1);
    expect(await subscriptionsFor(10)).toBe(one);
  });

  it("has the spec's Today's Stats heading and a card for every stat the api sends, Not Yet In included", async () => {
    const notYetIn = {
      key: 'not_yet_in' as const,
      label: 'Not Yet In',
      value: 6,
      color: '#8c8c8c',
      icon: 'other' as const,
    };
    stubDashboard({ 'GET /api/dashboard_stats': { body: { ...STATS, dailyStats: [...STATS.dailyStats, notYetIn] } } });
    signInAs('admin');
    renderHome();
    expect(await screen.findByRole('heading', { name: TEXT.todaysStats })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: TEXT.todaysStats });
    expect(within(stats).getByText('Not Yet In')).toBeInTheDocument();
    expect(within(stats).getByText('6')).toBeInTheDocument();
    expect(
      within(stats).getAllByText(/^(Present On Time|Late Arrivals|Arrived Early|Absent|On Leave|Not Yet In)$/),
    ).toHaveLength(6);
  });

  it("names today's stats and the time rows' stored values in the reader's language", async () => {
    stubDashboard();
    signInAs('admin');
    await act(() => setLanguage('de'));
    try {
      renderHome();
      const stats = await screen.findByRole('region', { name: german.home.todaysStats });
      expect(within(stats).getByText('Pünktlich anwesend')).toBeInTheDocument();
      expect(within(stats).getByText('Verspätet')).toBeInTheDocument();
      expect(within(stats).queryByText(/Present On Time|Late Arrivals/)).toBeNull();
      // The row's stored values too: role, clock-in type and discrepancy.
      const rows = screen.getByRole('region', { name: german.home.timeTracking });
      for (const value of ['12 Min. zu spät', 'pünktlich', 'im Büro', 'Mitarbeiter'])
        expect(within(rows).getAllByText(value).length).toBeGreaterThan(0);
      expect(within(rows).queryByText(/^(late by 12 min|on time|in office|employee)$/)).toBeNull();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('lets the time tracking table scroll inside its own named box, reachable by keyboard', async () => {
    stubDashboard();
    signInAs('admin');
    renderHome();
    const box = await screen.findByRole('region', { name: TEXT.timeTracking });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveStyle({ overflowX: 'auto' });
    expect(within(box).getByRole('table')).toBeInTheDocument();
  });

  // antd's Table reads the scroll bar's computed style when it mounts, which recalculates the whole page's styles.
  it('draws the time tracking rows without measuring the page', async () => {
    stubDashboard();
    signInAs('admin');
    const computedStyle = jest.spyOn(window, 'getComputedStyle');
    renderHome();
    const box = await screen.findByRole('region', { name: TEXT.timeTracking });
    expect(within(box).getAllByRole('row').length).toBeGreaterThan(1);
    expect(computedStyle.mock.calls.filter(([, pseudo]) => pseudo)).toEqual([]);
    computedStyle.mockRestore();
  });

  it("resolves a point location to the address's first part, saying so meanwhile", async () => {
    // Long enough that a busy machine cannot render the table after the answer already came.
    const slowAddress = { body: { display_name: "14 Abbey Road, St John's Wood, London" }, delayMs: 1500 };
    stubDashboard({ [GEOCODE_ROUTE]: slowAddress });
    signInAs('manager');
    renderHome();
    expect(await within(await findRow('Liam Hughes')).findByText(TEXT.fetchingAddress)).toBeInTheDocument();
    expect(await within(rowOf('Liam Hughes')).findByText('14 Abbey Road')).toBeInTheDocument();
  });

  it('shows the point itself when it cannot be resolved', async () => {
    stubDashboard({ [GEOCODE_ROUTE]: { status: 502, body: { error: 'Geocoder unavailable' } } });
    signInAs('admin');
    renderHome();
    expect(await within(await findRow('Liam Hughes')).findByText('POINT(-0.1796 51.5362)')).toBeInTheDocument();
  });

  it("shows at most three pending requests by their types' display names, says how many there are and links to approvals", async () => {
    stubDashboard();
    signInAs('manager');
    renderHome();
    expect(await screen.findByText('Showing 3 of 5 pending requests')).toBeInTheDocument();
    expect(await screen.findAllByText('Emma Wilson · Annual leave')).toHaveLength(3);
    expect(screen.getByRole('link', { name: TEXT.viewAll })).toHaveAttribute('href', '/leave-approval');
  });

  it('titles the card as their own for an employee, without names, and links to My Leave', async () => {
    stubDashboard({ 'GET /api/leave_requests': { body: LEAVE.slice(0, 2) } });
    signInAs('employee');
    renderHome();
    expect(await screen.findByText(TEXT.myPendingLeave)).toBeInTheDocument();
    expect(screen.queryByText(/Emma Wilson · /)).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT.viewAll })).toHaveAttribute('href', '/leave-dashboard');
  });

  it('polls the leave requests every 30 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const api = stubDashboard();
    signInAs('admin');
    renderHome();
    await screen.findByText(TEXT.pendingLeave);
    const leaveCalls = () => calledRoutes(api).filter((route) => route === 'GET /api/leave_requests').length;
    const before = leaveCalls();
    await act(() => jest.advanceTimersByTimeAsync(LEAVE_POLL_INTERVAL_MS - 1000));
    expect(leaveCalls()).toBe(before);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(leaveCalls()).toBe(before + 1));
  });

  // Reading the whole query state (or whether it fetches), the card drew again as each poll started and ended.
  it('draws the pending leave card once on mount, and not again for a poll that brings nothing new', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // The poll's answer slow enough that its start and its end reach the card apart.
    let leaveAnswers = 0;
    const api = stubDashboard({
      'GET /api/leave_requests': () => ({ body: LEAVE, delayMs: leaveAnswers++ === 0 ? 0 : 1000 }),
    });
    signInAs('admin');
    mockPendingLeaveRenders.mockClear();
    renderHome();
    expect(await screen.findByText('Showing 3 of 5 pending requests')).toBeInTheDocument();
    expect(mockPendingLeaveRenders).toHaveBeenCalledTimes(1);

    const leaveState = () => sharedReadsApi.endpoints.getLeaveRequests.select(EVERY_REQUEST)(store.getState());
    const firstAnswer = leaveState().fulfilledTimeStamp;
    await act(() => jest.advanceTimersByTimeAsync(LEAVE_POLL_INTERVAL_MS + 100));
    expect(leaveState().status).toBe('pending');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(leaveState().fulfilledTimeStamp).not.toBe(firstAnswer);
    expect(calledRoutes(api).filter((route) => route === 'GET /api/leave_requests')).toHaveLength(2);
    expect(mockPendingLeaveRenders).toHaveBeenCalledTimes(1);
  });

  it('says when each section is empty', async () => {
    stubDashboard({
      'GET /api/dashboard_stats': { body: { dailyStats: [], employees: [] } },
      'GET /api/upcoming_birthdays': { body: [] },
      'GET /api/leave_requests': { body: [] },
    });
    signInAs('admin');
    renderHome();
    for (const text of [TEXT.noStats, TEXT.noPendingLeave, TEXT.noBirthdays, TEXT.noTimeTracking]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it("says it is loading, in the dashboard's own layout, then replaces the dashboard with a red alert on failure", async () => {
    stubDashboard({ 'GET /api/dashboard_stats': { status: 500, body: { error: 'boom' }, delayMs: 100 } });
    signInAs('admin');
    renderHome();
    const loading = await screen.findByRole('status', { name: TEXT.loading });
    // Six stat cards, the leave and birthdays cards, an admin's working-time card and the time tracking table, as the
    // pre-painted frame draws them: plain boxes, cheap to remove when the figures come.
    expect(loading.querySelectorAll('.pp-stat')).toHaveLength(6);
    expect(loading.querySelectorAll('.pp-card')).toHaveLength(10);
    expect(loading.querySelectorAll('*')).toHaveLength(13);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXT.errorTitle);
    expect(alert).toHaveTextContent('HTTP error 500');
    expect(screen.queryByText(TEXT.todaysStats)).not.toBeInTheDocument();
  });
});
