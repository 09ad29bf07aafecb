import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { listPolicies } from './leave-policies-repository';
import * as schemas from './leave-policies-schemas';
import { changePolicy, createPolicy, removePolicy } from './leave-policies-service';
import { LEAVE_POLICY_MESSAGES as M } from './messages';

const admin = access.roles('admin');

export const leavePoliciesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Everyone reads the policies: the leave form shows whether half days or back-dating are allowed.
  app.get(
    '/api/leave_policies',
    {
      config: { ...access.signedIn, employeeData: 'none', tokenScope: 'read:leave' },
      schema: schemas.ListPoliciesSchema,
    },
    () => listPolicies(app.db),
  );

  app.post(
    '/api/leave_policies',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.CreatePolicySchema },
    async (request, reply) => {
      const leaveTypeId = await createPolicy(app, currentUser(request).id, request.body);
      return reply.status(201).send({ message: M.created, leave_type_id: leaveTypeId });
    },
  );

  app.put(
    '/api/leave_policies/:id',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.UpdatePolicySchema },
    async (request) => {
      await changePolicy(app, currentUser(request).id, request.params.id, request.body);
      return { message: M.updated };
    },
  );

  app.delete(
    '/api/leave_policies/:id',
    { config: { ...admin, employeeData: 'none', tokenScope: null }, schema: schemas.DeletePolicySchema },
    (request) => removePolicy(app, currentUser(request).id, request.params.id),
  );
};
