import type { FastifyInstance } from 'fastify';
import { addDays, daysInRange, mondayOf } from '../../lib/time-zone';
import { canSee, type Viewer } from '../../plugins/visibility';
import { attendanceDate } from '../attendance';
import { AUDIT_ACTIONS } from '../audit';
import { companyToday, loadWorkCalendar } from '../reports';
import { creditTimeInLieu } from '../leave-balances';
import { loadAttendanceSettings, settingValues } from '../settings';
import type { OvertimeCompensation } from '../../db/types';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, OVERTIME_MESSAGES as M, overtimeError } from './messages';
import { overtimeCandidates } from './overtime-figures';
import { overtimeRows, recordDays, saveCandidates } from './overtime-repository';

export interface OvertimeQuery {
  status?: 'pending' | 'approved' | 'rejected';
  start?: string;
  end?: string;
  employee_id?: number;
}

/**
 * The overtime of the people the viewer sees in the range, newest first. It is worked out from the records first
 * (whole weeks around the range, so a week's overtime sees all its days) and kept, so a decision has a row to
 * stand on and later readers see the same figures.
 */
export async function listOvertime(app: FastifyInstance, viewer: Viewer, query: OvertimeQuery, now = new Date()) {
  const [settings, calendar, values] = await Promise.all([
    loadAttendanceSettings(app.db),
    loadWorkCalendar(app.db),
    settingValues(app.db),
  ]);
  const today = attendanceDate(now, settings);
  const last = query.end ?? today;
  const range = { first: query.start ?? addDays(last, 1 - DEFAULT_RANGE_DAYS), last };
  if (range.last < range.first) throw overtimeError(400, 'overtime.end_before_start');
  if (daysInRange(range.first, range.last) > MAX_RANGE_DAYS) throw overtimeError(400, 'overtime.range_too_long');

  const scope = { visibility: viewer.visibility, employeeId: query.employee_id };
  const weeks = { first: mondayOf(range.first), last: addDays(mondayOf(range.last), 6) };
  await app.db.transaction().execute(async (tx) => {
    const days = await recordDays(tx, scope, weeks, calendar);
    const weeklyHours = new Map(
      days.filter((day) => day.weekly_hours !== null).map((day) => [day.employee_id, Number(day.weekly_hours)]),
    );
    const rules = { ...settings, toleranceMinutes: Number(values.OVERTIME_TOLERANCE_MINUTES) };
    const found = overtimeCandidates(days, weeklyHours, rules, companyToday(calendar, now));
    const people = [...new Set(days.map((day) => day.employee_id))];
    await saveCandidates(tx, people, weeks, found);
  });

  let rows = overtimeRows(app.db)
    .where('o.period_date', '>=', range.first)
    .where('o.period_date', '<=', range.last)
    .orderBy('o.period_date', 'desc')
    .orderBy('o.employee_id');
  if (query.status) rows = rows.where('o.status', '=', query.status);
  if (query.employee_id) rows = rows.where('o.employee_id', '=', query.employee_id);
  const visible = (await rows.execute()).filter((row) => canSee(viewer.visibility, row));
  const choosing = values.OVERTIME_COMPENSATION === 'employee_choice';
  return visible.map(({ report_to: _, decided_at, ...row }) => ({
    ...row,
    decided_at: decided_at?.toISOString() ?? null,
    choice_open: choosing && row.status === 'pending',
  }));
}

export interface Decision {
  approved_minutes?: number;
  compensation?: OvertimeCompensation;
  comment?: string | null;
}

/**
 * How approved overtime is compensated: the policy's; under employee_choice the employee's recorded choice, else
 * the approver's, else pay. An approver asking otherwise than the policy or the employee is refused.
 */
function compensationOf(
  policy: string,
  asked: OvertimeCompensation | undefined,
  chosen: OvertimeCompensation | null,
): OvertimeCompensation {
  if (policy === 'employee_choice') {
    if (chosen && asked !== undefined && asked !== chosen)
      throw overtimeError(400, 'overtime.compensation_chosen', { compensation: chosen });
    return chosen ?? asked ?? 'pay';
  }
  const fixed = policy === 'time_in_lieu' ? 'time_in_lieu' : 'pay';
  if (asked !== undefined && asked !== fixed)
    throw overtimeError(400, 'overtime.compensation_fixed', { policy: fixed });
  return fixed;
}

/** The employee says how they want their pending overtime compensated, where the policy lets them; audited. */
export async function chooseCompensation(
  app: FastifyInstance,
  viewer: Viewer,
  overtimeId: number,
  compensation: OvertimeCompensation,
) {
  return app.db.transaction().execute(async (tx) => {
    const row = await overtimeRows(tx).where('o.overtime_id', '=', overtimeId).forUpdate('o').executeTakeFirst();
    if (!row || !canSee(viewer.visibility, row)) throw overtimeError(404, 'overtime.not_found');
    if (row.employee_id !== viewer.id) throw overtimeError(403, 'overtime.not_yours');
    if (row.status !== 'pending') throw overtimeError(409, 'overtime.already_decided', { status: row.status });
    const values = await settingValues(tx);
    if (values.OVERTIME_COMPENSATION !== 'employee_choice') throw overtimeError(409, 'overtime.choice_not_offered');
    await tx
      .updateTable('overtime')
      .set({ requested_compensation: compensation, updated_at: new Date() })
      .where('overtime_id', '=', overtimeId)
      .execute();
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.overtimeCompensationChosen,
      details: { overtime_id: overtimeId, compensation },
    });
    return M.compensationChosen(compensation);
  });
}

/** A manager of the person (or an admin) approves all or part of a pending overtime, or rejects it; audited. */
export async function decideOvertime(
  app: FastifyInstance,
  viewer: Viewer,
  overtimeId: number,
  decision: 'approve' | 'reject',
  body: Decision,
) {
  return app.db.transaction().execute(async (tx) => {
    const row = await overtimeRows(tx).where('o.overtime_id', '=', overtimeId).forUpdate('o').executeTakeFirst();
    if (!row || !canSee(viewer.visibility, row)) throw overtimeError(404, 'overtime.not_found');
    if (row.employee_id === viewer.id) throw overtimeError(403, 'overtime.own');
    if (row.status !== 'pending') throw overtimeError(409, 'overtime.already_decided', { status: row.status });
    const approved = decision === 'approve' ? (body.approved_minutes ?? row.minutes) : null;
    if (approved !== null && (approved < 1 || approved > row.minutes)) {
      throw overtimeError(400, 'overtime.too_many_minutes', { minutes: row.minutes });
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    const values = await settingValues(tx);
    const compensation =
      approved === null
        ? null
        : compensationOf(values.OVERTIME_COMPENSATION, body.compensation, row.requested_compensation);
    await tx
      .updateTable('overtime')
      .set({
        status,
        approved_minutes: approved,
        compensation,
        comment: body.comment ?? null,
        decided_by: viewer.id,
        decided_at: new Date(),
        updated_at: new Date(),
      })
      .where('overtime_id', '=', overtimeId)
      .execute();
    const credit =
      compensation === 'time_in_lieu'
        ? await creditTimeInLieu(tx, {
            employee_id: row.employee_id,
            overtime_id: overtimeId,
            minutes: approved!,
            day: row.period_date,
            expiryDays: Number(values.TIME_IN_LIEU_EXPIRY_DAYS),
            created_by: viewer.id,
            reason: `Overtime of ${row.period_date}`,
          })
        : null;
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: decision === 'approve' ? AUDIT_ACTIONS.overtimeApproved : AUDIT_ACTIONS.overtimeRejected,
      details: {
        overtime_id: overtimeId,
        employee_id: row.employee_id,
        minutes: row.minutes,
        approved_minutes: approved,
        compensation,
        expires_on: credit?.expires_on ?? null,
      },
    });
    return decision === 'approve' ? M.approved : M.rejected;
  });
}
