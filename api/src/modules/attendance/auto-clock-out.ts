import type { FastifyInstance } from 'fastify';
import { tryAdvisoryXactLock } from '../../db/advisory-lock';
import type { Tx } from '../../db/types';
import { scheduleJob } from '../../lib/scheduled-job';
import { AUDIT_ACTIONS } from '../audit';
import { closeOverdueRecords, hasOverdueRecords } from './attendance-repository';
import { type AttendanceSettings, loadAttendanceSettings } from '../settings';
import { AUTO_CLOCK_OUT_SWEEP_MS } from './messages';
import { queuePush } from '../push';

/** The sweep tells each person whose record it closed, by push if they want it (inside the closing transaction). */
async function queueForgotPushes(
  app: FastifyInstance,
  tx: Tx,
  closed: { employee_id: number; attendance_date: string }[],
) {
  let queued = 0;
  for (const record of closed) {
    queued += await queuePush(tx, [record.employee_id], 'forgot_clock_out', ({ text, day }) => ({
      title: text('forgot_clock_out.title'),
      body: text('forgot_clock_out.body', { day: day(record.attendance_date) }),
      url: `${app.config.appUrl}/attendance-logs`,
    }));
  }
  return queued;
}

// Arbitrary constant shared by every api instance: one sweep at a time across the deployment.
export const AUTO_CLOCK_OUT_LOCK_KEY = 72_410_025;

async function closeAndAudit(
  app: FastifyInstance,
  tx: Tx,
  settings: AttendanceSettings,
  now: Date,
  employeeId?: number,
) {
  const closed = await closeOverdueRecords(tx, settings, now, employeeId);
  // A person closing their own record by clocking is in the app already: only the sweep pushes.
  if (employeeId === undefined && (await queueForgotPushes(app, tx, closed)) > 0) app.pushDelivery.nudge();
  if (closed.length > 0) {
    await app.audit.record(tx, {
      actorId: null,
      action: AUDIT_ACTIONS.attendanceAutoClockOut,
      details: {
        records: closed.map((r) => ({
          record_id: r.record_id,
          employee_id: r.employee_id,
          attendance_date: r.attendance_date,
          check_out_time: r.check_out_time?.toISOString(),
        })),
      },
    });
  }
  return closed.length;
}

/**
 * Closes everyone's forgotten clock-outs and audits them; returns how many closed. One instance sweeps at a
 * time (an advisory lock): another instance's concurrent sweep finds the lock taken and closes nothing.
 */
export async function closeOverdueAttendance(app: FastifyInstance, settings: AttendanceSettings, now: Date) {
  if (!(await hasOverdueRecords(app.db, settings, now))) return 0;
  return app.db.transaction().execute(async (tx) => {
    if (!(await tryAdvisoryXactLock(tx, AUTO_CLOCK_OUT_LOCK_KEY))) return 0;
    return closeAndAudit(app, tx, settings, now);
  });
}

/**
 * A clock action that found its caller's own records overdue (clock-statements.ts) closes them as the sweep would,
 * so it answers as if the sweep had run (reads compute the same state without writing: auto-close-view.ts). No
 * lock: the update closes each record once whoever runs it.
 */
export async function closeOwnOverdueAttendance(
  app: FastifyInstance,
  settings: AttendanceSettings,
  now: Date,
  employeeId: number,
) {
  return app.db.transaction().execute((tx) => closeAndAudit(app, tx, settings, now, employeeId));
}

/** A served api sweeps every minute, so records close on time even when nobody looks at them. */
export function scheduleAutoClockOut(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'auto clock-out',
    intervalMs: AUTO_CLOCK_OUT_SWEEP_MS,
    run: async () => {
      const closed = await closeOverdueAttendance(app, await loadAttendanceSettings(app.db), new Date());
      if (closed > 0) app.log.info({ closed }, 'forgotten clock-outs closed');
    },
  });
}
