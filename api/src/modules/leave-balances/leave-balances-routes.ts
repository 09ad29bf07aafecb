import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../../plugins/auth';
import { XLSX_TYPE } from '../reports/download-report-service';
import { adjustBalance } from './adjustment-service';
import { approvalContext } from './approval-context-service';
import { balancesFileName, balancesWorkbook } from './balances-export';
import { carryOverYear, scheduleCarryOver } from './carry-over';
import { companyCalendar } from './balance-context';
import { ledgerOf } from './leave-ledger-service';
import { assertMaySee, balancesOf, previewRequest } from './leave-balances-service';
import * as schemas from './leave-balances-schemas';
import { LEAVE_BALANCE_MESSAGES as M } from './messages';

const admin = access.roles('admin');

export const leaveBalancesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  scheduleCarryOver(app);

  /** The employee and year asked about, defaulting to the caller and this year; refused unless visible. */
  const subjectOf = async (request: { query: { employee_id?: number; year?: number } }, userId: number) => {
    const { today } = await companyCalendar(app.db, new Date());
    return { employeeId: request.query.employee_id ?? userId, year: request.query.year ?? Number(today.slice(0, 4)) };
  };

  app.get('/api/leave_balances', { config: access.signedIn, schema: schemas.BalancesSchema }, async (request) => {
    const user = currentUser(request);
    const { employeeId, year } = await subjectOf(request, user.id);
    await assertMaySee(app.db, user, employeeId);
    return balancesOf(app.db, employeeId, year, new Date());
  });

  app.get('/api/leave_ledger', { config: access.signedIn, schema: schemas.LedgerSchema }, async (request) => {
    const user = currentUser(request);
    const { employeeId, year } = await subjectOf(request, user.id);
    await assertMaySee(app.db, user, employeeId);
    return ledgerOf(app.db, employeeId, year, new Date());
  });

  app.post(
    '/api/leave_balance_adjustments',
    { config: admin, schema: schemas.AdjustmentSchema },
    async (request, reply) => {
      const adjustmentId = await adjustBalance(app, currentUser(request).id, request.body);
      return reply.status(201).send({ message: M.adjusted, adjustment_id: adjustmentId });
    },
  );

  app.post('/api/leave_carry_over', { config: admin, schema: schemas.CarryOverSchema }, async (request) => {
    const carried = await carryOverYear(app, request.body.year, currentUser(request).id);
    return { message: M.carriedOver(carried), carried };
  });

  app.get('/api/leave_request_preview', { config: access.signedIn, schema: schemas.PreviewSchema }, (request) =>
    previewRequest(app.db, currentUser(request).id, request.query, new Date()),
  );

  app.get(
    '/api/leave_request/:request_id/approval_context',
    { config: access.roles('manager', 'admin'), schema: schemas.ApprovalContextSchema },
    (request) => approvalContext(app, currentUser(request), request.params.request_id),
  );

  app.get('/api/leave_balances/export', { config: admin, schema: schemas.ExportSchema }, async (request, reply) => {
    const stream = await balancesWorkbook(app, request.query.year);
    return reply
      .header('Content-Disposition', `attachment; filename="${balancesFileName(request.query.year)}"`)
      .type(XLSX_TYPE)
      .send(stream);
  });
};
