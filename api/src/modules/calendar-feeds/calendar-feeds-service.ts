import ical from 'ical-generator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { addDays, localDate, zonedTime } from '../../lib/time-zone';
import type { AuthUser } from '../../plugins/context';
import { calendarFeedScope } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { loadAttendanceSettings } from '../settings';
import { shiftTimesText } from '../shift-exchange';
import * as repo from './calendar-feeds-repository';
import { calendarFeedError, CALENDAR_PATH, FEED_HISTORY_DAYS } from './messages';

/** A new private feed; the token is returned once and only its hash is kept. */
export async function createFeed(app: FastifyInstance, user: AuthUser, scope: 'own' | 'team') {
  if (scope === 'team' && user.role === 'employee') throw calendarFeedError(403, 'calendar_feed.team_for_managers');
  const token = randomToken();
  const feedId = await app.db.transaction().execute(async (tx) => {
    const id = await repo.insertFeed(tx, { employee_id: user.id, scope, token_hash: sha256Hex(token) });
    await app.audit.record(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.calendarFeedCreated,
      details: { feed_id: id, scope },
    });
    return id;
  });
  return { feed_id: feedId, url: `${app.config.appUrl}${CALENDAR_PATH}?token=${token}` };
}

export async function revokeFeed(app: FastifyInstance, user: AuthUser, feedId: number) {
  await app.db.transaction().execute(async (tx) => {
    if (!(await repo.revokeFeed(tx, user.id, feedId))) throw calendarFeedError(404, 'calendar_feed.not_found');
    await app.audit.record(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.calendarFeedRevoked,
      details: { feed_id: feedId },
    });
  });
}

/**
 * The feed's iCalendar text: one all-day event per approved leave, named "Person: Type", and one timed event per
 * published shift at its exact instants, named "Shift Early 06:00-14:00" (with the person's name in a team feed).
 * Drafts stay out; a published shift that changes changes here at the next read.
 */
export async function feedCalendar(app: FastifyInstance, request: FastifyRequest, token: string, now = new Date()) {
  const feed = await repo.feedByTokenHash(app.db, sha256Hex(token));
  if (!feed) throw calendarFeedError(404, 'calendar_feed.invalid_token');
  const { timeZone } = await loadAttendanceSettings(app.db);
  const from = addDays(localDate(now, timeZone), -FEED_HISTORY_DAYS);
  const scope = calendarFeedScope(request, feed);
  const leave = await repo.approvedLeaveFrom(app.db, scope, from);
  const shifts = await repo.publishedShiftsFrom(app.db, scope, zonedTime(from, 0, timeZone));
  const own = feed.scope === 'own';
  const calendar = ical({ name: own ? 'My leave and shifts' : 'Team leave and shifts', prodId: '//Acme//Attendance//EN' });
  for (const row of leave) {
    const [y1, m1, d1] = row.start_date.split('-').map(Number) as [number, number, number];
    const [y2, m2, d2] = addDays(row.end_date, 1).split('-').map(Number) as [number, number, number];
    calendar.createEvent({
      id: `leave-${row.request_id}@acme-attendance`,
      start: new Date(Date.UTC(y1, m1 - 1, d1)),
      end: new Date(Date.UTC(y2, m2 - 1, d2)),
      allDay: true,
      summary: `${row.employee_name}: ${row.leave_type}`,
      stamp: now,
    });
  }
  for (const row of shifts) {
    const summary = `Shift ${row.shift_type} ${shiftTimesText(row.starts_at, row.ends_at, timeZone)}`;
    calendar.createEvent({
      id: `shift-${row.assignment_id}@acme-attendance`,
      start: row.starts_at,
      end: row.ends_at,
      summary: own ? summary : `${row.employee_name}: ${summary}`,
      stamp: now,
      lastModified: row.updated_at,
    });
  }
  return calendar.toString();
}
