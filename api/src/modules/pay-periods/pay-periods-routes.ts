import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { currentUser } from '../auth';
import { PAY_PERIOD_MESSAGES as M } from './messages';
import * as schemas from './pay-periods-schemas';
import {
  createPayPeriods,
  listPayPeriods,
  lockPayPeriod,
  payPeriodDetail,
  unlockPayPeriod,
} from './pay-periods-service';
import { approveTimesheet, submitTimesheet } from './timesheet-signoff-service';

const admin = { ...access.roles('admin'), employeeData: 'none', tokenScope: null } as const;
const visibleRead = { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:attendance' } as const;
const visibleSignOff = { ...access.signedIn, employeeData: 'visible', tokenScope: null } as const;

export const payPeriodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/pay_periods', { config: visibleRead, schema: schemas.ListPayPeriodsSchema }, (request) =>
    listPayPeriods(app, requestViewer(request).visibility),
  );

  app.get('/api/pay_periods/:id', { config: visibleRead, schema: schemas.PayPeriodSchema }, (request) =>
    payPeriodDetail(app, requestViewer(request).visibility, request.params.id),
  );

  app.post('/api/pay_periods', { config: admin, schema: schemas.CreatePayPeriodsSchema }, async (request, reply) => {
    const periods = await createPayPeriods(app, currentUser(request).id, request.body);
    return reply.status(201).send({ message: M.created(periods.length), periods });
  });

  app.post(
    '/api/pay_periods/:id/submit',
    { config: visibleSignOff, schema: schemas.SubmitTimesheetSchema },
    async (request) => {
      const viewer = requestViewer(request);
      await submitTimesheet(app, viewer, request.params.id, request.body.employee_id ?? viewer.id);
      return { message: M.submitted };
    },
  );

  app.post(
    '/api/pay_periods/:id/approve',
    { config: visibleSignOff, schema: schemas.ApproveTimesheetSchema },
    async (request) => {
      await approveTimesheet(app, requestViewer(request), request.params.id, request.body.employee_id);
      return { message: M.approved };
    },
  );

  app.post('/api/pay_periods/:id/lock', { config: admin, schema: schemas.LockPayPeriodSchema }, async (request) => {
    const name = await lockPayPeriod(app, currentUser(request).id, request.params.id);
    return { message: M.locked(name) };
  });

  app.post('/api/pay_periods/:id/unlock', { config: admin, schema: schemas.UnlockPayPeriodSchema }, async (request) => {
    const name = await unlockPayPeriod(app, currentUser(request).id, request.params.id, request.body.reason);
    return { message: M.unlocked(name) };
  });
};
