import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { access } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import * as schemas from './attendance-schemas';
import { scheduleAutoClockOut } from './auto-clock-out';
import { clockIn, clockOut, currentStatus } from './clock-service';
import { listAttendanceLogs } from './logs-service';
import { ATTENDANCE_MESSAGES as M } from './messages';
import { readPosition } from './position';

// Runs before the schema's type coercion could turn a null coordinate into 0.
const checkPosition = async (request: FastifyRequest) => {
  readPosition(request.body);
};

export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  scheduleAutoClockOut(app);

  app.get('/api/current_status', { config: access.signedIn, schema: schemas.CurrentStatusSchema }, (request) =>
    currentStatus(app, currentUser(request)),
  );

  app.post(
    '/api/clock_in',
    { config: access.signedIn, schema: schemas.ClockInSchema, preValidation: checkPosition },
    async (request) => {
      await clockIn(app, currentUser(request), request.body);
      return { message: M.clockedIn };
    },
  );

  app.post(
    '/api/clock_out',
    { config: access.signedIn, schema: schemas.ClockOutSchema, preValidation: checkPosition },
    async (request) => {
      await clockOut(app, currentUser(request), request.body);
      return { message: M.clockedOut };
    },
  );

  app.get('/api/attendance_logs', { config: access.signedIn, schema: schemas.AttendanceLogsSchema }, (request) =>
    listAttendanceLogs(app, currentUser(request), request.query),
  );
};
