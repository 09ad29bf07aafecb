import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { requestViewer } from '../../plugins/visibility';
import { readPosition } from '../attendance';
import { clockWithoutFaceCheck } from './fallback-clock-service';
import { decideFaceFallback, fallbackPhoto, listFaceFallbacks } from './fallback-review-service';
import * as schemas from './fallback-schemas';

// Runs before the schema's type coercion could turn a null coordinate into 0 (as clock_in).
const checkPosition = async (request: FastifyRequest) => {
  readPosition(request.body);
};

const own = { ...access.signedIn, employeeData: 'own' } as const;
const reviewers = { ...access.roles('manager', 'admin'), employeeData: 'visible' } as const;

const FALLBACK_DECISION_SUMMARIES = {
  accept: 'Accept a clock action without a face check',
  reject: 'Reject a clock action without a face check',
};

export const faceFallbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [action, schema] of [
    ['clock_in', schemas.FallbackClockInSchema],
    ['clock_out', schemas.FallbackClockOutSchema],
  ] as const) {
    app.post(
      `/api/${action}_without_face_check`,
      {
        config: { ...own, tokenScope: null },
        schema,
        preValidation: checkPosition,
        bodyLimit: schemas.FALLBACK_BODY_LIMIT,
      },
      async (request) => ({ message: await clockWithoutFaceCheck(app, currentUser(request), action, request.body) }),
    );
  }

  app.get(
    '/api/face_fallbacks',
    { config: { ...reviewers, tokenScope: 'read:attendance' }, schema: schemas.ListFallbacksSchema },
    (request) => listFaceFallbacks(app, requestViewer(request), request.query.status),
  );

  for (const decision of ['accept', 'reject'] as const) {
    app.post(
      `/api/face_fallbacks/:fallback_id/${decision}`,
      {
        config: { ...reviewers, tokenScope: 'write:attendance' },
        schema: { ...schemas.DecideFallbackSchema, summary: FALLBACK_DECISION_SUMMARIES[decision] },
      },
      async (request) => {
        const { params, body } = request;
        const viewer = requestViewer(request);
        return { message: await decideFaceFallback(app, viewer, params.fallback_id, decision, body.comment) };
      },
    );
  }

  app.get(
    '/api/face_fallbacks/:fallback_id/:which',
    { config: { ...reviewers, tokenScope: null }, schema: schemas.FallbackPhotoSchema },
    async (request, reply) => {
      const { fallback_id: id, which } = request.params;
      const photo = await fallbackPhoto(app, requestViewer(request), id, which === 'photo' ? 'submitted' : 'enrolled');
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(photo);
    },
  );
};
