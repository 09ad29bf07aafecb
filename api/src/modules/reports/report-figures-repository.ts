import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import {
  calendarDays,
  type DayRange,
  notYetIn,
  onHoliday,
  onLeave,
  presentWhileInactive,
  reviewCounts,
  shiftBits,
  type StaffScope,
  staffBits,
  staffWindows,
} from './attendance-definitions';
import { dayFigureCtes, type DayFigures } from './day-figures';
import { groupFigureCtes, type GroupFigures, type Grouping } from './group-figures';
import { companyToday, notYetJudgedDay, type WorkCalendar } from './work-calendar';

export interface ReportFigures {
  /** Every day of the range, working or not. */
  days: DayFigures[];
  /** Empty without a grouping. */
  groups: GroupFigures[];
  review: ReviewFigures;
}

/** Records clocked without a face check in the range, by where their review stands. */
export interface ReviewFigures {
  pending_review: number;
  verified_by_manager: number;
  voided: number;
}

/**
 * The figures of the staff in scope per day (at `now`: it decides whether today is judged yet) and, with a grouping, per department or employee: one
 * statement, so the per-day and per-group numbers come from one snapshot and the leave is expanded once.
 */
export async function reportFigures(
  db: Executor,
  scope: StaffScope,
  range: DayRange,
  calendar: WorkCalendar,
  grouping?: Grouping,
  now: Date = new Date(),
): Promise<ReportFigures> {
  const today = companyToday(calendar, now);
  const openDay = {
    today,
    now,
    companyOpen: notYetJudgedDay(calendar, now) !== null,
    graceMinutes: calendar.graceMinutes,
  };
  const groupCtes = grouping ? sql`, ${groupFigureCtes(grouping, range)}` : sql``;
  const groupRows = grouping ? sql`(select coalesce(json_agg(r), '[]') from group_rows r)` : sql`'[]'::json`;
  const query = sql<ReportFigures>`
    with staff as (${staffWindows(scope, calendar)}),
    days as (${calendarDays(range, calendar)}),
    staff_bits as (${staffBits}),
    inactive_rows as (${presentWhileInactive(range)}),
    shift_bits as materialized (${shiftBits()}),
    leave_rows as (${onLeave(range)}),
    holiday_rows as (${onHoliday(range)}),
    not_yet_in_rows as (${notYetIn(openDay)}),
    review_counts as (${reviewCounts(range)}),
    ${dayFigureCtes(range, today)}
    ${groupCtes}
    select (select coalesce(json_agg(r order by r.day), '[]') from day_rows r) as days, ${groupRows} as groups,
           (select row_to_json(r) from review_counts r) as review`;
  const { rows } = await query.execute(db);
  return rows[0]!;
}
