import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { recipientLanguages } from '../../mails/recipient-language';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { requestViewer } from '../../plugins/visibility';
import { findSessionEmployee } from '../auth';
import { VERIFY_FACE_BODY_LIMIT } from '../face-verification';
import { pairKiosk, registerKiosk, revokeKiosk } from './kiosk-admin-service';
import { currentKiosk } from './kiosk-auth';
import { kioskClock } from './kiosk-clock-service';
import { identify } from './kiosk-identify-service';
import { createKioskLimits } from './kiosk-limits';
import { verifyKioskPin } from './kiosk-pin-service';
import { activeKiosks } from './kiosk-repository';
import * as schemas from './kiosk-schemas';
import { hasPin } from './pin-repository';
import { changePin } from './pin-service';
import { kioskError, KIOSK_MESSAGES as M } from './messages';

// Kiosks and PINs are credentials: API tokens never manage them.
const admins = { ...access.roles('admin'), employeeData: 'none', tokenScope: null } as const;
// A kiosk acts for whoever it identifies; it reads and writes nothing else of anyone.
const kiosk = { ...access.kiosk, employeeData: 'identified', tokenScope: null } as const;

export const kioskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limits = createKioskLimits(app.counters);

  app.post('/api/kiosks', { config: admins, schema: schemas.RegisterKioskSchema }, async (request, reply) => {
    const created = await registerKiosk(app, currentUser(request), request.body);
    const { pairing_code, pairing_expires_at, ...row } = created;
    return reply.status(201).send({ message: M.created, kiosk: row, pairing_code, pairing_expires_at });
  });

  app.get('/api/kiosks', { config: admins, schema: schemas.ListKiosksSchema }, () => activeKiosks(app.db));

  app.delete('/api/kiosks/:id', { config: admins, schema: schemas.RevokeKioskSchema }, async (request) => {
    await revokeKiosk(app, currentUser(request), request.params.id);
    return { message: M.revoked };
  });

  app.post(
    '/api/kiosk/pair',
    { config: { ...access.public, employeeData: 'none', tokenScope: null }, schema: schemas.PairKioskSchema },
    async (request) => {
      await limits.pairing.hit(request.ip);
      return pairKiosk(app, request.body.code);
    },
  );

  app.get(
    '/api/kiosk/me',
    { config: { ...access.kiosk, employeeData: 'none', tokenScope: null }, schema: schemas.KioskSelfSchema },
    (request) => {
      const { id, name, locationName } = currentKiosk(request);
      return { kiosk_id: id, name, location_name: locationName };
    },
  );

  app.post(
    '/api/kiosk/identify',
    { config: kiosk, schema: schemas.IdentifySchema, bodyLimit: VERIFY_FACE_BODY_LIMIT },
    (request) => identify(app, limits, currentKiosk(request), request.body.image),
  );

  app.post('/api/kiosk/verify_pin', { config: kiosk, schema: schemas.VerifyPinSchema }, (request) =>
    verifyKioskPin(app, limits, currentKiosk(request), request.body),
  );

  // The person at the kiosk reads a refusal (already clocked in, identification expired) in their own language.
  const clockFor = (action: 'in' | 'out') => async (request: FastifyRequest<{ Body: { employee_id: number } }>) => {
    const employeeId = request.body.employee_id;
    request.answerLanguage = (await recipientLanguages(app.db, [employeeId]))(employeeId);
    return kioskClock(app, currentKiosk(request), employeeId, action);
  };
  app.post('/api/kiosk/clock_in', { config: kiosk, schema: schemas.KioskClockInSchema }, clockFor('in'));
  app.post('/api/kiosk/clock_out', { config: kiosk, schema: schemas.KioskClockOutSchema }, clockFor('out'));

  app.get(
    '/api/me/pin',
    { config: { ...access.signedIn, employeeData: 'own', tokenScope: null }, schema: schemas.PinStatusSchema },
    async (request) => ({
      has_pin: await hasPin(app.db, currentUser(request).id),
    }),
  );

  app.put(
    '/api/me/pin',
    { config: { ...access.signedIn, employeeData: 'own', tokenScope: null }, schema: schemas.SetOwnPinSchema },
    async (request) => {
      const user = currentUser(request);
      await changePin(app, user.id, user.id, request.body.pin);
      return { message: M.pinSet };
    },
  );

  app.put(
    '/api/employees/:id/pin',
    {
      config: { ...access.roles('admin'), employeeData: 'visible', tokenScope: null },
      schema: schemas.SetEmployeePinSchema,
    },
    async (request) => {
      const viewer = requestViewer(request);
      const employee = await findSessionEmployee(app.db, request.params.id);
      if (!employee || employee.status !== 'active') throw kioskError(404, 'kiosk.employee_not_found');
      await changePin(app, viewer.id, employee.employee_id, request.body.pin);
      return { message: M.pinSet };
    },
  );
};
