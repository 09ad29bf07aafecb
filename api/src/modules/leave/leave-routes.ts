import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { requestViewer } from '../../plugins/visibility';
import { decideLeave } from './leave-decision-service';
import { listLeaveRequests } from './leave-list-service';
import { leaveTypeNames } from './leave-repository';
import { leaveTypeDetails } from './leave-type-details';
import { managerEmail, requestLeave } from './leave-request-service';
import * as schemas from './leave-schemas';
import { LEAVE_MESSAGES as M } from './messages';

const none = { ...access.signedIn, employeeData: 'none', tokenScope: 'read:leave' } as const;

const LEAVE_DECISION_SUMMARIES = { approve: 'Approve a leave request', reject: 'Reject a leave request' };

export const leaveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/leave_types', { config: none, schema: schemas.LeaveTypesSchema }, () => leaveTypeNames(app.db));

  app.get('/api/leave_type_details', { config: none, schema: schemas.LeaveTypeDetailsSchema }, () =>
    leaveTypeDetails(app.db),
  );

  app.get(
    '/api/manager_email',
    {
      config: { ...access.signedIn, employeeData: 'own', tokenScope: 'read:people' },
      schema: schemas.ManagerEmailSchema,
    },
    (request) => managerEmail(app, currentUser(request).id),
  );

  // Admins do not request leave (the access table: shared-auth/src/access/access-table.ts).
  app.post(
    '/api/leave_request',
    {
      config: { ...access.roles('employee', 'manager'), employeeData: 'own', tokenScope: 'write:leave' },
      schema: schemas.CreateLeaveRequestSchema,
    },
    async (request) => {
      await requestLeave(app, currentUser(request), request.body);
      return { message: M.submitted };
    },
  );

  app.get(
    '/api/leave_requests',
    {
      config: { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:leave' },
      schema: schemas.ListLeaveRequestsSchema,
    },
    (request) => listLeaveRequests(app, requestViewer(request), request.query),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/leave_request/:request_id/${decision}`,
      {
        config: { ...access.roles('manager', 'admin'), employeeData: 'visible', tokenScope: 'write:leave' },
        schema: { ...schemas.DecideLeaveRequestSchema, summary: LEAVE_DECISION_SUMMARIES[decision] },
      },
      async (request) => {
        const { params, body } = request;
        return { message: await decideLeave(app, requestViewer(request), params.request_id, decision, body.comment) };
      },
    );
  }
};
