import type { FastifyInstance } from 'fastify';
import type { OpenShiftStatus } from '../../db/types';
import { localDate } from '../../lib/time-zone';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { loadAttendanceSettings } from '../settings';
import { shiftInstants } from '../shifts';
import * as repo from './open-shift-repository';
import { shiftExchangeError } from './messages';
import { shiftTimesText } from './shift-times';

export interface OpenShiftBody {
  department_id: number;
  shift_date: string;
  shift_type_id: number;
  note?: string | null;
}

/** Posts an offer for a department the poster's team works in (an admin: any), for a shift still to come. */
export async function postOpenShift(app: FastifyInstance, poster: Viewer, body: OpenShiftBody, now = new Date()) {
  const type = await repo.activeShiftType(app.db, body.shift_type_id);
  if (!type) throw shiftExchangeError(400, 'shift_exchange.shift_type_not_found');
  if ((await repo.departmentName(app.db, body.department_id)) === undefined)
    throw shiftExchangeError(400, 'shift_exchange.department_not_found');
  if (!(await repo.isDepartmentInScope(app.db, poster.visibility, body.department_id)))
    throw shiftExchangeError(403, 'shift_exchange.not_your_department');
  const { timeZone } = await loadAttendanceSettings(app.db);
  if (shiftInstants(body.shift_date, type, timeZone).startsAt <= now)
    throw shiftExchangeError(400, 'shift_exchange.shift_in_past');
  const note = body.note?.trim() || null;
  return app.db.transaction().execute(async (tx) => {
    const openShiftId = await repo.insertOpenShift(tx, {
      departmentId: body.department_id,
      shiftDate: body.shift_date,
      shiftTypeId: body.shift_type_id,
      note,
      postedBy: poster.id,
    });
    await app.audit.record(tx, {
      actorId: poster.id,
      action: AUDIT_ACTIONS.openShiftPosted,
      details: {
        open_shift_id: openShiftId,
        department_id: body.department_id,
        shift_date: body.shift_date,
        shift_type_id: body.shift_type_id,
        note,
      },
    });
    return openShiftId;
  });
}

export interface OpenShiftQuery {
  status?: OpenShiftStatus;
  start?: string;
  end?: string;
}

/**
 * The offers of the departments of the people the viewer sees. An employee: the open ones of their departments,
 * from today on. The claimer is named only to a viewer who may see them.
 */
export async function listOpenShifts(app: FastifyInstance, viewer: Viewer, query: OpenShiftQuery, now = new Date()) {
  const { timeZone } = await loadAttendanceSettings(app.db);
  let filter: repo.OpenShiftFilter = { scope: viewer.visibility, claimerScope: viewer.visibility, ...query };
  if (viewer.role === 'employee') {
    const today = localDate(now, timeZone);
    filter = { ...filter, status: 'open', start: query.start && query.start > today ? query.start : today };
  }
  const rows = await repo.listOpenShifts(app.db, filter);
  return rows.map((row) => {
    const { startsAt, endsAt } = shiftInstants(row.shift_date, row, timeZone);
    return {
      ...row,
      start_time: row.start_time.slice(0, 5),
      end_time: row.end_time.slice(0, 5),
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      times: shiftTimesText(startsAt, endsAt, timeZone),
      claimed_at: row.claimed_at?.toISOString() ?? null,
      decided_at: row.decided_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
}
