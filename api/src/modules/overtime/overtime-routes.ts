import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import {
  ApproveOvertimeSchema,
  ChooseCompensationSchema,
  ListOvertimeSchema,
  RejectOvertimeSchema,
} from './overtime-schemas';
import { chooseCompensation, decideOvertime, listOvertime } from './overtime-service';

export const overtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deciders = {
    ...access.roles('manager', 'admin'),
    employeeData: 'visible' as const,
    tokenScope: 'write:attendance' as const,
  };
  app.get(
    '/api/overtime',
    {
      config: { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:attendance' },
      schema: ListOvertimeSchema,
    },
    (request) => listOvertime(app, requestViewer(request), request.query),
  );
  app.post(
    '/api/overtime/:overtime_id/approve',
    { config: deciders, schema: ApproveOvertimeSchema },
    async (request) => ({
      message: await decideOvertime(app, requestViewer(request), request.params.overtime_id, 'approve', request.body),
    }),
  );
  app.post(
    '/api/overtime/:overtime_id/reject',
    { config: deciders, schema: RejectOvertimeSchema },
    async (request) => ({
      message: await decideOvertime(app, requestViewer(request), request.params.overtime_id, 'reject', request.body),
    }),
  );
  app.put(
    '/api/overtime/:overtime_id/compensation',
    {
      config: { ...access.signedIn, employeeData: 'visible', tokenScope: 'write:attendance' },
      schema: ChooseCompensationSchema,
    },
    async (request) => ({
      message: await chooseCompensation(
        app,
        requestViewer(request),
        request.params.overtime_id,
        request.body.compensation,
      ),
    }),
  );
};
