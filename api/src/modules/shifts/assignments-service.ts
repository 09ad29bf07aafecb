import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { weekday } from '../../lib/time-zone';
import type { Executor } from '../../db/types';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { settingValues } from '../settings';
import * as repo from './assignments-repository';
import type * as schemas from './assignments-schemas';
import { shiftError } from './messages';
import { placeShifts, type ShiftPlacement } from './placement';
import { checkForce, checkPlanner, datesOf, MAX_PLAN_DAYS } from './planning-rules';
import {
  changedShiftMail,
  changedShiftPush,
  myShiftsUrl,
  notifyShifts,
  queueShiftPushes,
  type ShiftNotice,
} from './shift-mail';
import { wallClock } from './shift-times';
import { recipientTexts } from '../../mails/recipient-language';

/** The longest range one list of shifts covers. */
const MAX_LIST_DAYS = 366;

type Row = Awaited<ReturnType<typeof repo.assignmentsByIds>>[number];

/** Shows shifts with their wall-clock times and effective grace. */
export async function presenter(app: FastifyInstance, db: Executor = app.db) {
  const settings = await settingValues(db);
  const timeZone = settings.TIME_ZONE;
  const grace = Number(settings.GRACE_MINUTES);
  return (row: Row) => {
    const startsAt = new Date(row.starts_at);
    const endsAt = new Date(row.ends_at);
    return {
      ...row,
      assignment_id: Number(row.assignment_id),
      start_time: wallClock(startsAt, timeZone),
      end_time: wallClock(endsAt, timeZone),
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      grace_minutes: row.grace_minutes ?? grace,
    };
  };
}

export async function listShifts(
  app: FastifyInstance,
  viewer: Viewer,
  query: Static<typeof schemas.ListAssignmentsSchema.querystring>,
) {
  datesOf(query.start, query.end, MAX_LIST_DAYS);
  const rows = await repo.listAssignments(
    app.db,
    { visibility: viewer.visibility, departmentId: query.department_id, employeeId: query.employee_id },
    query.start,
    query.end,
  );
  const present = await presenter(app);
  return rows.map(present);
}

/** The published shifts of the caller's colleagues: what a swap may be asked for. */
export async function listColleagueShifts(
  app: FastifyInstance,
  employeeId: number,
  query: Static<typeof schemas.ColleagueShiftsSchema.querystring>,
) {
  datesOf(query.start, query.end, MAX_PLAN_DAYS);
  const present = await presenter(app);
  return (await repo.colleagueShifts(app.db, employeeId, query.start, query.end)).map(present);
}

async function shown(app: FastifyInstance, assignmentIds: number[]) {
  const present = await presenter(app);
  return (await repo.assignmentsByIds(app.db, assignmentIds)).map(present);
}

export async function assignShift(
  app: FastifyInstance,
  viewer: Viewer,
  body: Static<typeof schemas.CreateAssignmentSchema.body>,
) {
  checkForce(viewer, body.force);
  const [assignmentId] = await app.db.transaction().execute(async (tx) => {
    await checkPlanner(tx, viewer, [body.employee_id]);
    const placement = { employeeId: body.employee_id, shiftDate: body.shift_date, shiftTypeId: body.shift_type_id };
    const ids = await placeShifts(tx, [placement], { status: 'draft', actorId: viewer.id, force: body.force });
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.shiftsAssigned,
      details: { assignment_ids: ids, ...body },
    });
    return ids;
  });
  return (await shown(app, [assignmentId!]))[0]!;
}

/**
 * Inside the change's transaction `tx`: tells the person their published shift changed or went, the push queued
 * with the change; a draft's change tells no one.
 */
async function queueChangeNotice(
  app: FastifyInstance,
  tx: Executor,
  before: Row,
  afterId: number | null,
): Promise<{ notices: ShiftNotice[]; pushes: number }> {
  const [to] = before.status === 'published' ? await repo.mailAddresses(tx, [before.employee_id]) : [];
  if (!to) return { notices: [], pushes: 0 };
  const present = await presenter(app, tx);
  const after = afterId === null ? null : ((await repo.assignmentsByIds(tx, [afterId])).map(present)[0] ?? null);
  const url = myShiftsUrl(app);
  const notices: ShiftNotice[] = [
    {
      to,
      mail: changedShiftMail(
        (await recipientTexts(tx, [to.employee_id]))(to.employee_id),
        to,
        present(before),
        after,
        url,
      ),
      push: (texts) => changedShiftPush(texts, present(before), after, url),
    },
  ];
  return { notices, pushes: await queueShiftPushes(tx, notices) };
}

/** The shift, with the people lock taken and the planner's right checked. */
async function plannedShift(tx: Parameters<typeof checkPlanner>[0], viewer: Viewer, assignmentId: number) {
  const found = await repo.findAssignment(tx, assignmentId);
  if (!found) throw shiftError(404, 'shifts.assignment_not_found');
  await checkPlanner(tx, viewer, [found.employee_id]);
  // Read again under the lock: another writer may have moved or removed it meanwhile.
  const [current] = await repo.assignmentsByIds(tx, [assignmentId]);
  if (!current) throw shiftError(404, 'shifts.assignment_not_found');
  return current;
}

export async function changeShift(
  app: FastifyInstance,
  viewer: Viewer,
  assignmentId: number,
  body: Static<typeof schemas.UpdateAssignmentSchema.body>,
) {
  checkForce(viewer, body.force);
  const { afterId, told } = await app.db.transaction().execute(async (tx) => {
    const current = await plannedShift(tx, viewer, assignmentId);
    const placement = {
      employeeId: current.employee_id,
      shiftDate: body.shift_date ?? current.shift_date,
      shiftTypeId: body.shift_type_id ?? current.shift_type_id,
    };
    const [id] = await placeShifts(tx, [placement], {
      status: current.status,
      actorId: viewer.id,
      force: body.force,
      replacing: [assignmentId],
    });
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.shiftUpdated,
      details: { assignment_id: assignmentId, new_assignment_id: id!, ...body },
    });
    return { afterId: id!, told: await queueChangeNotice(app, tx, current, id!) };
  });
  await notifyShifts(app, told.notices, told.pushes);
  return (await shown(app, [afterId]))[0]!;
}

export async function removeShift(app: FastifyInstance, viewer: Viewer, assignmentId: number) {
  const told = await app.db.transaction().execute(async (tx) => {
    const current = await plannedShift(tx, viewer, assignmentId);
    await placeShifts(tx, [], { status: current.status, actorId: viewer.id, replacing: [assignmentId] });
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.shiftDeleted,
      details: { ...current, assignment_id: assignmentId },
    });
    return queueChangeNotice(app, tx, current, null);
  });
  await notifyShifts(app, told.notices, told.pushes);
}

/** Places drafts for many people at once: one transaction, one refusal listing every conflict. */
export async function placeDrafts(
  app: FastifyInstance,
  viewer: Viewer,
  employeeIds: number[],
  placements: ShiftPlacement[],
  audit: { action: string; details: Record<string, unknown> },
  force: boolean | undefined,
) {
  checkForce(viewer, force);
  if (placements.length === 0) throw shiftError(400, 'shifts.nothing_to_place');
  return app.db.transaction().execute(async (tx) => {
    await checkPlanner(tx, viewer, employeeIds);
    const ids = await placeShifts(tx, placements, { status: 'draft', actorId: viewer.id, force });
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: audit.action,
      details: { ...audit.details, created: ids.length },
    });
    return ids;
  });
}

export async function bulkAssign(
  app: FastifyInstance,
  viewer: Viewer,
  body: Static<typeof schemas.BulkAssignSchema.body>,
) {
  const days = datesOf(body.start_date, body.end_date, MAX_PLAN_DAYS).filter(
    (date) => !body.weekdays || body.weekdays.includes(weekday(date)),
  );
  const placements = body.employee_ids.flatMap((employeeId) =>
    days.map((shiftDate) => ({ employeeId, shiftDate, shiftTypeId: body.shift_type_id })),
  );
  const { employee_ids: people, ...range } = body;
  return placeDrafts(
    app,
    viewer,
    people,
    placements,
    { action: AUDIT_ACTIONS.shiftsAssigned, details: { ...range, employee_ids: people } },
    body.force,
  );
}
