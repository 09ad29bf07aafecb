import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { requestViewer } from '../../plugins/visibility';
import * as schemas from './attendance-schemas';
import { scheduleAutoClockOut } from './auto-clock-out';
import { endBreak, startBreak } from './break-service';
import { clockIn, clockOut, currentStatus } from './clock-service';
import { listAttendanceLogs } from './logs-service';
import { ATTENDANCE_MESSAGES as M } from './messages';
import { readPosition } from './position';

// Runs before the schema's type coercion could turn a null coordinate into 0.
const checkPosition = async (request: FastifyRequest) => {
  readPosition(request.body);
};

const own = { ...access.signedIn, employeeData: 'own' } as const;

export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  scheduleAutoClockOut(app);

  app.get(
    '/api/current_status',
    {
      config: { ...own, tokenScope: 'read:attendance' },
      schema: schemas.CurrentStatusSchema,
      // Every open attendance screen polls it, and its answer (under 1 KB) is never compressed: no hooks for that.
      compress: false,
      decompress: false,
    },
    (request) => currentStatus(app, currentUser(request)),
  );

  app.post(
    '/api/clock_in',
    { config: { ...own, tokenScope: 'write:attendance' }, schema: schemas.ClockInSchema, preValidation: checkPosition },
    async (request) => {
      await clockIn(app, currentUser(request), request.body);
      return { message: M.clockedIn };
    },
  );

  app.post(
    '/api/clock_out',
    {
      config: { ...own, tokenScope: 'write:attendance' },
      schema: schemas.ClockOutSchema,
      preValidation: checkPosition,
    },
    async (request) => {
      await clockOut(app, currentUser(request), request.body);
      return { message: M.clockedOut };
    },
  );

  app.post(
    '/api/break_start',
    {
      config: { ...own, tokenScope: 'write:attendance' },
      schema: schemas.BreakStartSchema,
      preValidation: checkPosition,
    },
    async (request) => {
      await startBreak(app, currentUser(request), request.body);
      return { message: M.breakStarted };
    },
  );

  app.post(
    '/api/break_end',
    {
      config: { ...own, tokenScope: 'write:attendance' },
      schema: schemas.BreakEndSchema,
      preValidation: checkPosition,
    },
    async (request) => {
      await endBreak(app, currentUser(request), request.body);
      return { message: M.breakEnded };
    },
  );

  app.get(
    '/api/attendance_logs',
    {
      config: { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:attendance' },
      schema: schemas.AttendanceLogsSchema,
    },
    (request) => listAttendanceLogs(app, requestViewer(request), request.query),
  );
};
