import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../shared/test-utils';
import { MemoryRouter } from 'react-router-dom';
import { TeamCalendarPage } from './team-calendar-page';
import type { TeamCalendar } from './api';
import { calendarLeave, marchCalendar } from '../../testing/team-calendar-data';
import english from '../../locales/en.json';

const CALENDAR_TEXTS = english.calendar;

// Each render of the month grid, with its size: a day's names (fullscreen) or dots (a phone).
const mockCalendarRenders = jest.fn();
jest.mock('antd', () => {
  const antd = jest.requireActual('antd');
  const { createElement } = jest.requireActual('react');
  return {
    ...antd,
    Calendar: (props: { fullscreen?: boolean }) => {
      mockCalendarRenders(props.fullscreen);
      return createElement(antd.Calendar, props);
    },
  };
});

const realMatchMedia = window.matchMedia;
afterEach(() => {
  jest.restoreAllMocks();
  window.matchMedia = realMatchMedia;
});

/** A desktop: every `min-width` breakpoint of antd's Grid matches. */
function onDesktop() {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('min-width'),
  })) as typeof window.matchMedia;
}

const MARCH = marchCalendar({
  holidays: [{ date: '2027-03-17', name: "St Patrick's Day", location: null }],
  leave: [
    calendarLeave(),
    calendarLeave({
      request_id: 2,
      employee_id: 8,
      employee_name: 'Liam Hughes',
      start_date: '2027-03-03',
      end_date: '2027-03-03',
      status: 'pending',
      leave_type: 'personal',
      leave_type_name: 'Personal',
      end_half: true,
    }),
  ],
});
const APRIL: TeamCalendar = {
  ...MARCH,
  month: '2027-04',
  first: '2027-04-01',
  last: '2027-04-30',
  holidays: [],
  leave: [],
};
const open = (role: 'employee' | 'manager' | 'admin' = 'manager', path = '/team-calendar') =>
  renderAs(
    <MemoryRouter initialEntries={[path]}>
      <TeamCalendarPage today="2027-03-10" />
    </MemoryRouter>,
    role,
  );
const dayCell = (date: string) => document.querySelector<HTMLElement>(`td[title="${date}"]`)!;

describe('TeamCalendarPage', () => {
  it("shows the company month's leave, approved and pending, and holidays on their days", async () => {
    onDesktop();
    stubFetch({ 'GET /api/team_calendar?month=2027-03': { body: MARCH } });
    open();

    expect(await screen.findByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
    await waitFor(() => expect(dayCell('2027-03-02')).toHaveTextContent('Emma Wilson · Vacation'));
    expect(dayCell('2027-03-03')).toHaveTextContent('Emma Wilson · Vacation');
    expect(dayCell('2027-03-03')).toHaveTextContent(`Liam Hughes · Personal (${CALENDAR_TEXTS.pending})`);
    expect(dayCell('2027-03-04')).not.toHaveTextContent('Emma Wilson');
    expect(dayCell('2027-03-17')).toHaveTextContent("St Patrick's Day");
  });

  it('lists the month for a phone, whose days show dots only', async () => {
    stubFetch({ 'GET /api/team_calendar?month=2027-03': { body: MARCH } });
    open();

    const agenda = await screen.findByRole('region', { name: CALENDAR_TEXTS.agendaTitle });
    const lines = within(agenda)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      `${CALENDAR_TEXTS.approved}Emma Wilson · Vacation: March 2, 2027 – March 3, 2027`,
      `${CALENDAR_TEXTS.pending}Liam Hughes · Personal: March 3, 2027 (${CALENDAR_TEXTS.endHalf})`,
      `${CALENDAR_TEXTS.holiday}St Patrick's Day: March 17, 2027`,
    ]);
    expect(dayCell('2027-03-02')).not.toHaveTextContent('Emma Wilson');
    // A gap between each line's tag and its text.
    expect(within(agenda).getByText(CALENDAR_TEXTS.pending)).toHaveStyle({ marginInlineEnd: '8px' });
  });

  it("shows an employee what the api sends, colleagues' leave without types, and says why", async () => {
    const colleague = calendarLeave({ employee_name: 'Liam Hughes', leave_type: null, leave_type_name: null });
    stubFetch({
      'GET /api/team_calendar?month=2027-03': { body: { ...MARCH, shows_leave_types: false, leave: [colleague] } },
    });
    open('employee');

    const agenda = await screen.findByRole('region', { name: CALENDAR_TEXTS.agendaTitle });
    expect(within(agenda).getByText('Liam Hughes: March 2, 2027 – March 3, 2027')).toBeInTheDocument();
    expect(screen.getByText(CALENDAR_TEXTS.typesPrivate)).toBeInTheDocument();
    expect(screen.queryByLabelText(CALENDAR_TEXTS.department)).not.toBeInTheDocument();
  });

  // A layout known after the first render drew the whole month a second time, synchronously.
  it.each([
    ['phone', false],
    ['desktop', true],
  ])('draws the month for a %s at the first render, once', async (screenKind, fullscreen) => {
    if (screenKind === 'desktop') onDesktop();
    stubFetch({ 'GET /api/team_calendar?month=2027-03': { body: MARCH } });
    mockCalendarRenders.mockClear();
    open();

    expect(mockCalendarRenders.mock.calls).toEqual([[fullscreen]]);
    expect(await screen.findByRole('region', { name: CALENDAR_TEXTS.agendaTitle })).toBeInTheDocument();
  });

  it('moves a month on and back', async () => {
    const api = stubFetch({
      'GET /api/team_calendar?month=2027-03': { body: MARCH },
      'GET /api/team_calendar?month=2027-04': { body: APRIL },
    });
    open();
    await screen.findByRole('heading', { name: 'March 2027' });

    await userEvent.click(screen.getByRole('button', { name: CALENDAR_TEXTS.nextMonth }));

    expect(await screen.findByRole('heading', { name: 'April 2027' })).toBeInTheDocument();
    expect(await screen.findByText(CALENDAR_TEXTS.nobodyOff)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('td[title="2027-04-15"]')).toHaveClass('ant-picker-cell-in-view'),
    );
    await userEvent.click(screen.getByRole('button', { name: CALENDAR_TEXTS.previousMonth }));
    expect(await screen.findByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
    expect(calledRoutes(api)).toContain('GET /api/team_calendar?month=2027-04');
  });

  it('lets an admin narrow the calendar to a department', async () => {
    const api = stubFetch({
      'GET /api/team_calendar?month=2027-03': { body: MARCH },
      'GET /api/team_calendar?month=2027-03&department_id=2': { body: { ...MARCH, leave: [], holidays: [] } },
      'GET /api/departments': {
        body: [{ department_id: 2, department_name: 'Engineering', created_at: '2026-01-01T00:00:00.000Z' }],
      },
    });
    open('admin');
    await screen.findByRole('region', { name: CALENDAR_TEXTS.agendaTitle });

    await userEvent.click(screen.getByRole('combobox', { name: CALENDAR_TEXTS.department }));
    await userEvent.click(await screen.findByTitle('Engineering'));

    expect(await screen.findByText(CALENDAR_TEXTS.nobodyOff)).toBeInTheDocument();
    expect(calledRoutes(api)).toContain('GET /api/team_calendar?month=2027-03&department_id=2');
  });

  it("shows the api's error", async () => {
    stubFetch({ 'GET /api/team_calendar?month=2027-03': { status: 500, body: { error: 'Internal server error.' } } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error.');
  });

  it('opens the month the address names', async () => {
    stubFetch({ 'GET /api/team_calendar?month=2027-04': { body: APRIL } });
    open('manager', '/team-calendar?month=2027-04');

    expect(await screen.findByRole('heading', { name: 'April 2027' })).toBeInTheDocument();
    expect(await screen.findByText(CALENDAR_TEXTS.nobodyOff)).toBeInTheDocument();
  });
});
