import type { FastifyInstance } from 'fastify';
import { addDays, weekday } from '../../lib/time-zone';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { assignmentsByIds, mailAddresses } from './assignments-repository';
import { presenter } from './assignments-service';
import { SHIFT_MESSAGES as M, shiftError } from './messages';
import { lockPeople } from './placement-repository';
import * as repo from './publish-repository';
import type { Executor } from '../../db/types';
import {
  myShiftsUrl,
  notifyShifts,
  publishedWeekMail,
  publishedWeekPush,
  queueShiftPushes,
  type ShiftNotice,
} from './shift-mail';
import { recipientTexts } from '../../mails/recipient-language';

/**
 * Publishes a week's drafts of the department's people the publisher plans for (a manager's direct reports, an
 * admin's everyone), records the publication, and mails each person whose shifts were published their week.
 */
export async function publishWeek(app: FastifyInstance, viewer: Viewer, weekStart: string, departmentId: number) {
  if (weekday(weekStart) !== 'Mon') throw shiftError(400, 'shifts.not_monday');
  if (!(await repo.departmentExists(app.db, departmentId))) throw shiftError(404, 'shifts.department_not_found');
  const weekEnd = addDays(weekStart, 6);
  const { published, people, notices, pushes } = await app.db.transaction().execute(async (tx) => {
    const visible = await repo.departmentPeople(tx, { visibility: viewer.visibility, departmentId });
    const planned = viewer.role === 'admin' ? visible : visible.filter((person) => person.report_to === viewer.id);
    if (planned.length === 0 && viewer.role !== 'admin') throw shiftError(403, 'shifts.not_your_department');
    const ids = planned.map((person) => person.employee_id);
    await lockPeople(tx, ids);
    const rows = await repo.publishDrafts(tx, ids, weekStart, weekEnd);
    await repo.recordPublication(tx, departmentId, weekStart, viewer.id);
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.rosterPublished,
      details: { department_id: departmentId, week_start: weekStart, published: rows.length },
    });
    const people = [...new Set(rows.map((row) => row.employee_id))];
    const notices = await weekNotices(tx, await presenter(app, tx), myShiftsUrl(app), people, weekStart, weekEnd);
    return { published: rows, people: people.length, notices, pushes: await queueShiftPushes(tx, notices) };
  });
  await notifyShifts(app, notices, pushes);
  return { message: M.published(published.length, people), published: published.length };
}

/** Each person's published shifts of the week, told in one mail and one push per person. */
async function weekNotices(
  db: Executor,
  present: Awaited<ReturnType<typeof presenter>>,
  url: string,
  employeeIds: number[],
  weekStart: string,
  weekEnd: string,
): Promise<ShiftNotice[]> {
  if (employeeIds.length === 0) return [];
  const ids = await repo.publishedShiftIds(db, employeeIds, weekStart, weekEnd);
  const shifts = (await assignmentsByIds(db, ids)).map(present);
  const textsOf = await recipientTexts(db, employeeIds);
  return (await mailAddresses(db, employeeIds)).map((to) => {
    const theirs = shifts.filter((shift) => shift.employee_id === to.employee_id);
    return {
      to,
      mail: publishedWeekMail(textsOf(to.employee_id), to, weekStart, theirs, url),
      push: (texts) => publishedWeekPush(texts, weekStart, theirs, url),
    };
  });
}
