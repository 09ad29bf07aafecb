import type { FastifyInstance } from 'fastify';
import { countsVisibility, type Viewer } from '../../plugins/visibility';
import { reportFigures } from '../reports';
import { withReportSnapshot } from '../reports';
import { companyToday, loadWorkCalendar } from '../reports';
import { birthdayWindow } from './birthday-window';
import { activeBirthdays } from './birthdays-repository';
import { todaysRecords } from './dashboard-repository';
import { BIRTHDAY_WINDOW_DAYS, DAILY_STAT_CARDS, NOT_AVAILABLE } from './messages';

/** Today's figures by the same definitions as the reports (a report for today alone gives the same numbers). */
export async function dashboardStats(app: FastifyInstance, viewer: Viewer, now = new Date()) {
  const calendar = await loadWorkCalendar(app.db);
  const today = companyToday(calendar, now);
  // The cards carry no names: an employee's count the whole company, while the table shows only their own row.
  const scopes = {
    cards: { visibility: countsVisibility(viewer.visibility) },
    rows: { visibility: viewer.visibility },
  };
  const [figures, rows] = await withReportSnapshot(
    app.db,
    async (tx) =>
      [
        (await reportFigures(tx, scopes.cards, { first: today, last: today }, calendar, undefined, now)).days[0]!,
        await todaysRecords(tx, scopes.rows, calendar, today, now),
      ] as const,
  );
  return {
    dailyStats: DAILY_STAT_CARDS.map(({ key, label, color, icon }) => ({
      key,
      label,
      value: figures[key],
      color,
      icon,
    })),
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
