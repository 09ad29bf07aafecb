import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit/actions';
import { closeOverdueRecords, hasOverdueRecords } from './attendance-repository';
import { type AttendanceSettings, loadAttendanceSettings } from './attendance-settings';
import { AUTO_CLOCK_OUT_SWEEP_MS } from './messages';

/** Closes forgotten clock-outs (everyone's, or one employee's) and audits them; returns how many closed. */
export async function closeOverdueAttendance(
  app: FastifyInstance,
  settings: AttendanceSettings,
  now: Date,
  employeeId?: number,
): Promise<number> {
  // Status and clock calls run this every time: a plain read spares them a transaction when nothing is due.
  if (!(await hasOverdueRecords(app.db, settings, now, employeeId))) return 0;
  return app.db.transaction().execute(async (tx) => {
    const closed = await closeOverdueRecords(tx, settings, now, employeeId);
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
  });
}

/**
 * A served api sweeps every minute, so records close on time even when nobody looks at them; status and
 * clock calls also close the caller's own overdue record first. Tests with inject never listen: no timer.
 */
export function scheduleAutoClockOut(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  // Sweeps run one after another; close waits for the one under way before the database goes.
  let running = Promise.resolve();
  const sweep = async () => {
    try {
      const closed = await closeOverdueAttendance(app, await loadAttendanceSettings(app.db), new Date());
      if (closed > 0) app.log.info({ closed }, 'forgotten clock-outs closed');
    } catch (err) {
      app.log.error({ err }, 'auto clock-out sweep failed');
    }
  };
  const tick = () => {
    running = running.then(sweep);
  };
  app.addHook('onListen', async () => {
    timer = setInterval(tick, AUTO_CLOCK_OUT_SWEEP_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
