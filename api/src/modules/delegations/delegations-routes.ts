import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import * as schemas from './delegations-schemas';
import { createDelegation, delegateCandidates, listDelegations, revokeDelegation } from './delegations-service';
import { DELEGATION_MESSAGES as M } from './messages';

// Only managers and admins decide leave, so only they have approvals to hand over.
// API tokens: a person's own arrangement, made by them, not by another system.
const approvers = { ...access.roles('manager', 'admin'), employeeData: 'own', tokenScope: null } as const;

export const delegationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/me/delegation', { config: approvers, schema: schemas.ListDelegationsSchema }, (request) =>
    listDelegations(app, currentUser(request).id),
  );

  // Names of every active manager and admin: a delegate usually leads another team, outside the caller's visibility.
  app.get(
    '/api/me/delegation/candidates',
    {
      config: { ...access.roles('manager', 'admin'), employeeData: 'directory', tokenScope: null },
      schema: schemas.DelegateCandidatesSchema,
    },
    (request) => delegateCandidates(app, currentUser(request).id),
  );

  app.post(
    '/api/me/delegation',
    { config: approvers, schema: schemas.CreateDelegationSchema },
    async (request, reply) => {
      const delegationId = await createDelegation(app, currentUser(request), request.body);
      return reply.status(201).send({ message: M.created, delegation_id: delegationId });
    },
  );

  app.delete(
    '/api/me/delegation/:id',
    { config: approvers, schema: schemas.RevokeDelegationSchema },
    async (request) => {
      await revokeDelegation(app, currentUser(request).id, request.params.id);
      return { message: M.revoked };
    },
  );
};
