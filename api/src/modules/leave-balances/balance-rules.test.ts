import {
  accruedBy,
  balance,
  type BalanceInput,
  type BalancePolicy,
  type BookedLeave,
  carryOverFrom,
  entitlement,
  requestAmount,
  spanYears,
  workingDays,
  type WorkCalendarDays,
} from './balance-rules';

const MON_FRI: WorkCalendarDays = { workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], holidays: new Set() };
const YEARLY: BalancePolicy = { annual_days: 25, accrual: 'yearly', carry_over_cap: 5, carry_over_expiry_month: 3 };
const MONTHLY: BalancePolicy = { ...YEARLY, accrual: 'monthly' };
const ALWAYS = { hired: null, left: null };
const span = (
  start_date: string,
  end_date = start_date,
  half: Partial<{ start_half: boolean; end_half: boolean }> = {},
) => ({
  start_date,
  end_date,
  start_half: false,
  end_half: false,
  ...half,
});
const booked = (status: BookedLeave['status'], start: string, end = start): BookedLeave => ({
  ...span(start, end),
  status,
});
const input = (over: Partial<BalanceInput> = {}): BalanceInput => ({
  policy: YEARLY,
  year: 2026,
  employment: ALWAYS,
  calendar: MON_FRI,
  booked: [],
  carriedOver: 0,
  adjustments: 0,
  asOf: '2026-06-15',
  ...over,
});

describe('working days of a request', () => {
  it('skips the weekend: Friday to Monday is two days', () => {
    expect(workingDays(span('2026-03-13', '2026-03-16'), MON_FRI)).toBe(2);
    expect(workingDays(span('2026-03-14', '2026-03-15'), MON_FRI)).toBe(0);
  });

  it('skips public holidays that apply to the employee', () => {
    const withHoliday = { ...MON_FRI, holidays: new Set(['2026-12-25']) };
    expect(workingDays(span('2026-12-21', '2026-12-25'), withHoliday)).toBe(4);
  });

  it('follows the company work week', () => {
    const sunThu: WorkCalendarDays = { workDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu'], holidays: new Set() };
    expect(workingDays(span('2026-03-13', '2026-03-16'), sunThu)).toBe(2); // Sunday and Monday
  });

  it('counts a half day at the start and at the end, and a half-day one-day request as 0.5', () => {
    expect(workingDays(span('2026-03-16', '2026-03-18', { start_half: true }), MON_FRI)).toBe(2.5);
    expect(workingDays(span('2026-03-16', '2026-03-18', { start_half: true, end_half: true }), MON_FRI)).toBe(2);
    expect(workingDays(span('2026-03-16', '2026-03-16', { end_half: true }), MON_FRI)).toBe(0.5);
    // A half day on a weekend takes nothing.
    expect(workingDays(span('2026-03-14', '2026-03-16', { start_half: true }), MON_FRI)).toBe(1);
  });

  it('counts only the days between two bounds (a request across the new year)', () => {
    const newYear = span('2026-12-28', '2027-01-05');
    expect(workingDays(newYear, MON_FRI, '2026-01-01', '2026-12-31')).toBe(4);
    expect(workingDays(newYear, MON_FRI, '2027-01-01', '2027-12-31')).toBe(3);
    expect(spanYears(newYear)).toEqual([
      { year: 2026, last: '2026-12-31' },
      { year: 2027, last: '2027-01-05' },
    ]);
  });
});

describe('accrual', () => {
  it('yearly: the whole entitlement from the first day of the year', () => {
    expect(entitlement(YEARLY, 2026, ALWAYS)).toBe(25);
    expect(accruedBy(YEARLY, 2026, ALWAYS, '2026-01-01')).toBe(25);
    expect(accruedBy(YEARLY, 2026, ALWAYS, '2025-12-31')).toBe(0);
  });

  it('monthly: a twelfth at the start of each month', () => {
    expect(entitlement(MONTHLY, 2026, ALWAYS)).toBe(25);
    expect(accruedBy(MONTHLY, 2026, ALWAYS, '2026-01-01')).toBe(2.08);
    expect(accruedBy(MONTHLY, 2026, ALWAYS, '2026-06-30')).toBe(12.5);
    expect(accruedBy(MONTHLY, 2026, ALWAYS, '2026-12-01')).toBe(25);
    expect(accruedBy(MONTHLY, 2026, ALWAYS, '2027-02-01')).toBe(25);
  });

  it('pro rata for a joiner hired mid-year', () => {
    const joiner = { hired: '2026-07-01', left: null };
    // 184 of 365 days.
    expect(entitlement(YEARLY, 2026, joiner)).toBe(12.6);
    expect(accruedBy(YEARLY, 2026, joiner, '2026-06-30')).toBe(0);
    expect(accruedBy(YEARLY, 2026, joiner, '2026-07-01')).toBe(12.6);
    expect(entitlement(MONTHLY, 2026, joiner)).toBe(12.5);
    expect(accruedBy(MONTHLY, 2026, joiner, '2026-06-30')).toBe(0);
    expect(accruedBy(MONTHLY, 2026, joiner, '2026-08-10')).toBe(4.17);
    // Hired on the 16th of a 30-day month: half that month's twelfth.
    expect(accruedBy(MONTHLY, 2026, { hired: '2026-09-16', left: null }, '2026-09-20')).toBe(1.04);
    expect(entitlement(YEARLY, 2027, joiner)).toBe(25);
  });

  it('pro rata for a leaver, and nothing for a year before the hire or after leaving', () => {
    const leaver = { hired: null, left: '2026-03-31' };
    expect(entitlement(YEARLY, 2026, leaver)).toBe(6.16);
    expect(entitlement(MONTHLY, 2026, leaver)).toBe(6.25);
    expect(accruedBy(MONTHLY, 2026, leaver, '2026-12-31')).toBe(6.25);
    expect(entitlement(YEARLY, 2027, leaver)).toBe(0);
    expect(entitlement(YEARLY, 2025, { hired: '2026-01-01', left: null })).toBe(0);
  });

  it('grants nothing for a type not counted against a balance', () => {
    expect(entitlement({ ...YEARLY, annual_days: null }, 2026, ALWAYS)).toBe(0);
  });
});

describe('the balance', () => {
  it('subtracts taken and pending working days from what has accrued, plus adjustments', () => {
    const result = balance(
      input({
        booked: [booked('approved', '2026-02-02', '2026-02-06'), booked('pending', '2026-08-03', '2026-08-04')],
        adjustments: 1.5,
      }),
    );
    expect(result).toEqual({
      entitled: 25,
      carried_over: 0,
      carry_over_expired: 0,
      credited: 0,
      credit_expired: 0,
      adjustments: 1.5,
      accrued_to_date: 25,
      taken: 5,
      pending: 2,
      remaining: 19.5,
    });
  });

  it('with monthly accrual only what has accrued by the day asked about is available', () => {
    const result = balance(
      input({ policy: MONTHLY, asOf: '2026-03-10', booked: [booked('approved', '2026-01-05', '2026-01-09')] }),
    );
    expect(result).toMatchObject({ accrued_to_date: 6.25, taken: 5, remaining: 1.25 });
  });

  it('ignores bookings of other years', () => {
    expect(balance(input({ booked: [booked('approved', '2025-06-01', '2025-06-05')] })).taken).toBe(0);
  });
});

describe('carry-over', () => {
  const year2025 = { ...input(), year: 2025 };

  it('carries what is left at the year end, up to the cap', () => {
    expect(carryOverFrom({ ...year2025, booked: [booked('approved', '2025-03-03', '2025-03-21')] })).toBe(5);
    const mostTaken = [booked('approved', '2025-03-03', '2025-03-28'), booked('approved', '2025-06-02', '2025-06-03')];
    expect(carryOverFrom({ ...year2025, booked: mostTaken })).toBe(3);
    expect(carryOverFrom({ ...year2025, policy: { ...YEARLY, carry_over_cap: 0 } })).toBe(0);
  });

  it('carries nothing from a negative balance or a type not counted', () => {
    expect(carryOverFrom({ ...year2025, adjustments: -30 })).toBe(0);
    expect(carryOverFrom({ ...year2025, policy: { ...YEARLY, annual_days: null } })).toBe(0);
  });

  it('lapses after the expiry month, less what was used by then', () => {
    const carried = input({ carriedOver: 5 });
    expect(balance({ ...carried, asOf: '2026-03-31' })).toMatchObject({ carry_over_expired: 0, remaining: 30 });
    expect(balance({ ...carried, asOf: '2026-04-01' })).toMatchObject({ carry_over_expired: 5, remaining: 25 });
    const usedTwo = { ...carried, asOf: '2026-04-01', booked: [booked('approved', '2026-03-02', '2026-03-03')] };
    expect(balance(usedTwo)).toMatchObject({ carry_over_expired: 3, taken: 2, remaining: 25 });
    // Days taken after the expiry month come out of this year's entitlement, not the lapsed carry-over.
    const usedLater = { ...carried, asOf: '2026-05-01', booked: [booked('approved', '2026-04-06', '2026-04-07')] };
    expect(balance(usedLater)).toMatchObject({ carry_over_expired: 5, remaining: 23 });
  });

  it('never lapses without an expiry month', () => {
    const keep = input({ carriedOver: 5, policy: { ...YEARLY, carry_over_expiry_month: null }, asOf: '2026-12-31' });
    expect(balance(keep)).toMatchObject({ carry_over_expired: 0, remaining: 30 });
  });
});

describe('time in lieu with expiry', () => {
  // A type in hours granting nothing: its credits (minutes) lapse on their expiry day unless used before it.
  const TIME_IN_LIEU: BalancePolicy = {
    annual_days: 0,
    accrual: 'yearly',
    carry_over_cap: 366 * 60,
    carry_over_expiry_month: null,
  };
  const credit = (amount: number, from: string, expires_on: string) => ({ amount, from, expires_on });
  const hours = (status: BookedLeave['status'], date: string, start_time: string, end_time: string): BookedLeave => ({
    ...span(date),
    start_time,
    end_time,
    status,
  });
  const tilBalance = (over: Partial<BalanceInput>) => {
    const { credited, credit_expired, taken, pending, remaining } = balance(input({ policy: TIME_IN_LIEU, ...over }));
    return { credited, credit_expired, taken, pending, remaining };
  };

  it.each([
    [
      'read before its expiry, a credit counts whole',
      { credits: [credit(90, '2026-03-02', '2026-05-31')], asOf: '2026-05-30' },
      { credited: 90, credit_expired: 0, taken: 0, pending: 0, remaining: 90 },
    ],
    [
      'unused by its expiry day, it lapses that day',
      { credits: [credit(90, '2026-03-02', '2026-05-31')], asOf: '2026-05-31' },
      { credited: 90, credit_expired: 90, taken: 0, pending: 0, remaining: 0 },
    ],
    [
      'an hour taken before the expiry: only the rest lapses',
      {
        credits: [credit(90, '2026-03-02', '2026-05-31')],
        booked: [hours('approved', '2026-04-01', '14:00', '15:00')],
        asOf: '2026-06-15',
      },
      { credited: 90, credit_expired: 30, taken: 60, pending: 0, remaining: 0 },
    ],
    [
      'leave taken after the expiry cannot use the lapsed credit (the balance goes below zero)',
      {
        credits: [credit(90, '2026-03-02', '2026-05-31')],
        booked: [hours('approved', '2026-06-01', '14:00', '15:00')],
        asOf: '2026-06-15',
      },
      { credited: 90, credit_expired: 90, taken: 60, pending: 0, remaining: -60 },
    ],
    [
      'the soonest expiring credit is used first',
      {
        credits: [credit(60, '2026-04-01', '2026-09-01'), credit(60, '2026-03-02', '2026-05-31')],
        booked: [hours('approved', '2026-04-15', '09:00', '10:00')],
        asOf: '2026-06-15',
      },
      { credited: 120, credit_expired: 0, taken: 60, pending: 0, remaining: 60 },
    ],
    [
      'a pending request holds its minutes of the credit as well',
      {
        credits: [credit(120, '2026-03-02', '2026-05-31')],
        booked: [hours('pending', '2026-05-04', '09:00', '10:30')],
        asOf: '2026-06-01',
      },
      { credited: 120, credit_expired: 30, taken: 0, pending: 90, remaining: 0 },
    ],
    [
      'leave before a credit is earned does not use it',
      {
        credits: [credit(60, '2026-05-04', '2026-08-02')],
        booked: [hours('approved', '2026-05-01', '09:00', '10:00')],
        asOf: '2026-09-01',
      },
      { credited: 60, credit_expired: 60, taken: 60, pending: 0, remaining: -60 },
    ],
  ])('%s', (_, over, expected) => {
    expect(tilBalance(over as Partial<BalanceInput>)).toEqual(expected);
  });

  it('carries only what is left of unexpired credit into the next year', () => {
    const over = {
      credits: [credit(120, '2026-11-02', '2027-01-31'), credit(45, '2026-06-01', '2026-08-30')],
      booked: [hours('approved', '2026-11-20', '10:00', '10:30')],
    };
    expect(carryOverFrom({ ...input({ policy: TIME_IN_LIEU }), ...over })).toBe(90);
  });
});

describe('an hourly request', () => {
  it('takes the minutes between its times on its day, weekend or not', () => {
    const doctor = { ...span('2026-03-14'), start_time: '09:15', end_time: '11:00' };
    expect(requestAmount(doctor, MON_FRI)).toBe(105);
    expect(requestAmount(doctor, MON_FRI, '2026-03-15', '2026-12-31')).toBe(0);
    expect(requestAmount(span('2026-03-13', '2026-03-16'), MON_FRI)).toBe(2);
  });
});
