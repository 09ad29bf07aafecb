import type { FastifyInstance } from 'fastify';
import { localDate, weekday, zonedTime } from '../../lib/time-zone';
import type { StaffScope, Viewer } from '../../plugins/visibility';
import { holidayCalendarsOf, listHolidays } from '../holidays';
import { loadAttendanceSettings, type AttendanceSettings } from '../settings';
import { leaveInPeriod } from '../team-calendar';
import { listAssignments } from './assignments-repository';
import { datesOf, MAX_PLAN_DAYS } from './planning-rules';
import * as repo from './roster-repository';
import { wallClock } from './shift-times';

type Attendance = 'present' | 'late' | 'absent' | 'day off' | null;
type Shift = Awaited<ReturnType<typeof listAssignments>>[number];

const key = (employeeId: number, date: string) => `${employeeId}|${date}`;
const MINUTE_MS = 60_000;

/** A past day's status: against the shift when there is one, else the company's working day. */
function attendanceOf(
  date: string,
  shift: Shift | undefined,
  checkIn: Date | undefined,
  excused: boolean,
  worksShifts: boolean,
  settings: AttendanceSettings,
): Attendance {
  if (checkIn) {
    const start = shift
      ? new Date(shift.starts_at).getTime()
      : zonedTime(date, settings.workStartMinutes, settings.timeZone).getTime();
    const grace = shift ? (shift.grace_minutes ?? settings.graceMinutes) : settings.graceMinutes;
    return checkIn.getTime() - start > grace * MINUTE_MS ? 'late' : 'present';
  }
  if (excused) return null;
  if (shift) return 'absent';
  return !worksShifts && settings.workDays.includes(weekday(date)) ? 'absent' : 'day off';
}

/** Per person and day: the shift, approved leave, holiday and, for past days, the attendance status. */
export async function roster(app: FastifyInstance, viewer: Viewer, start: string, end: string, departmentId?: number) {
  const dates = datesOf(start, end, MAX_PLAN_DAYS);
  const staff: StaffScope & { visibility: Viewer['visibility'] } = { visibility: viewer.visibility, departmentId };
  const settings = await loadAttendanceSettings(app.db);
  const [people, shifts, leave, holidays, clockIns] = await Promise.all([
    repo.rosterPeople(app.db, staff),
    listAssignments(app.db, staff, start, end),
    leaveInPeriod(app.db, staff, start, end),
    listHolidays(app.db, { first: start, last: end }),
    repo.firstClockIns(app.db, staff, start, end),
  ]);
  const today = localDate(new Date(), settings.timeZone);
  const shiftOn = new Map(shifts.map((shift) => [key(shift.employee_id, shift.shift_date), shift]));
  const shiftWorkers = new Set(shifts.map((shift) => shift.employee_id));
  const checkIns = new Map(clockIns.map((row) => [key(row.employee_id, row.attendance_date), new Date(row.check_in)]));
  const leaveOn = new Map<string, { leave_type: string | null; half_day: boolean }>();
  for (const request of leave.filter((r) => r.status === 'approved')) {
    for (const date of dates.filter((d) => d >= request.start_date && d <= request.end_date)) {
      const halfDay = (date === request.start_date && request.start_half) || (date === request.end_date && request.end_half);
      leaveOn.set(key(request.employee_id, date), { leave_type: request.leave_type_name, half_day: halfDay });
    }
  }

  return {
    start,
    end,
    dates,
    people: people.map((person) => {
      const calendars = new Set(holidayCalendarsOf(person).map((name) => name.toLowerCase()));
      const holidayOn = new Map(
        holidays
          .filter((h) => h.location === null || calendars.has(h.location.toLowerCase()))
          .map((h) => [h.holiday_date, h.name]),
      );
      return {
        employee_id: person.employee_id,
        name: person.name,
        days: dates.map((date) => {
          const shift = shiftOn.get(key(person.employee_id, date));
          const leaveDay = leaveOn.get(key(person.employee_id, date)) ?? null;
          const holiday = holidayOn.get(date) ?? null;
          const excused = holiday !== null || (leaveDay !== null && !leaveDay.half_day);
          return {
            date,
            shift: shift
              ? {
                  assignment_id: Number(shift.assignment_id),
                  shift_type_id: shift.shift_type_id,
                  start_time: wallClock(new Date(shift.starts_at), settings.timeZone),
                  end_time: wallClock(new Date(shift.ends_at), settings.timeZone),
                  status: shift.status,
                }
              : null,
            leave: leaveDay,
            holiday,
            attendance:
              date < today
                ? attendanceOf(
                    date,
                    shift,
                    checkIns.get(key(person.employee_id, date)),
                    excused,
                    shiftWorkers.has(person.employee_id),
                    settings,
                  )
                : null,
          };
        }),
      };
    }),
  };
}
