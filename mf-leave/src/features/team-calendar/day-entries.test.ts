import { dayEntries } from './day-entries';
import type { CalendarLeave, TeamCalendar } from './api';

const leave = (overrides: Partial<CalendarLeave>): CalendarLeave => ({
  request_id: 1,
  employee_id: 7,
  employee_name: 'Emma Wilson',
  start_date: '2027-03-01',
  end_date: '2027-03-01',
  start_half: false,
  end_half: false,
  leave_type: null,
  leave_type_name: null,
  status: 'approved',
  ...overrides,
});
const march = (parts: Partial<TeamCalendar>): TeamCalendar => ({
  month: '2027-03',
  first: '2027-03-01',
  last: '2027-03-31',
  shows_leave_types: false,
  holidays: [],
  leave: [],
  ...parts,
});

describe('dayEntries', () => {
  it('holds every day of the month, across the change to summer time', () => {
    const days = dayEntries(march({}));
    expect(days.size).toBe(31);
    expect([...days.keys()].slice(27)).toEqual(['2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31']);
  });

  it('puts a holiday on its day and leave on each day it covers, cut to the month', () => {
    const trip = leave({ request_id: 2, start_date: '2027-02-26', end_date: '2027-03-02' });
    const late = leave({ request_id: 3, start_date: '2027-03-31', end_date: '2027-04-04' });
    const days = dayEntries(
      march({ leave: [trip, late], holidays: [{ date: '2027-03-17', name: 'Holiday', location: null }] }),
    );

    expect(days.get('2027-03-01')!.leave).toEqual([trip]);
    expect(days.get('2027-03-02')!.leave).toEqual([trip]);
    expect(days.get('2027-03-03')!.leave).toEqual([]);
    expect(days.get('2027-03-31')!.leave).toEqual([late]);
    expect(days.has('2027-04-01')).toBe(false);
    expect(days.get('2027-03-17')!.holidays.map((holiday) => holiday.name)).toEqual(['Holiday']);
  });
});
