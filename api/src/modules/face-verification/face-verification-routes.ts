import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { createAttemptLimiter } from './attempt-limiter';
import { VERIFY_FACE_BODY_LIMIT, VerifyFaceSchema } from './face-verification-schemas';
import { type FallbackOffer, verifyFace } from './face-verification-service';

export const faceVerificationRoutes: FastifyPluginAsyncTypebox<{ fallbackOffered: FallbackOffer }> = async (
  app,
  { fallbackOffered },
) => {
  const store = app.counters;
  const limiter = createAttemptLimiter(store);

  app.post(
    '/api/verify_face',
    {
      config: { ...access.signedIn, employeeData: 'own', tokenScope: null },
      schema: VerifyFaceSchema,
      bodyLimit: VERIFY_FACE_BODY_LIMIT,
    },
    (request) => verifyFace(app, { limiter, fallbackOffered }, currentUser(request), request.body.image),
  );
};
