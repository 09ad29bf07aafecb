import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { cancelOpenShift, claimOpenShift, decideClaim } from './open-shift-decision-service';
import * as openShiftSchemas from './open-shift-schemas';
import { listOpenShifts, postOpenShift } from './open-shift-service';
import { SHIFT_EXCHANGE_MESSAGES as M } from './messages';
import { stepSwap } from './swap-decision-service';
import { listSwapRequests, requestSwap } from './swap-request-service';
import * as swapSchemas from './swap-schemas';

// API tokens: claims, swaps and their decisions are people's own steps, not another system's.
const signedIn = { ...access.signedIn, employeeData: 'visible', tokenScope: null } as const;
const managers = { ...access.roles('manager', 'admin'), employeeData: 'visible', tokenScope: null } as const;

export const shiftExchangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/open_shifts',
    { config: managers, schema: openShiftSchemas.PostOpenShiftSchema },
    async (request, reply) => {
      const openShiftId = await postOpenShift(app, requestViewer(request), request.body);
      return reply.status(201).send({ message: M.openShiftPosted, open_shift_id: openShiftId });
    },
  );

  app.get('/api/open_shifts', { config: signedIn, schema: openShiftSchemas.ListOpenShiftsSchema }, (request) =>
    listOpenShifts(app, requestViewer(request), request.query),
  );

  app.post(
    '/api/open_shifts/:open_shift_id/claim',
    { config: signedIn, schema: openShiftSchemas.ClaimOpenShiftSchema },
    async (request) => ({ message: await claimOpenShift(app, requestViewer(request), request.params.open_shift_id) }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/open_shifts/:open_shift_id/${decision}`,
      { config: managers, schema: openShiftSchemas.DecideClaimSchema },
      async (request) => ({
        message: await decideClaim(app, requestViewer(request), request.params.open_shift_id, decision),
      }),
    );
  }

  app.delete(
    '/api/open_shifts/:open_shift_id',
    { config: managers, schema: openShiftSchemas.CancelOpenShiftSchema },
    async (request) => ({ message: await cancelOpenShift(app, requestViewer(request), request.params.open_shift_id) }),
  );

  app.post(
    '/api/shift_swap_requests',
    { config: signedIn, schema: swapSchemas.RequestSwapSchema },
    async (request, reply) =>
      reply.status(201).send({ message: await requestSwap(app, requestViewer(request), request.body) }),
  );

  app.get('/api/shift_swap_requests', { config: signedIn, schema: swapSchemas.ListSwapsSchema }, (request) =>
    listSwapRequests(app, requestViewer(request), request.query.status),
  );

  for (const step of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      `/api/shift_swap_requests/:swap_id/${step}`,
      { config: signedIn, schema: swapSchemas.swapStepSchema(step) },
      async (request) => ({ message: await stepSwap(app, requestViewer(request), request.params.swap_id, step) }),
    );
  }

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/shift_swap_requests/:swap_id/${decision}`,
      { config: managers, schema: swapSchemas.swapDecisionSchema(decision) },
      async (request) => ({
        message: await stepSwap(app, requestViewer(request), request.params.swap_id, decision, request.body.comment),
      }),
    );
  }
};
