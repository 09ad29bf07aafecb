import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/context';
import type { StaffScope } from '../reports/attendance-definitions';
import { reportFigures } from '../reports/report-figures-repository';
import { withReportSnapshot } from '../reports/report-snapshot';
import { companyToday, loadWorkCalendar } from '../reports/work-calendar';
import { birthdayWindow } from './birthday-window';
import { activeBirthdays } from './birthdays-repository';
import { todaysRecords } from './dashboard-repository';
import { BIRTHDAY_WINDOW_DAYS, DAILY_STAT_CARDS, NOT_AVAILABLE } from './messages';

// The cards count an employee's whole company (without names: cards carry none) but the table shows only
// their own row; a manager sees their team (themselves and direct reports); an admin everyone.
function scopesOf(viewer: AuthUser): { cards: StaffScope; rows: StaffScope } {
  if (viewer.role === 'admin') return { cards: {}, rows: {} };
  if (viewer.role === 'manager') return { cards: { managerId: viewer.id }, rows: { managerId: viewer.id } };
  return { cards: {}, rows: { employeeId: viewer.id } };
}

/** Today's figures by the same definitions as the reports (a report for today alone gives the same numbers). */
export async function dashboardStats(app: FastifyInstance, viewer: AuthUser, now = new Date()) {
  const calendar = await loadWorkCalendar(app.db);
  const today = companyToday(calendar, now);
  const scopes = scopesOf(viewer);
  const [figures, rows] = await withReportSnapshot(
    app.db,
    async (tx) =>
      [
        (await reportFigures(tx, scopes.cards, { first: today, last: today }, calendar, undefined, now)).days[0]!,
        await todaysRecords(tx, scopes.rows, calendar, today, now),
      ] as const,
  );
  return {
    dailyStats: DAILY_STAT_CARDS.map(({ key, label, color, icon }) => ({ label, value: figures[key], color, icon })),
    employees: rows.map((row) => ({
      ...row,
      discrepancy: row.discrepancy || NOT_AVAILABLE,
      clockInType: row.clockInType ?? NOT_AVAILABLE,
    })),
  };
}

/** Active employees whose birthday falls in the next 30 days, soonest first. */
export async function upcomingBirthdays(app: FastifyInstance, now = new Date()) {
  const today = companyToday(await loadWorkCalendar(app.db), now);
  const window = birthdayWindow(today, BIRTHDAY_WINDOW_DAYS);
  const people = await activeBirthdays(app.db, [...window.keys()]);
  return people
    .map(({ date_of_birth, ...person }) => {
      const birthday = date_of_birth.slice(5);
      return { ...person, birthday, next_birthday: window.get(birthday)! };
    })
    .sort((a, b) => a.next_birthday.localeCompare(b.next_birthday) || a.name.localeCompare(b.name));
}
