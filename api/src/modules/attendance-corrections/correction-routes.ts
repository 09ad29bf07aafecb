import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { requestViewer } from '../../plugins/visibility';
import { decideCorrection } from './correction-decision-service';
import { listAttendanceCorrections, recordRevisions } from './correction-list-service';
import { requestCorrection } from './correction-request-service';
import * as schemas from './correction-schemas';
import { correctionWindowDates } from './correction-window';
import { CORRECTION_MESSAGES as M } from './messages';

const visible = { ...access.signedIn, employeeData: 'visible', tokenScope: 'read:attendance' } as const;

const CORRECTION_DECISION_SUMMARIES = {
  approve: 'Approve an attendance correction',
  reject: 'Reject an attendance correction',
};

export const attendanceCorrectionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/attendance_corrections',
    {
      config: { ...access.signedIn, employeeData: 'own', tokenScope: 'write:attendance' },
      schema: schemas.CreateCorrectionSchema,
    },
    async (request) => {
      await requestCorrection(app, currentUser(request), request.body);
      return { message: M.submitted };
    },
  );

  app.get(
    '/api/attendance_corrections/window',
    {
      config: { ...access.signedIn, employeeData: 'own', tokenScope: 'read:attendance' },
      schema: schemas.CorrectionWindowSchema,
    },
    (request) => correctionWindowDates(app.db, currentUser(request).id),
  );

  app.get('/api/attendance_corrections', { config: visible, schema: schemas.ListCorrectionsSchema }, (request) =>
    listAttendanceCorrections(app, requestViewer(request), request.query.status),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/attendance_corrections/:correction_id/${decision}`,
      {
        config: { ...access.roles('manager', 'admin'), employeeData: 'visible', tokenScope: 'write:attendance' },
        schema: { ...schemas.DecideCorrectionSchema, summary: CORRECTION_DECISION_SUMMARIES[decision] },
      },
      async (request) => {
        const { params, body } = request;
        const message = await decideCorrection(
          app,
          requestViewer(request),
          params.correction_id,
          decision,
          body.comment,
        );
        return { message };
      },
    );
  }

  app.get(
    '/api/attendance_logs/:record_id/revisions',
    { config: visible, schema: schemas.RecordRevisionsSchema },
    (request) => recordRevisions(app, requestViewer(request), request.params.record_id),
  );
};
